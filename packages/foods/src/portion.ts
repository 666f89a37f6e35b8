// From an amount ("2", "1 cup", "a can", "large", nothing) to grams of one food, using the food's own household
// portions (decision 034). FNDDS portions carry the amount in the text: "1 cup", "1/2 cup", "1 medium (7")".
import { roundTo } from '@forkcast/core';
import type { IndexedFood } from './database.ts';
import type { Amount } from './quantity.ts';
import {
  CONTAINER_ML,
  ML_PER_FL_OZ,
  SPOON_FOOD_ML,
  UNIT_PORTION_TEXT,
  parseNumber,
  unitOf,
} from './quantity.ts';
import { WEIGHTS } from './weights.ts';
import { LEXICON_FILE_DATA, classWords, lexiconPattern } from './lexicon.ts';

export interface Resolved {
  grams: number;
  quantity: number;
  units: string;
  /** 0..1: how sure the grams are (a weight the user gave = 1, a guessed container lower). */
  certainty: number;
  /** The portion used, for context rules ("milk in 16 fl oz of coffee"). */
  portion: string;
}

interface ParsedPortion {
  name: string;
  lower: string;
  /** The text after the leading amount. */
  what: string;
  amount: number;
  grams: number;
}

const portionCache = new WeakMap<IndexedFood, ParsedPortion[]>();

export function portionsOf(food: IndexedFood): ParsedPortion[] {
  let list = portionCache.get(food);
  if (list) return list;
  list = food.portions.map((p) => {
    const lower = p.name.toLowerCase();
    const m = /^(\d+\s+\d+\/\d+|\d+\/\d+|\d*\.?\d+)\s+(.*)$/.exec(lower);
    const amount = m ? (parseNumber(m[1]!) ?? 1) : 1;
    return { name: p.name, lower, what: m ? m[2]! : lower, amount: amount > 0 ? amount : 1, grams: p.grams };
  });
  portionCache.set(food, list);
  return list;
}

const BEVERAGE_CATEGORY =
  /milk|juice|coffee|tea|soft drink|drinks?\b|water|beer|wine|liquor|cocktail|smoothie|shake|nutritional beverage|formula|beverage/i;

export function isBeverage(food: IndexedFood): boolean {
  if (
    /^(Milk|Cream|Flavored milk)/.test(food.category) &&
    !/^Milk, (whole|reduced|lowfat|nonfat)$/.test(food.category)
  )
    return /milk|shake|drink/i.test(food.name) && !/cheese|pudding|cream$/i.test(food.name);
  return (
    BEVERAGE_CATEGORY.test(food.category) ||
    /\b(juice|drink|soda|coffee|tea|latte|beer|wine|smoothie)\b/i.test(food.name)
  );
}

const PORTION_VOLUME = lexiconPattern(String.raw`^({portion_volume_word})\b`);

/** Fluid ounces of a small, medium and large drink (lexicon `amounts.drinkSizes`). */
const DRINK_SIZES_FL_OZ: Readonly<Record<string, number>> = LEXICON_FILE_DATA.amounts!.drinkSizes!.flOz;

/** Millilitres of one portion when its text is a volume ("1 cup", "1 fl oz (no ice)", "2 tablespoons"). */
function volumeMl(p: ParsedPortion): { ml: number; unit: string } | null {
  const w = p.what;
  // The unit's measure from the amounts' units table (lexicon class `portion_volume_word`).
  const volume = PORTION_VOLUME.exec(w);
  const unit = volume ? unitOf(volume[1]!) : null;
  if (unit?.factor !== undefined) return { ml: p.amount * unit.factor, unit: unit.key };
  // "1 can (12 fl oz)", "1 bottle (16.9 fl oz or 500 ml)" hold a volume too.
  const inner = /\((\d*\.?\d+)\s*fl oz/.exec(w);
  if (inner && /^(can|bottle|glass|carton|container|drink)/.test(w))
    return { ml: Number(inner[1]) * ML_PER_FL_OZ, unit: 'container' };
  return null;
}

// Cups that are not the food as eaten (dry measure, raw yield) or that pack it differently.
const ODD_CUP = lexiconPattern('{odd_cup}');

/** Grams per millilitre from the food's volume portions, preferring the unit the user named. */
function density(food: IndexedFood, unitKey: string): { gPerMl: number; exact: boolean } | null {
  let best: { score: number; gPerMl: number } | null = null;
  for (const p of portionsOf(food)) {
    const v = volumeMl(p);
    if (!v || v.ml <= 0) continue;
    let score = 0;
    if (v.unit === unitKey) score += 2;
    if (v.unit === 'cup' || v.unit === 'fl oz') score += 1;
    if (/\(no ice\)|nfs|\(8 fl oz\)/.test(p.what)) score += 1;
    if (ODD_CUP.test(p.what)) score -= 2;
    if (/^(cup|fl oz|tablespoon|teaspoon)s?$/.test(p.what)) score += 0.5;
    if (!best || score > best.score) best = { score, gPerMl: p.grams / v.ml };
  }
  return best ? { gPerMl: best.gPerMl, exact: best.score >= 2 } : null;
}

// Portion texts that name no single item.
const NOT_A_UNIT =
  /^(cup|fl oz|oz|ounce|tablespoon|teaspoon|lb|pound|gram)|inch|guideline|calorie package|quantity not specified|yield|pot\b|serving size|\bdrink\b|package|bag|container|box|jar|can\b|bottle|pouch|tub\b|loaf|sleeve|order|meal|pie \(|pizza \(|cake \(/;

/** How FNDDS's portion texts say each size (lexicon `amounts.sizesInPortions`, decision 107). */
const SIZES_IN_PORTIONS = LEXICON_FILE_DATA.amounts!.sizesInPortions;
const sizePattern = (words: readonly string[]) => new RegExp(String.raw`\b(${words.join('|')})\b`);
/** What an explicit size the user said can match in a portion text ("medium" never matches "NFS"). */
const SIZE_LITERAL: Record<string, RegExp> = Object.fromEntries(
  SIZES_IN_PORTIONS.entries.map((e) => [e.size, sizePattern(e.says)]),
);
/** Words that make a portion a size, or the usual one, when the user said none. */
const SIZE_WORDS: Record<string, RegExp> = Object.fromEntries(
  SIZES_IN_PORTIONS.entries.map((e) => [e.size, sizePattern(e.hints)]),
);

/** A portion that is one whole item: "1 piece", "1 sandwich", "1 taco" (lexicon class `natural_unit_noun`). */
const NATURAL_UNIT = lexiconPattern(String.raw`^({natural_unit_noun})\b`);

/** A restaurant's cup of a sauce or dressing ("1 dipping-size container"; lexicon class `dipping_portion`). */
const DIPPING_PORTION = lexiconPattern(String.raw`^(?:{dipping_portion})$`);

/** The whole package of a candy or snack as sold (lexicon class `whole_package_portion`, decision 115). */
const WHOLE_PACKAGE = lexiconPattern(String.raw`^(?:{whole_package_portion})$`);

/** A word as portion texts and the user's words are compared: lower case, no apostrophe or "!", no plural ending. */
function brandKey(w: string): string {
  return w
    .toLowerCase()
    .replace(/['\u2019!]/g, '')
    .replace(/(es|s)$/, '');
}

/**
 * Whether a portion is named after a brand or product the user said (decision 136): FNDDS names some portions by
 * what is sold ("1 Cinnabon", "1 Nabisco Chips Ahoy!", "1 Little Debbie", "1 McDonald's pie", "1 Slim Jim"), in
 * capitalised words after the amount. More than half of those words said, one of them not a word of the food's own
 * name: "a cinnabon" is the 240 g Cinnabon, not a 90 g medium bun; "two chips ahoy" two 10.5 g cookies, not two 30 g
 * medium ones. "a pizza bagel" does not say "1 Bagel Bite" (half its words). Counted foods only: a food said with no
 * amount keeps its default serving (tried, it lost a listed frozen meal).
 */
function namesBrand(food: IndexedFood, p: ParsedPortion, said: readonly string[]): boolean {
  const brand = (p.name.match(/\b[A-Z][A-Za-z'\u2019!]*[a-z][A-Za-z'\u2019!]*/g) ?? [])
    .filter((w) => !p.name.startsWith(w))
    .map(brandKey);
  if (brand.length === 0) return false;
  const heard = new Set(said.map(brandKey));
  const matched = brand.filter((w) => heard.has(w));
  return (
    matched.length * 2 > brand.length && matched.some((w) => !food.nameWords.some((n) => brandKey(n) === w))
  );
}

const DISH_WORDS: ReadonlySet<string> = classWords('dish_word');

/** The portion that stands for "one" of this food when the user counts it ("2 eggs", "a banana"). */
function naturalUnit(
  food: IndexedFood,
  size: string | null,
  said: readonly string[] = [],
  part = false,
): ParsedPortion | null {
  const head = new Set(
    food.name
      .split(',')[0]!
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2)
      .map((w) => w.replace(/(es|s)$/, '')),
  );
  let best: { p: ParsedPortion; score: number } | null = null;
  for (const p of portionsOf(food)) {
    // "1 medium slice (yield after cooking)" of bacon is one slice as eaten, a unit: "bacon x2" was two of FNDDS's
    // 16 g quantity not specified, four slices (decision 222). So is "1 rib (yield after cooking, bone removed)", the
    // portion the training part's coders count ribs by: "four pork ribs" were four of FNDDS's 105 g quantity not
    // specified, 420 g (decision 224). Other "yield" portions (an ounce raw, a quarter with its bone removed) stay out.
    if (
      NOT_A_UNIT.test(
        p.what.replace(
          /^((?:thin|medium|thick) slice|rib) \(yield after cooking(?:, bone removed)?\)$/,
          '$1',
        ),
      )
    )
      continue;
    let score = 0;
    const ws = p.what.split(/[^a-z]+/).map((w) => w.replace(/(es|s)$/, ''));
    const saidHere = said.some((w) => w.length > 2 && ws.includes(w.replace(/(es|s)$/, '')));
    const named = ws.some((w) => head.has(w)) || saidHere;
    // One of a dish is not one of another head word the person did not say: "a cheese omelet" counts omelets, not
    // FNDDS's "1 egg" of "Egg omelet or scrambled egg" (85 g, half an omelet), while "2 scrambled eggs" count eggs
    // and "a kiwi" is FNDDS's "1 fruit" of "Kiwi fruit" (the dish nouns: lexicon class `dish_word`).
    const saidHead = said.some(
      (w) => head.has(w.replace(/(es|s)$/, '')) && DISH_WORDS.has(w.replace(/(es|s)$/, '')),
    );
    const headHere = ws.filter((w) => head.has(w));
    if (
      saidHead &&
      headHere.length > 0 &&
      !headHere.some((w) => said.some((x) => x.replace(/(es|s)$/, '') === w))
    )
      continue;
    if (headHere.length > 0) score += 3;
    // A portion named after the brand or product the user said ("two chips ahoy" -> "1 Nabisco Chips Ahoy!").
    if (namesBrand(food, p, said)) score += 6;
    // A portion that names what the user said ("4 oreos" -> "1 Oreo sandwich").
    if (saidHere && said.some((w) => !food.nameWords.includes(w) && ws.includes(w.replace(/(es|s)$/, ''))))
      score += 2;
    // A size word that is part of the food's own name ("Big Mac") is not a size.
    const what = p.what.replace(new RegExp(`\\b(${food.nameWords.join('|')})\\b`, 'g'), ' ');
    if (size) {
      if (SIZE_LITERAL[size]!.test(what)) score += 4;
    } else {
      if (SIZE_WORDS.medium!.test(what)) score += 2;
      // "1 large rectangular piece or 2 squares or 4 small pieces" (graham crackers) names one amount several
      // ways: both size words together are not a size.
      const small = SIZE_WORDS.small!.test(what);
      const large = SIZE_WORDS.large!.test(what);
      // "1 small/regular fillet" is the regular one.
      const regular = /\b(?:small|medium)\/(?:regular|medium)\b/.test(what);
      if ((small || large) && !(small && large && / or /.test(what)) && !regular) score -= 3;
    }
    if (food.defaultPortion && Math.abs(perOne(p) - food.defaultPortion.grams) < 0.5) score += 0.5;
    if (NATURAL_UNIT.test(p.what)) score += 1;
    // "1 individual pie", "1 individual quiche": one of a dish as one person eats it, not "1 pie, any size" (a whole
    // family pot pie, 1,260 g, was "a chicken pot pie").
    if (/^individual\b/.test(p.what) && headHere.length > 0) score += 1.5;
    // A single chip, fry or berry is not "one" of the food, unless the portion names what the user counted.
    if (
      /slice|bite|crust|half|section|wedge|leaf|floweret|kernel|stick|strip|spear|chip|nut\b|berry|bean\b|segment|\bfry\b|shoestring|straight cut|crinkle|curly|waffle/.test(
        p.what,
      ) &&
      !named
    )
      score -= 1;
    if (p.amount !== 1) score -= 0.5;
    // "a piece of fried fish": part of the food, not the whole fish, pan or pie.
    if (part && (/\bwhole\b/.test(p.what) || WHOLE_BY_DIMENSIONS.test(p.what))) score -= 5;
    if (!best || score > best.score) best = { p, score };
  }
  return best && best.score > -1.5 ? best.p : null;
}

/** Count units that name a part cut from a food (lexicon class `piece_unit`, decision 174). */
const PIECE_UNITS: ReadonlySet<string> = classWords('piece_unit');

/**
 * A whole pan, pie, cake or pizza given by its dimensions alone: "1 square cornbread (8" pan)", "1 regular pie (8-9"
 * dia)", "1 lasagna (7" x 12")"; not a piece given by its own ("1 piece (1/6 of 8" square)", "1 slice (3" dia, 1/2"
 * thick)").
 */
const WHOLE_BY_DIMENSIONS =
  /\(\d+(?:-\d+)?(?:\/\d+)?"\s*(?:pan|dia(?:meter)?|square|x\s*\d+(?:-\d+)?")(?:\s+plus)?\)/;

/** A piece said is never a whole given by its dimensions (decision 174). */
function wholeForPiece(key: string, p: ParsedPortion): boolean {
  return PIECE_UNITS.has(key) && WHOLE_BY_DIMENSIONS.test(p.what);
}

function byUnitWord(
  food: IndexedFood,
  key: string,
  size: string | null,
  said: readonly string[] = [],
): ParsedPortion | null {
  // The FNDDS portion texts the unit can stand for (lexicon `portionText`, decision 107).
  const re = UNIT_PORTION_TEXT.get(key);
  if (!re) return null;
  // The unit noun of a portion is outside its parentheses: "square" in "1 piece (1/6 of 8" square)" gives the pan's
  // size, not the portion's unit (decision 174). A unit whose wording names a parenthesis ("pie (") reads it whole.
  const inParens = re.source.includes('\\(');
  let best: { p: ParsedPortion; score: number } | null = null;
  for (const p of portionsOf(food)) {
    const unitText = inParens ? p.what : p.what.replace(/\(.*?\)/g, ' ');
    if (!re.test(unitText) || /guideline/.test(p.what) || wholeForPiece(key, p)) continue;
    let score = 0;
    if (new RegExp(`^${key}`).test(p.what)) score += 1;
    // "a bottle of Snapple" -> "1 Snapple bottle (16 fl oz)".
    if (said.some((w) => w.length > 2 && !food.nameWords.includes(w) && p.what.includes(w))) score += 3;
    // "a juice box" -> "1 juice box/pouch": the user's word right before the unit word.
    if (said.some((w) => w.length > 2 && new RegExp(`\\b${w}\\s+${key}`).test(p.what))) score += 1.5;
    if (size) {
      if (SIZE_LITERAL[size]!.test(p.what)) score += 3;
    } else {
      if (SIZE_WORDS.medium!.test(p.what)) score += 2;
      if (SIZE_WORDS.small!.test(p.what) || SIZE_WORDS.large!.test(p.what)) score -= 1;
    }
    if (/crust not eaten|snack-size|bite|miniature|cracker-size|\(with ice\)/.test(p.what)) score -= 2;
    // Among equals, the one FNDDS also uses as its default serving.
    if (food.defaultPortion && Math.abs(perOne(p) - food.defaultPortion.grams) < 0.5) score += 0.5;
    // A bag of chips is the small single-serving bag unless the user says otherwise.
    if (key === 'bag' && !size && /\bsmall\b/.test(p.what)) score += 4;
    if (key === 'bottle' && !size) score += bottleScore(food, p.what);
    if (!best || score > best.score) best = { p, score };
  }
  return best?.p ?? null;
}

/**
 * A unit's household portion from a food of the same kind when the food has none (decision 179): "a stick of butter"
 * is 113 g through "Butter, stick" while "Butter, NFS" has no stick. The kin are tried most general first.
 */
const KIN_UNITS: ReadonlySet<string> = classWords('kin_unit');

function kinPortion(
  kin: readonly IndexedFood[],
  key: string,
  size: string | null,
  said: readonly string[],
): ParsedPortion | null {
  for (const k of kin) {
    const p = byUnitWord(k, key, size, said);
    if (p) return p;
  }
  return null;
}

/**
 * A food FNDDS serves by the spoon (a spread, a condiment): it has a tablespoon portion and its default serving is at
 * most two of them (peanut butter 32 g, two 16 g tablespoons; not hummus, 60 g, four; decision 179).
 */
function servedBySpoon(food: IndexedFood, defaultGrams: number): boolean {
  const tbsp = portionsOf(food).find((p) => /^(?:tablespoon|tbsp)\b/.test(p.what));
  return tbsp !== undefined && defaultGrams <= 2 * perOne(tbsp) + 0.5;
}

/** Whether the food has a household portion for a count unit ("1 can" for a canned soup). */
export function hasUnitPortion(food: IndexedFood, key: string): boolean {
  return byUnitWord(food, key, null) !== null;
}

/** The bottle people mean: 12 fl oz of beer, 16.9 fl oz of water, 20 fl oz of soda or a sports drink. */
function bottleScore(food: IndexedFood, what: string): number {
  const fl = Number(/\((\d+(?:\.\d+)?) fl oz/.exec(what)?.[1] ?? NaN);
  if (Number.isNaN(fl)) return 0;
  const want = /beer|malt/i.test(food.category) ? 12 : /water/i.test(food.category) ? 16.9 : 20;
  return fl === want ? 3 : -Math.abs(fl - want) / 10;
}

/** Lower is better: "1 large" and "1 large fast food order" before "1 large slice". */
function sizedRank(what: string, size: string): number {
  if (what === size) return 0;
  if (new RegExp(`^${size} (fast food order|drink|order)`).test(what)) return 1;
  if (what.startsWith(size)) return 2 + (NOT_A_UNIT.test(what.slice(size.length + 1)) ? 1 : 0);
  return 5;
}

function perOne(p: ParsedPortion): number {
  return p.grams / p.amount;
}

function defaultGrams(food: IndexedFood): { grams: number; name: string } {
  if (food.defaultPortion) return { grams: food.defaultPortion.grams, name: food.defaultPortion.name };
  const first = portionsOf(food)[0];
  if (first) return { grams: perOne(first), name: first.name };
  return { grams: 100, name: '100 g' };
}

function cupGrams(food: IndexedFood): number | null {
  const d = density(food, 'cup');
  return d ? d.gPerMl * 8 * ML_PER_FL_OZ : null;
}

/** Restaurant main dishes and their entree portion in cups (lexicon `mainDishPortions`, decision 197). */
const MAIN_DISHES = LEXICON_FILE_DATA.mainDishPortions!;
const MAIN_DISH_RULES = MAIN_DISHES.entries.map((e) => ({
  category: new RegExp(e.category, 'i'),
  name: new RegExp(e.name, 'i'),
  cups: e.cups ?? MAIN_DISHES.cups,
}));
const entreeCache = new WeakMap<IndexedFood, number | null>();

/**
 * Grams of a restaurant entree of this food (decision 197), or of a home plate of it (an entry's own cups, decision
 * 203): the lexicon's cups of the food's own cup portion, never less than its "Quantity not specified"; null for a
 * food that is no main dish.
 */
export function entreeGrams(food: IndexedFood): number | null {
  const cached = entreeCache.get(food);
  if (cached !== undefined) return cached;
  let grams: number | null = null;
  const rule = MAIN_DISH_RULES.find((r) => r.category.test(food.category) && r.name.test(food.name));
  if (rule) {
    const cup = cupGrams(food);
    if (cup) grams = Math.max(defaultGrams(food).grams, rule.cups * cup);
  }
  entreeCache.set(food, grams);
  return grams;
}

/** What an entree portion is called on the item: a restaurant entree, or a plate where the entry gives its own cups. */
function entreePortion(food: IndexedFood): string {
  const rule = MAIN_DISH_RULES.find((r) => r.category.test(food.category) && r.name.test(food.name));
  const cups = rule?.cups ?? MAIN_DISHES.cups;
  return cups === MAIN_DISHES.cups ? `restaurant entree (${cups} cups)` : `a plate (${cups} cups)`;
}

export interface PortionHints {
  /** A portion named by the common-form table, used when the user gave a count or nothing. */
  portion?: string;
  /** Said as a side ("a side of lo mein"): a main dish keeps FNDDS's own portion, not the entree (decision 197). */
  side?: boolean;
  /** The user's words for the food, to prefer a portion that names them. */
  words?: readonly string[];
  /** Said in the plural with no count, of a food eaten several at once ("had eggs", "tacos"; decision 210). */
  several?: boolean;
  /** Words that describe the portion in FNDDS's own terms ("individual school container", "kids meal"). */
  describe?: readonly string[];
  /**
   * Foods of the same kind (the same name before its first comma: "Butter, stick" beside "Butter, NFS"), to take a
   * unit's household portion from when the food has none for it ("a stick of butter"; decision 179).
   */
  kin?: () => readonly IndexedFood[];
}

/** The count units that say a whole restaurant dish: "a bowl of pho", "an order of lo mein" (lexicon, decision 197). */
const ENTREE_UNITS: ReadonlySet<string> = new Set(MAIN_DISHES.units);

// Words of portion texts that say nothing about which portion it is.
const PORTION_FILLER = classWords('portion_filler');

/** A portion text's words; "a/b" is one word said either way ("child/senior drink", "value/dollar menu"). */
function portionWords(what: string): string[][] {
  return what
    .replace(/\(.*?\)/g, ' ')
    .split(/[^a-z/]+/)
    .map((slot) =>
      slot
        .split('/')
        .filter((w) => w !== '' && !PORTION_FILLER.has(w))
        .map((w) => w.replace(/(es|s)$/, '')),
    )
    .filter((slot) => slot.length > 0);
}

/**
 * The portion whose FNDDS text the user's words describe: "an individual school container of milk",
 * "a kids meal order of fries". Needs at least half of the portion's own words.
 */
function byDescription(food: IndexedFood, describe: readonly string[]): ParsedPortion | null {
  const said = new Set(describe.map((w) => w.replace(/(es|s)$/, '')));
  let best: { p: ParsedPortion; score: number } | null = null;
  for (const p of portionsOf(food)) {
    if (/guideline|quantity not specified/.test(p.what)) continue;
    const ws = portionWords(p.what);
    if (ws.length === 0) continue;
    const overlap = ws.filter((slot) => slot.some((w) => said.has(w))).length;
    if (overlap === 0 || overlap < Math.ceil(ws.length / 2)) continue;
    const score = overlap * 2 - (ws.length - overlap) * 0.5;
    if (!best || score > best.score) best = { p, score };
  }
  return best?.p ?? null;
}

/** Grams for an amount of a food. Never fails: the food's default portion is the last resort. */
export function resolvePortion(food: IndexedFood, amount: Amount, hints: PortionHints = {}): Resolved {
  const q = amount.quantity;
  const unit = amount.unit;
  const def = defaultGrams(food);
  const said = hints.words ?? [];

  if ((!unit || unit.kind === 'count') && hints.describe && hints.describe.length > 1) {
    const described = byDescription(food, hints.describe);
    if (described) {
      const count = q ?? 1;
      // "silver dollar pancakes": a plural with no count is at least two, never less than the default serving.
      if (q === null && hints.several) {
        const grams = Math.max(2 * perOne(described), def.grams);
        return {
          grams,
          quantity: roundTo(grams / perOne(described), 1),
          units: 'serving',
          certainty: 0.7,
          portion: described.name,
        };
      }
      return {
        grams: count * perOne(described),
        quantity: count,
        units: 'serving',
        certainty: 0.85,
        portion: described.name,
      };
    }
  }

  if (hints.portion && !amount.size && (!unit || unit.kind === 'count')) {
    const named = portionsOf(food).find((p) => p.name === hints.portion);
    if (named && (!unit || ['serving', 'piece', 'container', 'bar', 'stick'].includes(unit.key))) {
      // "cherry tomatoes": a plural said with no count is at least two, never less than the default serving.
      if (q === null && hints.several && 2 * perOne(named) < def.grams)
        return { grams: def.grams, quantity: 1, units: 'serving', certainty: 0.7, portion: def.name };
      const count = q ?? 1;
      return {
        grams: count * perOne(named),
        quantity: count,
        units: 'serving',
        certainty: 0.85,
        portion: named.name,
      };
    }
  }

  // "10 nuggets w 2 bbq sauce": a sauce counted with no unit is the restaurant's dipping cup (lexicon class
  // `dipping_portion`, decision 165); "2 packets of bbq sauce" said stays the packets. Said as a side ("a side of
  // ranch") it keeps its own default: tried, the cup raised frozen-9's kcal error 87.7 -> 90.9, no meal passing more.
  if (!unit && !amount.size && q !== null) {
    const cup = portionsOf(food).find((p) => DIPPING_PORTION.test(p.what));
    if (cup) {
      const count = q ?? 1;
      return {
        grams: count * perOne(cup),
        quantity: count,
        units: 'serving',
        certainty: 0.8,
        portion: cup.name,
      };
    }
  }

  // A restaurant main dish said with no measure, counted, sized, or by the bowl, plate or order is a restaurant
  // entree (decision 197): "pad thai", "2 ramen", "a large pho", "a bowl of pho", "an order of lo mein".
  const entree = hints.side ? null : entreeGrams(food);
  if (entree !== null && (!unit || ENTREE_UNITS.has(unit.key))) {
    const sized =
      amount.size === 'large'
        ? WEIGHTS.largeContainerFactor
        : amount.size === 'small'
          ? WEIGHTS.smallContainerFactor
          : 1;
    const count = q ?? 1;
    return {
      grams: count * entree * sized,
      quantity: count,
      units: 'serving',
      // As sure as FNDDS's default serving it replaces (0.7): the entree is no less typical than that guess.
      certainty: 0.7,
      portion: entreePortion(food),
    };
  }

  if (unit && unit.kind === 'mass') {
    // "12 oz" of a drink is fluid ounces (how US labels and people talk about drinks).
    if (unit.key === 'oz' && isBeverage(food)) {
      const d = density(food, 'fl oz');
      const g = (q ?? 1) * ML_PER_FL_OZ * (d?.gPerMl ?? 1);
      return { grams: g, quantity: q ?? 1, units: 'oz', certainty: d ? 0.95 : 0.8, portion: 'fl oz' };
    }
    const g = (q ?? 1) * unit.factor!;
    const units = unit.key === 'kg' || unit.key === 'mg' || unit.key === 'g' ? 'grams' : unit.key;
    const quantity = unit.key === 'kg' ? (q ?? 1) * 1000 : unit.key === 'mg' ? (q ?? 1) / 1000 : (q ?? 1);
    return { grams: g, quantity: roundTo(quantity, 1), units, certainty: 1, portion: unit.key };
  }

  if (unit && unit.kind === 'volume') {
    const ml = (q ?? 1) * unit.factor!;
    const d = density(food, unit.key);
    const gPerMl = d?.gPerMl ?? (isBeverage(food) ? 1 : 0.6);
    const units: Record<string, [string, number]> = {
      cup: ['cups', q ?? 1],
      tbsp: ['tbsp', q ?? 1],
      tsp: ['tsp', q ?? 1],
      ml: ['ml', q ?? 1],
      'fl oz': ['oz', q ?? 1],
      l: ['ml', (q ?? 1) * 1000],
      cl: ['ml', (q ?? 1) * 10],
      dl: ['ml', (q ?? 1) * 100],
      pint: ['cups', (q ?? 1) * 2],
      quart: ['cups', (q ?? 1) * 4],
      gallon: ['cups', (q ?? 1) * 16],
    };
    const [u, n] = units[unit.key] ?? ['ml', ml];
    return {
      grams: ml * gPerMl,
      quantity: roundTo(n, 1),
      units: u,
      certainty: d ? (d.exact ? 0.95 : 0.85) : 0.5,
      portion: unit.key,
    };
  }

  const count = q ?? 1;
  if (unit && unit.kind === 'count') {
    const own = byUnitWord(food, unit.key, amount.size, said);
    const p =
      own ?? (KIN_UNITS.has(unit.key) ? kinPortion(hints.kin?.() ?? [], unit.key, amount.size, said) : null);
    if (p) {
      const units =
        unit.key === 'slice' || unit.key === 'strip' ? 'slices' : unit.key === 'piece' ? 'pieces' : 'serving';
      return { grams: count * perOne(p), quantity: count, units, certainty: 0.9, portion: p.name };
    }
    // What a container holds when the food's own portions do not name it (lexicon `containerFlOz`); of a food FNDDS
    // serves by the spoon, what the lexicon's `spoonFoodFlOz` says (decision 179).
    const spoonMl = SPOON_FOOD_ML.get(unit.key);
    const ml = spoonMl !== undefined && servedBySpoon(food, def.grams) ? spoonMl : CONTAINER_ML.get(unit.key);
    if (ml !== undefined) {
      const d = density(food, 'cup');
      // "a large glass": half as much again; "a small glass": three quarters.
      const gPerMl =
        (d?.gPerMl ?? 1) *
        (amount.size === 'large'
          ? WEIGHTS.largeContainerFactor
          : amount.size === 'small'
            ? WEIGHTS.smallContainerFactor
            : 1);
      return {
        grams: count * ml * gPerMl,
        quantity: count,
        units: 'serving',
        certainty: 0.6,
        portion: unit.key,
      };
    }
    if (unit.key === 'handful') {
      // A handful is about an ounce of nuts or chips, about half a cup of berries or grapes.
      const g = /^(?!dried).*(fruit|berries|grapes|vegetable|carrots)/i.test(food.category)
        ? 75
        : WEIGHTS.handfulGrams;
      return { grams: count * g, quantity: count, units: 'serving', certainty: 0.5, portion: 'handful' };
    }
    if (unit.key === 'rack') {
      // A full rack of ribs is about 12 ribs (FNDDS counts ribs, not racks).
      const rib = portionsOf(food).find((p) => /^rib\b/.test(p.what));
      const g = rib ? 12 * perOne(rib) : 4 * def.grams;
      return { grams: count * g, quantity: count, units: 'serving', certainty: 0.5, portion: 'rack' };
    }
    if (unit.key === 'bowl' || unit.key === 'plate') {
      const cup = cupGrams(food);
      // "a big bowl", "a small plate": half as much again, or three quarters, as with glasses.
      const sized =
        amount.size === 'large'
          ? WEIGHTS.largeContainerFactor
          : amount.size === 'small'
            ? WEIGHTS.smallContainerFactor
            : 1;
      const g = Math.max(def.grams, cup ? cup * (unit.key === 'plate' ? 1.5 : 1) : 0) * sized;
      return { grams: count * g, quantity: count, units: 'serving', certainty: 0.5, portion: unit.key };
    }
    if (unit.key === 'bite') {
      // "a bite of brownie": the food's bite-size portion when it has one, else about a tablespoon's worth.
      const bite = portionsOf(food).find((p) => /\bbite\b/.test(p.what) && !/package|bag/.test(p.what));
      const g = bite ? perOne(bite) : 15;
      return {
        grams: count * g,
        quantity: count,
        units: 'pieces',
        certainty: 0.5,
        portion: bite?.name ?? 'bite',
      };
    }
    // "a square of cornbread", "a wedge of quiche": a piece the food has no portion for is its single piece, never a
    // whole given by its dimensions (naturalUnit's part; decision 174).
    if (PIECE_UNITS.has(unit.key)) {
      const nat = naturalUnit(food, amount.size, [], true);
      if (nat)
        return {
          grams: count * perOne(nat),
          quantity: count,
          units: unit.key === 'slice' || unit.key === 'strip' ? 'slices' : 'pieces',
          certainty: 0.6,
          portion: nat.name,
        };
    }
    return {
      grams: count * def.grams,
      quantity: count,
      units: 'serving',
      // "A serving" is exactly FNDDS's default serving; another unit we could not place is a guess.
      certainty: unit.key === 'serving' ? 0.8 : 0.55,
      portion: def.name,
    };
  }

  if (amount.size) {
    // "a large fries", "a medium coke", "2 large eggs": the portion named by that size.
    const withSize = portionsOf(food).filter(
      (x) => SIZE_LITERAL[amount.size!]!.test(x.what) && !/guideline/.test(x.what),
    );
    const ranked = withSize.sort((a, b) => sizedRank(a.what, amount.size!) - sizedRank(b.what, amount.size!));
    const p = ranked[0] ?? naturalUnit(food, amount.size, said);
    if (p && SIZE_LITERAL[amount.size]!.test(p.what)) {
      return {
        grams: count * perOne(p),
        quantity: count,
        units: amount.size,
        certainty: 0.8,
        portion: p.name,
      };
    }
  }

  const drinkFlOz = amount.size ? DRINK_SIZES_FL_OZ[amount.size] : undefined;
  if (drinkFlOz !== undefined && isBeverage(food)) {
    // "a small orange juice": a size FNDDS has no portion for is the cup size's fluid ounces (decision 109).
    const d = density(food, 'fl oz');
    if (d)
      return {
        grams: count * drinkFlOz * ML_PER_FL_OZ * d.gPerMl,
        quantity: count,
        units: amount.size!,
        certainty: 0.7,
        portion: `${drinkFlOz} fl oz`,
      };
  }

  if (q !== null && isBeverage(food)) {
    // "2 coffees", "a beer": FNDDS's default drink, counted.
    return {
      grams: count * def.grams,
      quantity: count,
      units: 'serving',
      certainty: 0.75,
      portion: def.name,
    };
  }

  if (q !== null && /^sushi roll/i.test(food.name) && said.some((w) => /^rolls?$/.test(w))) {
    // "a california roll" is the whole roll, cut in eight; FNDDS counts sushi by the piece.
    const piece = portionsOf(food).find((p) => /^piece\b/.test(p.what));
    if (piece)
      return {
        grams: count * 8 * perOne(piece),
        quantity: count * 8,
        units: 'pieces',
        certainty: 0.7,
        portion: piece.name,
      };
  }
  // "a snickers", "2 kit kats": a candy counted by its name is the bar or pouch as sold, not a piece of it; a larger
  // count ("10 m&ms") counts its pieces (fitted `packageCountMax`).
  const pack =
    q !== null && q <= WEIGHTS.packageCountMax
      ? portionsOf(food).find((p) => WHOLE_PACKAGE.test(p.what))
      : undefined;
  if (pack)
    return {
      grams: count * perOne(pack),
      quantity: count,
      units: 'serving',
      certainty: 0.8,
      portion: pack.name,
    };
  if (q !== null) {
    const nat = naturalUnit(food, amount.size, said);
    if (nat) {
      const sizeWord = / or /.test(nat.what) ? undefined : /\b(small|medium|large)\b/.exec(nat.what)?.[1];
      return {
        grams: count * perOne(nat),
        quantity: count,
        units: sizeWord ?? 'pieces',
        certainty: 0.85,
        portion: nat.name,
      };
    }
    return { grams: count * def.grams, quantity: count, units: 'serving', certainty: 0.7, portion: def.name };
  }
  // "had eggs", "tacos for dinner": a plural said with no count is at least two of the food's own unit, never less
  // than FNDDS's default serving (lexicon class `eaten_several`, decision 210).
  if (hints.several && !amount.size) {
    const nat = naturalUnit(food, null, said);
    if (nat && 2 * perOne(nat) > def.grams)
      return { grams: 2 * perOne(nat), quantity: 2, units: 'pieces', certainty: 0.7, portion: nat.name };
  }
  return { grams: def.grams, quantity: 1, units: 'serving', certainty: 0.7, portion: def.name };
}
