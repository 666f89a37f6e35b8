// The built-in meal parser (no AI): text -> items, each a USDA food with grams (decisions 033-036).
import type { Favorite } from '@forkcast/core';
import type { FoodDatabase, IndexedFood } from './database.ts';
import { loadFoodDatabase } from './database.ts';
import type { AnalyzedItem } from './types.ts';
import type { Amount } from './quantity.ts';
import { parseAmount, parseTrailingAmount, unitOf } from './quantity.ts';
import { resolvePortion, isBeverage, portionsOf } from './portion.ts';
import type { Resolved } from './portion.ts';
import { rankFoods, slotsOf, STOPWORDS } from './search.ts';
import type { Scored } from './search.ts';
import { COMMON_FORMS } from './common.ts';
import { normalize, words } from './text.ts';

export interface ParseOptions {
  favorites?: readonly Favorite[];
  db?: FoodDatabase;
}

/** Nutrition the user stated for a mention: "250 calories and 20 g protein". */
interface Stated {
  calories?: number;
  protein?: number;
  carbs?: number;
  fat?: number;
}

interface Match {
  food: IndexedFood;
  score: number;
  coverage: number;
}

interface Mention {
  text: string;
  amount: Amount;
  phrase: string;
  match: Match | null;
  favorite: Favorite | null;
  stated: Stated;
  /** The separator before this mention ("with", "and", ","). */
  joinedBy: string;
}

/** Below this, a phrase names no food we know: better nothing than a guess. */
const MIN_SCORE = 0.45;
const MIN_COVERAGE = 0.6;

// Phrases people say for FNDDS foods, rewritten before matching. Whole words only.
const REWRITES: [RegExp, string][] = [
  [/\bmac(?:aroni)? (?:and|&|n|'n'|n') cheese\b/g, 'macaroni and cheese'],
  [/\bpb ?(?:&|and|n) ?j\b|\bpbj\b/g, 'peanut butter and jelly sandwich'],
  [/\bpb\b/g, 'peanut butter'],
  [/\boj\b/g, 'orange juice'],
  [/\bblt\b/g, 'bacon lettuce tomato sandwich'],
  [/\bfrench fries\b|\bfries\b/g, 'french fries'],
  [/\bhash ?browns?\b/g, 'hash brown potato'],
  [/\bpop ?tarts?\b/g, 'toaster pastry'],
  [/\bdoughnuts?\b|\bdonuts?\b/g, 'doughnut'],
  [/\bhot ?dogs?\b/g, 'frankfurter sandwich'],
  [/\bpbs\b/g, 'peanut butter'],
  [/\bveggies?\b/g, 'vegetables'],
  [/\bcoca[ -]?cola\b|\bpepsi\b/g, 'coke'],
];

/** Lead-ins that are not food: "for breakfast I had", "this morning I ate". */
const LEAD_INS: RegExp[] = [
  /\b(?:for|at|during|with)\s+(?:my\s+)?(?:breakfast|brunch|lunch|dinner|supper|dessert|snacks?|a snack|tea|lunchtime|dinnertime)\b/g,
  /\b(?:this|last|yesterday|today)\s+(?:morning|afternoon|evening|night)\b/g,
  /\b(?:today|tonight|yesterday|earlier|later|afterwards|after that|before bed|at work|at home|at night)\b/g,
  /\b(?:i|we|he|she|they)\s+(?:just\s+|also\s+|then\s+)?(?:had|ate|eaten|drank|drink|eat|have|got|grabbed|made|cooked|snacked on|finished|enjoyed|ordered|tried|shared|split)\b/g,
  /\b(?:i've|ive|i'd|id)\s+(?:had|eaten)\b/g,
  /\b(?:breakfast|brunch|lunch|dinner|supper|snack|dessert)\s*(?:was|:|-|=)/g,
  /^(?:breakfast|brunch|lunch|dinner|supper|snack|dessert)\b/g,
  /\b(?:and\s+)?then\b/g,
  /\b(?:also|plus also)\b/g,
];

function stripLeadIns(s: string): string {
  let t = ` ${s} `;
  for (const re of LEAD_INS) t = t.replace(re, ' ');
  return t.replace(/\s+/g, ' ').trim();
}

/** Splits text into sentences, then into chunks at separators (kept for the merge step). */
function chunksOf(text: string): { text: string; sep: string }[] {
  const sentences = text
    .replace(/\(([^)]*)\)/g, (_m, inner: string) => (/\d/.test(inner) ? ` ${inner} ` : ` , ${inner} `))
    .split(/(?<!\d)[.!?;\n]+|[.!?;\n]+(?!\d)/);
  const out: { text: string; sep: string }[] = [];
  for (const sentence of sentences) {
    const s = stripLeadIns(sentence);
    if (s === '') continue;
    const parts = s.split(
      /(\s*,\s*(?:and\s+|with\s+|plus\s+)?|\s+(?:along with|together with|as well as|topped with|served with|alongside|plus|and|with|w\/|&|\+|n)\s+|\s*\bw\/\s*)/,
    );
    let sep = '.';
    for (let i = 0; i < parts.length; i++) {
      if (i % 2 === 1) {
        sep = parts[i]!.trim().replace(/^,\s*/, ', ').trim() || ',';
        continue;
      }
      const t = parts[i]!.trim();
      if (t !== '') out.push({ text: t, sep });
      else if (out.length > 0) continue;
      sep = sep === '.' ? '.' : sep;
    }
  }
  return out;
}

const STATED_RE =
  /(\d+(?:\.\d+)?)\s*(?:(k?cals?|kcals?|calories|cal)\b|g(?:rams?)?\s*(?:of\s+)?(protein|carbs?|carbohydrates?|fat)\b)|\b(protein|carbs?|carbohydrates?|fat|calories)\s*[:=]?\s*(\d+(?:\.\d+)?)\s*(?:g|grams?|kcal|cal)?\b/g;

function extractStated(text: string): { text: string; stated: Stated } {
  const stated: Stated = {};
  const rest = text.replace(
    STATED_RE,
    (_m, n1: string, cal: string, macro1: string, macro2: string, n2: string) => {
      const value = Number(n1 ?? n2);
      const what = (cal ? 'calories' : (macro1 ?? macro2 ?? '')).toLowerCase();
      if (/^(k?cal|kcal|calorie)/.test(what)) stated.calories = value;
      else if (what.startsWith('protein')) stated.protein = value;
      else if (what.startsWith('carb')) stated.carbs = value;
      else if (what === 'fat') stated.fat = value;
      return ' ';
    },
  );
  return { text: rest.replace(/\s+/g, ' ').trim(), stated };
}

function rewrite(phrase: string): string {
  let p = phrase;
  for (const [re, to] of REWRITES) p = p.replace(re, to);
  return p;
}

function favoriteFor(phrase: string, favorites: readonly Favorite[]): Favorite | null {
  const want = words(phrase).filter((w) => !STOPWORDS.has(w));
  if (want.length === 0) return null;
  const key = want.join(' ');
  for (const f of favorites) {
    const fw = words(f.name).filter((w) => !STOPWORDS.has(w));
    if (fw.join(' ') === key) return f;
  }
  // "my usual protein shake" names the favorite "Protein shake (usual)": every word of the phrase in the name.
  for (const f of favorites) {
    const fw = new Set(words(f.name));
    if (want.length >= 2 && want.every((w) => fw.has(w))) return f;
  }
  return null;
}

function matchPhrase(db: FoodDatabase, phrase: string): Match | null {
  const key = words(phrase)
    .filter((w) => !STOPWORDS.has(w))
    .join(' ');
  if (key === '') return null;
  const code = COMMON_FORMS[key];
  if (code) {
    const food = db.foods.find((f) => f.code === code);
    if (food) return { food, score: 1.2, coverage: 1 };
  }
  const slots = slotsOf(db, phrase);
  const ranked: Scored[] = rankFoods(db, slots, 1);
  const top = ranked[0];
  if (!top) return null;
  return { food: top.food, score: top.score, coverage: top.coverage };
}

function analyze(db: FoodDatabase, text: string, favorites: readonly Favorite[], joinedBy: string): Mention {
  const { text: t0, stated } = extractStated(text);
  let amount = parseAmount(t0);
  let phrase = amount.rest;
  if (amount.quantity === null && amount.unit === null) {
    const trailing = parseTrailingAmount(phrase);
    if (trailing.amount) {
      amount = { ...trailing.amount, size: amount.size, rest: trailing.text };
      phrase = trailing.text;
    }
  }
  if (phrase === '' && amount.unit && amount.unit.kind === 'count' && amount.size === null) {
    // "2 bars", "a slice": the unit word was the food.
    phrase = amount.unit.key;
  }
  phrase = rewrite(phrase);
  const favorite = favoriteFor(phrase, favorites);
  const match = favorite ? null : matchPhrase(db, phrase);
  return { text, amount, phrase, match, favorite, stated, joinedBy };
}

function usable(m: Mention): boolean {
  if (m.favorite) return true;
  if (!m.match) return false;
  return m.match.score >= MIN_SCORE && m.match.coverage >= MIN_COVERAGE;
}

function mentionValue(m: Mention): number {
  if (m.favorite) return 1.3;
  return usable(m) ? m.match!.score : 0;
}

const MERGEABLE = new Set(['and', 'with', '&', 'n', 'w/', '+']);

/** Chooses how to group chunks: a dish named across "and"/"with" wins when it matches as well as the parts. */
function segment(
  db: FoodDatabase,
  chunks: { text: string; sep: string }[],
  favorites: readonly Favorite[],
): Mention[] {
  const n = chunks.length;
  const best: { value: number; mentions: Mention[] }[] = [{ value: 0, mentions: [] }];
  for (let end = 1; end <= n; end++) {
    let choice: { value: number; mentions: Mention[] } | null = null;
    for (let start = end - 1; start >= Math.max(0, end - 3); start--) {
      if (start < end - 1 && !MERGEABLE.has(chunks[start + 1]!.sep)) break;
      // A later chunk with its own amount is its own food ("coffee with 2 tbsp cream").
      if (start < end - 1 && chunks.slice(start + 1, end).some((c) => parseAmount(c.text).quantity !== null))
        break;
      const text = chunks
        .slice(start, end)
        .map((c, i) => (i === 0 ? c.text : `${c.sep} ${c.text}`))
        .join(' ');
      const m = analyze(db, text, favorites, chunks[start]!.sep);
      const span = end - start;
      const value = best[start]!.value + mentionValue(m) * span + (span > 1 ? 0.02 : 0);
      if (!choice || value > choice.value) choice = { value, mentions: [...best[start]!.mentions, m] };
    }
    best.push(choice!);
  }
  return best[n]!.mentions;
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

// Additions measured against the food they go with (FNDDS "Guideline amount ..." portions).
function guidelineFor(m: Mention, prev: { food: IndexedFood; grams: number } | null): Resolved | null {
  if (!prev || !m.match || m.amount.quantity !== null || m.amount.unit !== null) return null;
  if (!/^(with|and|&|w\/|,|n|\+)/.test(m.joinedBy)) return null;
  const portions = portionsOf(m.match.food);
  const g = (re: RegExp) => portions.find((p) => re.test(p.what) || re.test(p.lower));
  const pf = prev.food;
  let grams: number | null = null;
  let portion = '';
  const bev = g(/guideline amount per fl oz of beverage/);
  if (bev && isBeverage(pf) && !/milk/i.test(pf.name.split(',')[0]!)) {
    grams = bev.grams * (prev.grams / 30);
    portion = bev.name;
  }
  const hot = g(/guideline amount per cup of hot cereal/);
  if (grams === null && hot && /oatmeal|grits|cream of wheat|hot cereal/i.test(`${pf.name} ${pf.category}`)) {
    grams = hot.grams * Math.max(1, prev.grams / 240);
    portion = hot.name;
  }
  if (
    grams === null &&
    /^Milk|milk$/i.test(m.match.food.name.split(',')[0]!) &&
    /cereal/i.test(pf.category)
  ) {
    // Milk poured on cold cereal: half a cup per serving of cereal (decision 035).
    const cup = portions.find((p) => /^cup$/.test(p.what));
    if (cup) {
      grams = (cup.grams / cup.amount) * 0.5;
      portion = '1/2 cup';
    }
  }
  const slice = g(/guideline amount per slice of bread/);
  if (
    grams === null &&
    slice &&
    /bread|toast|roll|bagel|muffin|biscuit|bun|waffle|pancake/i.test(`${pf.name} ${pf.category}`)
  ) {
    const slices = Math.max(1, Math.round(prev.grams / 30));
    grams = slice.grams * Math.min(slices, 4);
    portion = slice.name;
  }
  const sandwich = g(/guideline amount on regular sandwich|guideline amount per sandwich/);
  if (grams === null && sandwich && /sandwich|burger|sub\b|wrap/i.test(`${pf.name} ${pf.category}`)) {
    grams = sandwich.grams;
    portion = sandwich.name;
  }
  const salad = g(/guideline amount in salad/);
  if (grams === null && salad && /salad/i.test(pf.name)) {
    grams = salad.grams;
    portion = salad.name;
  }
  if (grams === null) return null;
  return { grams, quantity: 1, units: 'serving', certainty: 0.6, portion };
}

function displayName(food: IndexedFood): string {
  return food.name;
}

function itemFromFood(m: Mention, resolved: Resolved): AnalyzedItem {
  const food = m.match!.food;
  const f = resolved.grams / 100;
  let calories = food.per100g.calories * f;
  let protein = food.per100g.protein * f;
  let carbs = food.per100g.carbs * f;
  let fat = food.per100g.fat * f;
  const s = m.stated;
  if (s.calories !== undefined && calories > 0) {
    // The user's number wins; the other macros keep the food's proportions.
    const k = s.calories / calories;
    protein *= k;
    carbs *= k;
    fat *= k;
    calories = s.calories;
  } else if (s.calories !== undefined) {
    calories = s.calories;
  }
  if (s.protein !== undefined) protein = s.protein;
  if (s.carbs !== undefined) carbs = s.carbs;
  if (s.fat !== undefined) fat = s.fat;
  const confidence = Math.max(
    0.05,
    Math.min(1, Math.min(1, m.match!.coverage) * Math.min(1, m.match!.score) * resolved.certainty),
  );
  return {
    name: displayName(food),
    calories: Math.round(calories),
    protein: round1(protein),
    carbs: round1(carbs),
    fat: round1(fat),
    units: resolved.units,
    quantity: resolved.quantity,
    grams: Math.round(resolved.grams * 10) / 10,
    foodId: food.id,
    confidence: Math.round(confidence * 100) / 100,
  };
}

const COUNT_UNITS = new Set([
  'serving',
  'servings',
  'pieces',
  'piece',
  'large',
  'medium',
  'small',
  'slices',
  'slice',
]);

function itemFromFavorite(m: Mention, fav: Favorite): AnalyzedItem {
  let k = 1;
  const q = m.amount.quantity;
  if (q !== null) {
    const u = m.amount.unit;
    const sameUnit = u
      ? unitOf(fav.units.toLowerCase())?.key === u.key
      : COUNT_UNITS.has(fav.units.toLowerCase());
    k = sameUnit ? q / fav.quantity : q;
  }
  const s = m.stated;
  return {
    name: fav.name,
    calories: Math.round(s.calories ?? fav.calories * k),
    protein: round1(s.protein ?? fav.protein * k),
    carbs: round1(s.carbs ?? fav.carbs * k),
    fat: round1(s.fat ?? fav.fat * k),
    units: fav.units,
    quantity: round1(fav.quantity * k),
    grams: null,
    foodId: null,
    confidence: 0.9,
  };
}

/** Parses a meal description into items. No food named -> []. */
export function parseMeal(text: string, opts: ParseOptions = {}): AnalyzedItem[] {
  const db = opts.db ?? loadFoodDatabase();
  const favorites = opts.favorites ?? [];
  const normalized = normalize(text).slice(0, 4000);
  if (normalized === '') return [];
  const mentions = segment(db, chunksOf(normalized), favorites);
  const items: AnalyzedItem[] = [];
  let prev: { food: IndexedFood; grams: number } | null = null;
  let last: { item: AnalyzedItem; mention: Mention } | null = null;
  for (const m of mentions) {
    if (!usable(m)) {
      // "250 calories" or "8 oz" alone belongs to the food before it.
      if (
        last &&
        m.phrase.replace(/[^a-z]/g, '') === '' &&
        (Object.keys(m.stated).length > 0 || m.amount.quantity !== null)
      ) {
        const merged: Mention = {
          ...last.mention,
          stated: { ...last.mention.stated, ...m.stated },
          amount: m.amount.quantity !== null ? m.amount : last.mention.amount,
        };
        const replacement = merged.favorite
          ? itemFromFavorite(merged, merged.favorite)
          : itemFromFood(merged, resolvePortion(merged.match!.food, merged.amount));
        items[items.length - 1] = replacement;
        last = { item: replacement, mention: merged };
      }
      continue;
    }
    if (m.favorite) {
      const item = itemFromFavorite(m, m.favorite);
      items.push(item);
      last = { item, mention: m };
      prev = null;
      continue;
    }
    const resolved: Resolved = guidelineFor(m, prev) ?? resolvePortion(m.match!.food, m.amount);
    const item = itemFromFood(m, resolved);
    items.push(item);
    last = { item, mention: m };
    prev = { food: m.match!.food, grams: resolved.grams };
  }
  return items;
}

/**
 * For an AI reply item: the USDA food and grams when the name matches a food confidently, else null.
 * The amount is the item's own quantity and units.
 */
export function groundItem(
  item: { name: string; quantity: number; units: string },
  opts: { db?: FoodDatabase } = {},
): AnalyzedItem | null {
  const db = opts.db ?? loadFoodDatabase();
  const name = rewrite(normalize(item.name));
  const match = matchPhrase(db, name);
  if (!match || match.coverage < 0.85 || match.score < 0.7) return null;
  const unitText = normalize(item.units);
  const parsed = parseAmount(
    `${item.quantity} ${unitText === 'serving' || unitText === 'servings' ? '' : unitText}`.trim(),
  );
  const amount: Amount =
    parsed.rest === '' || parsed.rest === 'pieces' || parsed.rest === 'piece'
      ? { ...parsed, rest: '' }
      : { quantity: item.quantity, unit: null, size: null, container: null, rest: '' };
  const mention: Mention = {
    text: item.name,
    amount,
    phrase: name,
    match,
    favorite: null,
    stated: {},
    joinedBy: '.',
  };
  return itemFromFood(mention, resolvePortion(match.food, amount));
}
