// Amounts and units at the start (or end) of a food mention: "1 1/2 cups", "a 12 fl oz can of", "two large",
// "half a", "8oz", "a couple of", "a handful of" (decision 033).

export type UnitKind = 'mass' | 'volume' | 'count';

export interface Unit {
  /** Canonical unit: 'g', 'oz', 'cup', 'slice', 'can' ... */
  key: string;
  kind: UnitKind;
  /** grams (mass) or millilitres (volume) per one unit. */
  factor?: number;
}

export interface Amount {
  /** null when the user gave no number ("coffee"). */
  quantity: number | null;
  unit: Unit | null;
  /** 'small' | 'medium' | 'large' (and Starbucks sizes mapped onto them). */
  size: string | null;
  /** The container word ("can", "bowl", "glass") when the amount named one besides a unit. */
  container: string | null;
  /** What is left: the food phrase. */
  rest: string;
}

export const ML_PER_FL_OZ = 29.5735;

const UNIT_WORDS: [string[], Unit][] = [
  [['g', 'gr', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes'], { key: 'g', kind: 'mass', factor: 1 }],
  [['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'], { key: 'kg', kind: 'mass', factor: 1000 }],
  [['mg', 'milligram', 'milligrams'], { key: 'mg', kind: 'mass', factor: 0.001 }],
  [['oz', 'ozs', 'ounce', 'ounces', 'onz'], { key: 'oz', kind: 'mass', factor: 28.3495 }],
  [['lb', 'lbs', 'pound', 'pounds'], { key: 'lb', kind: 'mass', factor: 453.592 }],
  [
    ['fl oz', 'fl. oz', 'fl.oz', 'floz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces'],
    { key: 'fl oz', kind: 'volume', factor: ML_PER_FL_OZ },
  ],
  [
    ['ml', 'mls', 'milliliter', 'milliliters', 'millilitre', 'millilitres', 'cc'],
    { key: 'ml', kind: 'volume', factor: 1 },
  ],
  [['cl', 'centiliter', 'centiliters'], { key: 'cl', kind: 'volume', factor: 10 }],
  [['dl', 'deciliter', 'deciliters'], { key: 'dl', kind: 'volume', factor: 100 }],
  [['l', 'liter', 'liters', 'litre', 'litres', 'ltr'], { key: 'l', kind: 'volume', factor: 1000 }],
  [['cup', 'cups', 'c'], { key: 'cup', kind: 'volume', factor: 8 * ML_PER_FL_OZ }],
  [
    ['tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tablespoon', 'tablespoons', 'tablespoonful', 'tablespoonfuls'],
    { key: 'tbsp', kind: 'volume', factor: ML_PER_FL_OZ / 2 },
  ],
  [
    ['tsp', 'tsps', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls'],
    { key: 'tsp', kind: 'volume', factor: ML_PER_FL_OZ / 6 },
  ],
  [['pint', 'pints', 'pt'], { key: 'pint', kind: 'volume', factor: 16 * ML_PER_FL_OZ }],
  [['quart', 'quarts', 'qt'], { key: 'quart', kind: 'volume', factor: 32 * ML_PER_FL_OZ }],
  [['gallon', 'gallons', 'gal'], { key: 'gallon', kind: 'volume', factor: 128 * ML_PER_FL_OZ }],
  [['shot', 'shots', 'jigger', 'jiggers'], { key: 'shot', kind: 'count' }],
  [
    ['spoonful', 'spoonfuls', 'spoon', 'spoons', 'heaping spoonful'],
    { key: 'tbsp', kind: 'volume', factor: ML_PER_FL_OZ / 2 },
  ],
  [['splash', 'splashes', 'dash of'], { key: 'splash', kind: 'count' }],
  [['drizzle', 'drizzles', 'squeeze', 'squirt'], { key: 'drizzle', kind: 'count' }],
  [['dollop', 'dollops', 'glob'], { key: 'dollop', kind: 'count' }],
  [['handful', 'handfuls', 'fistful'], { key: 'handful', kind: 'count' }],
  [['rack', 'racks'], { key: 'rack', kind: 'count' }],
  [['pinch', 'pinches', 'sprinkle', 'sprinkling'], { key: 'pinch', kind: 'count' }],
  [['slice', 'slices', 'slc', 'slize'], { key: 'slice', kind: 'count' }],
  [['piece', 'pieces', 'pc', 'pcs', 'chunk', 'chunks'], { key: 'piece', kind: 'count' }],
  [['bite', 'bites', 'forkful', 'forkfuls'], { key: 'bite', kind: 'count' }],
  [['strip', 'strips', 'rasher', 'rashers'], { key: 'strip', kind: 'count' }],
  [['link', 'links'], { key: 'link', kind: 'count' }],
  [['patty', 'patties'], { key: 'patty', kind: 'count' }],
  [['fillet', 'fillets', 'filet', 'filets'], { key: 'fillet', kind: 'count' }],
  [['scoop', 'scoops'], { key: 'scoop', kind: 'count' }],
  [['can', 'cans', 'tin', 'tins'], { key: 'can', kind: 'count' }],
  [['bottle', 'bottles'], { key: 'bottle', kind: 'count' }],
  [['glass', 'glasses'], { key: 'glass', kind: 'count' }],
  [['mug', 'mugs'], { key: 'mug', kind: 'count' }],
  [['bowl', 'bowls', 'bowlful'], { key: 'bowl', kind: 'count' }],
  [['plate', 'plates', 'plateful'], { key: 'plate', kind: 'count' }],
  [['serving', 'servings', 'portion', 'portions', 'helping', 'helpings'], { key: 'serving', kind: 'count' }],
  [['order', 'orders'], { key: 'order', kind: 'count' }],
  [['bar', 'bars'], { key: 'bar', kind: 'count' }],
  [['stick', 'sticks'], { key: 'stick', kind: 'count' }],
  [['pat', 'pats'], { key: 'pat', kind: 'count' }],
  [['packet', 'packets', 'sachet', 'sachets'], { key: 'packet', kind: 'count' }],
  [['package', 'packages', 'pack', 'packs', 'pkg'], { key: 'package', kind: 'count' }],
  [['bag', 'bags'], { key: 'bag', kind: 'count' }],
  [['box', 'boxes'], { key: 'box', kind: 'count' }],
  [
    ['container', 'containers', 'cup container', 'tub', 'tubs', 'carton', 'cartons'],
    { key: 'container', kind: 'count' },
  ],
  [['pouch', 'pouches'], { key: 'pouch', kind: 'count' }],
  [['jar', 'jars'], { key: 'jar', kind: 'count' }],
  [['wedge', 'wedges'], { key: 'wedge', kind: 'count' }],
  [['leaf', 'leaves'], { key: 'leaf', kind: 'count' }],
  [['clove', 'cloves'], { key: 'clove', kind: 'count' }],
  [['stalk', 'stalks'], { key: 'stalk', kind: 'count' }],
  [['spear', 'spears'], { key: 'spear', kind: 'count' }],
  [['ear', 'ears'], { key: 'ear', kind: 'count' }],
  [['square', 'squares'], { key: 'square', kind: 'count' }],
  [['cube', 'cubes'], { key: 'cube', kind: 'count' }],
  [['sleeve', 'sleeves'], { key: 'sleeve', kind: 'count' }],
  [['loaf', 'loaves'], { key: 'loaf', kind: 'count' }],
  [['head', 'heads'], { key: 'head', kind: 'count' }],
  [['dozen'], { key: 'dozen', kind: 'count' }],
  [['six-inch', 'six inch'], { key: 'sixinch', kind: 'count' }],
  // Written by the lexicon (decision 104): "a whole pie" -> "entire", "a 100 calorie pack" -> "calorie-pack".
  [['entire'], { key: 'entire', kind: 'count' }],
  [['calorie-pack', 'calorie-packs'], { key: 'calorie-pack', kind: 'count' }],
];

const UNIT_INDEX = new Map<string, Unit>();
for (const [names, unit] of UNIT_WORDS) for (const n of names) UNIT_INDEX.set(n, unit);
// Longest first, so "fl oz" wins over "oz" and "heaping spoonful" over "spoonful".
const UNIT_ALTERNATION = [...UNIT_INDEX.keys()]
  .sort((a, b) => b.length - a.length)
  .map((u) => u.replace(/[.]/g, '\\.').replace(/ /g, '\\s*'))
  .join('|');

export function unitOf(word: string): Unit | null {
  return UNIT_INDEX.get(word.replace(/\s+/g, ' ')) ?? null;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  half: 0.5,
  halves: 0.5,
  quarter: 0.25,
  quarters: 0.25,
  third: 1 / 3,
  thirds: 1 / 3,
  dozen: 12,
  couple: 2,
  few: 3,
  several: 3,
  pair: 2,
};

const SIZES: Record<string, string> = {
  small: 'small',
  mini: 'small',
  tall: 'small',
  medium: 'medium',
  grande: 'medium',
  regular: 'medium',
  large: 'large',
  big: 'large',
  venti: 'large',
  huge: 'large',
  jumbo: 'large',
  'extra large': 'large',
  'extra-large': 'large',
  xl: 'large',
};

const NUM = String.raw`(?:\d+\s+\d+\/\d+|\d+-\d+\/\d+|\d+\/\d+|\d*\.\d+|\d+(?:,\d{3})*)`;
const WORDNUM = `(?:${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

/** "1 1/2" -> 1.5, "3/4" -> 0.75, "2.5" -> 2.5, "2-3" handled by the caller. */
export function parseNumber(s: string): number | null {
  const t = s.trim().replace(/,(?=\d{3}\b)/g, '');
  let m = /^(\d+)[\s-]+(\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[1]) + Number(m[2]) / Number(m[3]);
  m = /^(\d+)\/(\d+)$/.exec(t);
  if (m) return Number(m[2]) === 0 ? null : Number(m[1]) / Number(m[2]);
  if (/^\d*\.?\d+$/.test(t)) return Number(t);
  const w = NUMBER_WORDS[t];
  return w === undefined ? null : w;
}

const LEAD = new RegExp(
  String.raw`^(?:(?:about|around|roughly|approximately|approx\.?|maybe|like|only|just|over|almost|nearly|some|extra)\s+)*`,
);

const AMOUNT_RE = new RegExp(
  // quantity: number, range, word number, "half a", "a couple of", "a half"
  String.raw`^(?<q>(?:${NUM})(?:\s*(?:-|to|or)\s*(?:${NUM}))?|${WORDNUM}(?:\s+and\s+a\s+half)?(?:\s+(?:couple|few|half|halves|quarters?|thirds?|dozen|pair))?)` +
    String.raw`(?:\s*(?:x|times)\b)?` +
    String.raw`(?<rest>.*)$`,
);

function parseQuantity(q: string): number | null {
  const t = q.trim();
  const range = new RegExp(String.raw`^(${NUM})\s*(?:-|to|or)\s*(${NUM})$`).exec(t);
  if (range) {
    const a = parseNumber(range[1]!);
    const b = parseNumber(range[2]!);
    // "1-2 cups" means somewhere between; "2-1/2" (a mixed number) is caught by parseNumber first.
    if (a !== null && b !== null && !/^\d+-\d+\/\d+$/.test(t)) return (a + b) / 2;
  }
  const direct = parseNumber(t);
  if (direct !== null) return direct;
  const parts = t.split(/\s+/);
  // "a couple", "a few", "a half", "a dozen", "one and a half"
  if (parts.length >= 2) {
    const andHalf = /^(.+?)\s+and\s+a\s+half$/.exec(t);
    if (andHalf) {
      const base = parseNumber(andHalf[1]!);
      return base === null ? null : base + 0.5;
    }
    const last = parseNumber(parts[parts.length - 1]!);
    const first = parseNumber(parts[0]!);
    if (last !== null && first !== null) return parts[0] === 'a' || parts[0] === 'an' ? last : first * last;
  }
  return null;
}

/**
 * Reads the amount at the start of a mention. "2 eggs" -> 2, no unit; "1 1/2 cups rice" -> 1.5 cup;
 * "a 12 fl oz can of coke" -> 12 fl oz, container can; "half a bagel" -> 0.5; "large coffee" -> size large.
 */
export function parseAmount(text: string): Amount {
  let rest = text.trim().replace(LEAD, '');
  let quantity: number | null = null;
  let unit: Unit | null = null;
  let size: string | null = null;
  let container: string | null = null;

  // "half a cup of", "half of a bagel", "half an avocado"
  const half = /^(?:a\s+)?half(?:\s+of)?\s+(?:a|an|the)\s+(.*)$/.exec(rest);
  if (half) {
    quantity = 0.5;
    rest = half[1]!;
  } else {
    const m = AMOUNT_RE.exec(rest);
    if (m?.groups) {
      const q = parseQuantity(m.groups.q!);
      const after = m.groups.rest!;
      // A number glued to "%" is part of the food ("2% milk"), and so is "quarter" in "quarter pounder";
      // a bare word-number needs a space after it.
      if (
        q !== null &&
        !/^\s*pounder/.test(after) &&
        !/^\s*%/.test(after) &&
        (/^\d/.test(m.groups.q!) || /^\s/.test(after) || after === '')
      ) {
        quantity = q;
        rest = after.trim();
        const ofHalf = /^(?:and\s+a\s+half|and\s+1\/2)\s+(.*)$/.exec(rest);
        if (ofHalf) {
          quantity += 0.5;
          rest = ofHalf[1]!;
        }
      }
    }
  }
  // "a couple of", "a few", "a pair of", "three quarters of a cup": the number word was read, drop "of (a)".
  rest = rest.replace(/^of\s+/, '');
  if (quantity !== null)
    rest = rest.replace(new RegExp(String.raw`^(?:a|an)\s+(?=(?:${UNIT_ALTERNATION})\b)`), '');

  // A measured amount inside: "a 12 fl oz can of", "a 16-ounce bottle of", "an 8 oz glass of".
  for (let pass = 0; pass < 3; pass++) {
    const sizeM =
      /^(extra[\s-]large|xl|small|mini|tall|medium|grande|large|big|venti|huge|jumbo|regular(?=[\s-]+(?:sized?|slice|piece|order|serving|portion|can|bottle|bag|bar)\b))(?:[\s-]+sized?\b)?\s*(.*)$/.exec(
        rest,
      );
    if (sizeM && size === null) {
      size = SIZES[sizeM[1]!.replace(/\s+/g, ' ')] ?? null;
      rest = sizeM[2]!;
      continue;
    }
    const unitM = new RegExp(
      String.raw`^(?<n>${NUM})?\s*-?\s*(?<u>${UNIT_ALTERNATION})\b\.?\s*(?:of\s+)?(?<rest>.*)$`,
    ).exec(rest);
    if (unitM?.groups) {
      const u = unitOf(unitM.groups.u!.replace(/\s+/g, ' '));
      const n = unitM.groups.n ? parseQuantity(unitM.groups.n) : null;
      if (u) {
        if (n !== null) {
          // "a 12 oz can": the inner measure is the amount, per container, times the outer count.
          const outer = quantity ?? 1;
          quantity = outer * n;
          unit = u;
        } else if (unit === null) {
          unit = u;
        } else if (u.kind === 'count') {
          container = u.key;
        }
        if (u.key === 'dozen' && n === null) {
          quantity = (quantity ?? 1) * 12;
          unit = null;
        }
        rest = unitM.groups.rest!;
        continue;
      }
    }
    break;
  }
  rest = rest.replace(/^of\s+/, '').trim();
  if (quantity === null && (unit !== null || container !== null)) quantity = 1;
  return { quantity, unit, size, container, rest };
}

/** An amount written after the food: "steak 8 oz", "coffee (16 oz)", "rice x2". */
export function parseTrailingAmount(text: string): { text: string; amount: Amount | null } {
  const m = new RegExp(
    String.raw`^(?<food>.*?)[\s,(-]+(?<amt>(?:${NUM})\s*-?\s*(?:${UNIT_ALTERNATION})\.?|x\s*\d+(?:\.\d+)?|\d+(?:\.\d+)?\s*x)\)?$`,
  ).exec(text.trim());
  if (!m?.groups || m.groups.food!.trim() === '') return { text, amount: null };
  const amt = m.groups.amt!.trim();
  const times = /^x\s*(\d+(?:\.\d+)?)$|^(\d+(?:\.\d+)?)\s*x$/.exec(amt);
  if (times) {
    const q = Number(times[1] ?? times[2]);
    return {
      text: m.groups.food!.trim(),
      amount: { quantity: q, unit: null, size: null, container: null, rest: '' },
    };
  }
  const a = parseAmount(amt);
  if (a.rest !== '' || a.unit === null) return { text, amount: null };
  return { text: m.groups.food!.trim(), amount: a };
}
