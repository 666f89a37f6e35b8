// Ranking a phrase against the foods (decision 032): weighted word coverage of the phrase, a small cost for
// each word of the food name the phrase did not ask for (so the plainest food wins), and per-food priors.
import { WEIGHTS } from './weights.ts';
import { correctWord, otherWord } from './spelling.ts';
import type { FoodDatabase, IndexedFood } from './database.ts';
import { toSearchResult } from './database.ts';
import type { FoodSearchResult } from './types.ts';
import { normalize, words } from './text.ts';
import { ALTERNATIVES, COMMON_FORMS } from './common.ts';
import { classWords, lexiconPattern, tagText } from './lexicon.ts';

/** One word of the query and the words that stand for it (spelling variants, prefixes while typing). */
export interface Slot {
  word: string;
  alternatives: string[];
  /** The word as typed, when spelling correction replaced it (decision 101). */
  typed?: string;
}

export interface Scored {
  food: IndexedFood;
  score: number;
  /** Share of the query's weight the food covers, 0..1. */
  coverage: number;
}

/** Words that never identify a food. These word lists are lexicon classes (decision 107). */
export const STOPWORDS: ReadonlySet<string> = classWords('stopword');

// Flavours narrow a food but rarely name it: "a caramel frappuccino" is still a frozen coffee drink.
const FLAVOR_WORDS: ReadonlySet<string> = classWords('flavor_word');

/** How a food was cut or made ("sliced", "fresh"): not what it is. */
export const FORM_WORDS: ReadonlySet<string> = classWords('cut_word');

/** The head noun of the phrase names the food's whole first segment: "strawberry jam" -> "Jam". */
export function headAnchored(f: IndexedFood, slots: Slot[]): boolean {
  const head = headSlot(slots);
  if (!head) return false;
  const first: string[] = [];
  for (let i = 0; i < f.nameWords.length && f.nameSegments[i] === 0; i++) first.push(f.nameWords[i]!);
  const said = new Set(slots.flatMap((s) => s.alternatives));
  return (
    first.length > 0 && head.alternatives.some((a) => first.includes(a)) && first.every((w) => said.has(w))
  );
}

function headSlot(slots: Slot[]): Slot | undefined {
  for (let i = slots.length - 1; i >= 0; i--) if (!FORM_WORDS.has(slots[i]!.word)) return slots[i];
  return undefined;
}

function headWordAt(f: IndexedFood, w: string): boolean {
  for (let i = 0; i < f.nameWords.length && f.nameSegments[i] === 0; i++)
    if (f.nameWords[i] === w) return true;
  return false;
}

// Words in FNDDS names that only say "not specified": asking for nothing, a food should not pay for them.
const GENERIC: ReadonlySet<string> = classWords('generic_name_word');

/**
 * The phrase's words, each with the words it may stand for. `weighed`: the food was weighed in grams or millilitres,
 * and a word one letter (not the key next to it) from a food's word is a dish's own name, not that food (decision 137).
 */
export function slotsOf(db: FoodDatabase, text: string, prefixLast = false, weighed = false): Slot[] {
  const ws = words(text).filter((w) => !STOPWORDS.has(w));
  return ws.map((w, i) => {
    if (prefixLast && i === ws.length - 1) {
      // Still typing: "chick" stands for chicken, chickpea ... as well as itself.
      const more = db.completions(w, 30);
      return { word: w, alternatives: [...new Set([w, ...more])] };
    }
    const alternatives = ALTERNATIVES[w];
    if (!alternatives) {
      // A word no food has, one or two edits from one that some food has: the typo ("bannana").
      const fixed = correctWord(db, w);
      if (fixed && !(weighed && otherWord(w, fixed))) return { word: fixed, alternatives: [fixed], typed: w };
    }
    return { word: w, alternatives: [w, ...(alternatives ?? [])] };
  });
}

function slotWeight(db: FoodDatabase, slot: Slot): number {
  let best = 0;
  for (const a of slot.alternatives) best = Math.max(best, db.idf(a));
  // An unknown word still counts a little, so "kimchi stew" does not match any stew with full confidence.
  if (best === 0) return 1.5;
  // Form words ("chunks", "sliced") say how it was cut, not what it is.
  if (FLAVOR_WORDS.has(slot.word)) return best * 0.4;
  return FORM_WORDS.has(slot.word) ? best * 0.3 : best;
}

// Words that change what the food is; a food carrying one the user did not say is a worse guess.
const NEGATING: ReadonlySet<string> = classWords('negating_word');
// Forms that are not the food as usually eaten.
const PROCESSED: ReadonlySet<string> = classWords('processed_form');
// Categories where "raw" is the usual form; segments that say the plain form (lexicon classes).
const PRODUCE = lexiconPattern('{produce_category}', 'i');
const PLAIN_FORM = lexiconPattern(String.raw`^({plain_form_segment})`);
const WITHOUT_TOPPING = lexiconPattern(String.raw`\b(no|without) ({absent_topping})\b`);

/** What each word of a food's name costs when the query did not ask for it (decision 032). */
function wordCosts(f: IndexedFood): { costs: number[]; bonus: number; open: boolean[] } {
  const cached = costCache.get(f);
  if (cached) return cached;
  const segments = f.name.split(',').map((x) => x.trim().toLowerCase());
  const produce = PRODUCE.test(f.category);
  let bonus = 0;
  // "Cream, NS as to light, heavy, or half and half": the list after "NS as to" is part of it.
  const firstNs = segments.findIndex((seg) => /^(ns as to|nfs\b)/.test(seg));
  const costs = f.nameWords.map((w, i) => {
    const seg = segments[f.nameSegments[i]!] ?? '';
    // "NS as to fat", "NFS": the coder's code for "not said" (decision 032).
    if (/^(ns as to|nfs\b)/.test(seg) || (firstNs >= 0 && f.nameSegments[i]! > firstNs)) return 0;
    if (PLAIN_FORM.test(seg)) return 0.01;
    // "without sauce", "no dressing": the plain form, what a coder picks when nothing else is said.
    if (WITHOUT_TOPPING.test(seg)) return 0.01;
    if (w === 'raw') return produce ? 0.005 : 0.15;
    if (GENERIC.has(w)) return 0.006;
    if (NEGATING.has(w)) return 0.12;
    if (PROCESSED.has(w)) return f.nameSegments[i] === 0 ? 0.1 : 0.08;
    return f.nameSegments[i] === 0 ? 0.07 : 0.035;
  });
  for (const seg of segments) if (/^(ns as to|nfs\b)/.test(seg)) bonus += 0.04;
  // Words of an "NS as to ..." segment itself (not the segments after it): the options the coder left open.
  const open = f.nameWords.map((_w, i) => /^ns as to/.test(segments[f.nameSegments[i]!] ?? ''));
  const out = { costs, bonus: Math.min(bonus, 0.08), open };
  costCache.set(f, out);
  return out;
}
const costCache = new WeakMap<IndexedFood, { costs: number[]; bonus: number; open: boolean[] }>();

export function scoreFood(db: FoodDatabase, f: IndexedFood, slots: Slot[], weights: number[]): Scored {
  let total = 0;
  let matched = 0;
  let bySynonym = 0;
  // Weight of the words found at all: the coverage thresholds use it, the ranking prefers name matches.
  let found = 0;
  const used = new Set<number>();
  slots.forEach((slot, i) => {
    const w = weights[i]!;
    total += w;
    let best = 0;
    for (const a of slot.alternatives) {
      const at = f.nameWords.indexOf(a);
      if (at >= 0) {
        used.add(at);
        // A word inside "NS as to fried or grilled" is the coder's "not said": a food naming it plainly is closer.
        // A broader word standing for the one said ("meat" for beef in "NS as to type of meat") is not discounted.
        const later =
          a === slot.word && wordCosts(f).open[at]
            ? WEIGHTS.laterSegmentMatch * WEIGHTS.openSegmentMatch
            : WEIGHTS.laterSegmentMatch;
        best = Math.max(best, f.nameSegments[at] === 0 ? 1 : later);
      } else if (f.synonymWords.includes(a)) {
        best = Math.max(best, WEIGHTS.synonymMatch);
      }
    }
    matched += w * best;
    if (best === WEIGHTS.synonymMatch) bySynonym += w * best;
    if (best > 0) found += w;
  });
  const { costs, bonus } = wordCosts(f);
  let extras = 0;
  let headAll = true;
  for (let i = 0; i < costs.length; i++) {
    if (used.has(i)) continue;
    if (f.nameSegments[i] === 0) headAll = false;
    extras += costs[i]!;
  }
  // A food named by its synonym ("frappuccino", "Cheerios") was not asked for by its own words at all.
  if (matched > 0) extras *= 1 - 0.6 * (bySynonym / matched);
  // Matched through synonyms alone, the phrase must name the head of one ("great" is not great northern beans).
  const synonymOnly =
    used.size === 0 && !slots.some((sl) => sl.alternatives.some((x) => f.synonymHeads.includes(x)));
  const score0 = total === 0 || synonymOnly ? 0 : matched / total;
  const coverage = total === 0 || synonymOnly ? 0 : found / total;
  // English puts the head noun last ("egg fried rice", "chicken noodle soup"); FNDDS puts it first.
  const head = headSlot(slots);
  const headBonus = head && head.alternatives.some((a) => headWordAt(f, a)) ? WEIGHTS.headNounBonus : 0;
  const score = score0 - Math.min(extras, 0.45) + f.prior + bonus + (headAll ? 0.05 : 0) + headBonus;
  return { food: f, score, coverage };
}

/** All foods that share a word with the query, best first. */
const entryIndex = new WeakMap<FoodDatabase, Map<string, Map<IndexedFood, number>>>();

/**
 * FNDDS's "Additional food description" entries, each as a phrase: "Cheerios" -> Cereal, O's, plain;
 * "lemonade, NFS" -> the code coders use for plain "lemonade". A query equal to an entry is a strong sign.
 */
function synonymEntries(db: FoodDatabase): Map<string, Map<IndexedFood, number>> {
  let index = entryIndex.get(db);
  if (index) return index;
  index = new Map();
  for (const f of db.foods) {
    if (f.source !== 'fndds' || f.synonyms === '') continue;
    for (const entry of f.synonyms.split(';')) {
      const nfs = /,?\s*(nfs|ns as to .*)$/i.test(entry.trim());
      const key = words(entry.replace(/,?\s*(nfs|ns as to .*)$/i, ''))
        .filter((w) => !STOPWORDS.has(w))
        .join(' ');
      if (key === '') continue;
      let foods = index.get(key);
      if (!foods) index.set(key, (foods = new Map()));
      foods.set(f, Math.max(foods.get(f) ?? 0, nfs ? 0.25 : 0.18));
    }
  }
  entryIndex.set(db, index);
  return index;
}

interface Scratch {
  acc: Float64Array;
  stamp: Int32Array;
  tick: number;
}
const scratch = new WeakMap<FoodDatabase, Scratch>();

/**
 * Foods that could match: each food's share of the query weight, summed from the word postings, is an upper
 * bound on its coverage. Only foods near the best bound are scored in full (keeps p95 latency low).
 */
function candidatesFor(db: FoodDatabase, slots: Slot[], weights: number[]): number[] {
  let found = scratch.get(db);
  if (!found) {
    found = { acc: new Float64Array(db.foods.length), stamp: new Int32Array(db.foods.length), tick: 0 };
    scratch.set(db, found);
  }
  const s = found;
  const touched: number[] = [];
  let total = 0;
  slots.forEach((slot, i) => {
    const w = weights[i]!;
    total += w;
    s.tick++;
    for (const a of slot.alternatives) {
      for (const idx of db.postings(a)) {
        if (s.stamp[idx] === s.tick) continue;
        s.stamp[idx] = s.tick;
        if (s.acc[idx] === 0) touched.push(idx);
        s.acc[idx] = s.acc[idx]! + w;
      }
    }
  });
  let best = 0;
  for (const idx of touched) best = Math.max(best, s.acc[idx]!);
  const floor = Math.max(0.3 * total, best - 0.45 * total);
  const out: number[] = [];
  for (const idx of touched) {
    if (s.acc[idx]! >= floor) out.push(idx);
    s.acc[idx] = 0;
  }
  return out;
}

export function rankFoods(db: FoodDatabase, slots: Slot[], limit = 10): Scored[] {
  if (slots.length === 0) return [];
  const weights = slots.map((s) => slotWeight(db, s));
  const entries = synonymEntries(db).get(slots.map((s) => s.word).join(' '));
  const ids = new Set(candidatesFor(db, slots, weights));
  for (const f of entries?.keys() ?? []) ids.add(f.index);
  const scored: Scored[] = [];
  for (const i of ids) {
    const s = scoreFood(db, db.foods[i]!, slots, weights);
    const bonus = entries?.get(s.food);
    if (bonus) {
      s.score += bonus;
      s.coverage = Math.max(s.coverage, 0.95);
    }
    scored.push(s);
  }
  scored.sort((a, b) => b.score - a.score || a.food.index - b.food.index);
  return scored.slice(0, limit);
}

/** The food search box: the last word may be a prefix still being typed. */
const commonIndex = new WeakMap<FoodDatabase, Map<string, IndexedFood>>();

/** The common-form table's food for a query said as a whole ("big mac", "scrambled eggs"), decision 035. */
function commonFood(db: FoodDatabase, text: string): IndexedFood | undefined {
  let index = commonIndex.get(db);
  if (!index) {
    const byCode = new Map(db.foods.filter((f) => f.source === 'fndds').map((f) => [f.code, f]));
    index = new Map();
    for (const [phrase, form] of Object.entries(COMMON_FORMS)) {
      const food = byCode.get(form.code);
      const key = words(phrase)
        .filter((w) => !STOPWORDS.has(w))
        .join(' ');
      if (food && key !== '') index.set(key, food);
    }
    commonIndex.set(db, index);
  }
  return index.get(
    words(text)
      .filter((w) => !STOPWORDS.has(w))
      .join(' '),
  );
}

/** An exact query's match must cover this much of its weight to rank above the completions of its last word. */
const EXACT_MIN_COVERAGE = 0.75;

/**
 * The search box (issue 10): the food the whole query names first (the common-form table, then foods matching
 * every word as typed), then the ranking where the last word also stands for its completions ("chick").
 */
export function searchFoods(db: FoodDatabase, q: string, limit = 10): FoodSearchResult[] {
  const text = normalize(q);
  if (text === '') return [];
  const max = Math.max(1, Math.min(50, Math.floor(limit)));
  const out: IndexedFood[] = [];
  const seen = new Set<IndexedFood>();
  const add = (f: IndexedFood | undefined) => {
    if (f && !seen.has(f) && out.length < max) {
      seen.add(f);
      out.push(f);
    }
  };
  // The parser's own reading of the words: lexicon synonyms and dish rewrites ("mac and cheese", "pb&j").
  const exact = tagText(text);
  add(commonFood(db, exact));
  for (const s of rankFoods(db, slotsOf(db, exact, false), max)) {
    if (s.coverage >= EXACT_MIN_COVERAGE) add(s.food);
  }
  if (!/\s$/.test(q)) {
    for (const s of rankFoods(db, slotsOf(db, text, true), max)) if (s.coverage > 0.3) add(s.food);
  }
  return out.map(toSearchResult);
}
