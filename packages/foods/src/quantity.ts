// Amounts and units at the start (or end) of a food mention: "1 1/2 cups", "a 12 fl oz can of", "two large",
// "half a", "8oz", "a couple of", "a handful of" (decision 033). The words are data (data/lexicon.json `amounts`,
// decision 107); this file holds the grammar.
import { LEXICON_FILE_DATA, lexiconPattern, type LexiconAmounts } from './lexicon.ts';

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

const AMOUNTS = LEXICON_FILE_DATA.amounts!;

/** A unit's measure from its lexicon entry: grams, millilitres, or a number or fraction of US fluid ounces. */
function unitOfEntry(e: LexiconAmounts['units'][number]): Unit {
  const unit: Unit = { key: e.key, kind: e.kind };
  if (e.grams !== undefined) unit.factor = e.grams;
  else if (e.ml !== undefined) unit.factor = e.ml;
  else if (e.flOz !== undefined) unit.factor = flOzToMl(e.flOz);
  return unit;
}

/** Millilitres in a number or a fraction ("1/6") of US fluid ounces. */
function flOzToMl(flOz: string): number {
  const [n, d = '1'] = flOz.split('/');
  return (ML_PER_FL_OZ * Number(n)) / Number(d);
}

/** Per unit key: the FNDDS portion texts a count unit can stand for (lexicon `portionText`). */
export const UNIT_PORTION_TEXT: ReadonlyMap<string, RegExp> = new Map(
  AMOUNTS.units.flatMap((e) => (e.portionText ? [[e.key, new RegExp(e.portionText)] as const] : [])),
);

/** Per unit key: millilitres a container holds when the food's portions do not name it (lexicon `containerFlOz`). */
export const CONTAINER_ML: ReadonlyMap<string, number> = new Map(
  AMOUNTS.units.flatMap((e) => (e.containerFlOz ? [[e.key, flOzToMl(e.containerFlOz)] as const] : [])),
);

/**
 * Per unit key: millilitres the unit holds of a food FNDDS serves by the spoon, a spread or a condiment (lexicon
 * `spoonFoodFlOz`, decision 179): "a scoop of peanut butter" is two tablespoons, not the half cup of ice cream.
 */
export const SPOON_FOOD_ML: ReadonlyMap<string, number> = new Map(
  AMOUNTS.units.flatMap((e) => (e.spoonFoodFlOz ? [[e.key, flOzToMl(e.spoonFoodFlOz)] as const] : [])),
);

/** The unit words (lexicon `amounts.units`), each with its unit. */
const UNIT_WORDS: [string[], Unit][] = AMOUNTS.units.map((e) => [e.words, unitOfEntry(e)]);

/** Unit look-alikes: words that are a unit only right after a number (lexicon `afterNumber`, decision 118). */
const AFTER_NUMBER_ONLY: ReadonlySet<string> = new Set(AMOUNTS.units.flatMap((e) => e.afterNumber ?? []));

const UNIT_INDEX = new Map<string, Unit>();
for (const [names, unit] of UNIT_WORDS) for (const n of names) UNIT_INDEX.set(n, unit);
// Longest first, so "fl oz" wins over "oz" and "heaping spoonful" over "spoonful".
export const UNIT_ALTERNATION = [...UNIT_INDEX.keys()]
  .sort((a, b) => b.length - a.length)
  .map((u) => u.replace(/[.]/g, '\\.').replace(/ /g, '\\s*'))
  .join('|');

export function unitOf(word: string): Unit | null {
  return UNIT_INDEX.get(word.replace(/\s+/g, ' ')) ?? null;
}

/** Number words and their values (lexicon `amounts.numbers`): the one table the parser reads numbers by. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  AMOUNTS.numbers.map((e) => [e.word, e.value]),
);

/** Number words that may follow another ("a couple", "three quarters", "half dozen"). */
export const NUMBER_FOLLOWS: ReadonlySet<string> = new Set(
  AMOUNTS.numbers.filter((e) => e.follows).map((e) => e.word),
);

/** Size words and the size each says (lexicon `amounts.sizes`); a word with hyphens is looked up with spaces. */
export const SIZES: Readonly<Record<string, string>> = Object.fromEntries(
  AMOUNTS.sizes.map((e) => [e.word, e.size]),
);

/**
 * The short forms of the size words that chat and receipts use ("lg", "med", "sm", "reg"): the lexicon's synonyms whose
 * target is a size word ("lg" is "large"), read where a text is taken apart before the tagger runs (a size in
 * parentheses, a chain meal's size).
 */
const SIZE_SHORT_FORMS: Readonly<Record<string, string>> = Object.fromEntries(
  LEXICON_FILE_DATA.entries.flatMap((e) => {
    const to = e.to?.replace(/^,\s*/, '');
    return e.tag === 'synonym' && to !== undefined && /^[a-z]+$/.test(e.phrase) && SIZES[to] !== undefined
      ? [[e.phrase, SIZES[to]]]
      : [];
  }),
);

/** The size a size word or its short form says ("lg", "large", "big": 'large'), or undefined. */
export function sizeNamed(word: string): string | undefined {
  return SIZES[word] ?? SIZE_SHORT_FORMS[word];
}

/** small, medium and large as said plainly or by their short forms: what a chain's meal or a receipt is sized by. */
export const PLAIN_SIZE_WORDS: readonly string[] = [
  ...Object.keys(SIZES).filter((w) => w === SIZES[w]),
  ...Object.keys(SIZE_SHORT_FORMS),
];

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Words as a regular-expression alternation, longest first (so "approximately" is tried before "approx"). */
const alternation = (ws: readonly string[], gap = String.raw`\s`) =>
  [...ws]
    .sort((a, b) => b.length - a.length)
    .map((w) => escape(w).replace(/ /g, gap))
    .join('|');

/** A size word at the start of what is left, with the words it must come before, if any ("regular size"). */
const SIZE_RE = new RegExp(
  String.raw`^(${AMOUNTS.sizes
    .map((e) => {
      const word = alternation([e.word], String.raw`[\s-]`);
      return e.before ? String.raw`${word}(?=[\s-]+(?:${alternation(e.before)})\b)` : word;
    })
    .join('|')})(?:[\s-]+sized?\b)?\s*(.*)$`,
);

const NUM = String.raw`(?:\d+\s+\d+\/\d+|\d+-\d+\/\d+|\d+\/\d+|\d*\.\d+|\d+(?:,\d{3})*)`;
const WORDNUM = `(?:${alternation(Object.keys(NUMBER_WORDS))})`;
const FOLLOWING = alternation([...NUMBER_FOLLOWS]);
/** "two or three", "five to six": a range said in number words (decision 179; "one or two eggs" was nothing). */
const WORD_RANGE = String.raw`(?:${WORDNUM})\s+(?:or|to)\s+(?:${WORDNUM})(?=\s)`;

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

/**
 * A name that starts with a number ("3 musketeers", "7 up", "100 grand"; lexicon `amounts.numberedNames`, decision
 * 118): its number is part of the food, not how many.
 */
const NUMBERED_NAME = new RegExp(
  String.raw`^(?:${alternation(
    (AMOUNTS.numberedNames?.entries ?? []).map((e) => e.name),
    String.raw`[\s-]*`,
  )})s?(?![a-z0-9])`,
);

/** Hedges before an amount ("about", "like", "some"; lexicon `amounts.hedges`), dropped. */
const HEDGE_WORDS = alternation(AMOUNTS.hedges.words);
const LEAD = new RegExp(String.raw`^(?:(?:${HEDGE_WORDS})\s+)*`);
/**
 * Words that introduce a weight said after the food ("a salmon fillet weighing 6 oz", "a baked potato that weighed
 * 250 g", "one apple at about 150 g"; lexicon class weight_verb, decision 177): dropped with the weight, as hedges are.
 */
const WEIGHT_VERBS = alternation(LEXICON_FILE_DATA.classes?.['weight_verb']?.phrases ?? []);

const AMOUNT_RE = new RegExp(
  // quantity: number, range, word number, "half a", "a couple of", "a half"
  String.raw`^(?<q>(?:${NUM})(?:\s*(?:-|to|or)\s*(?:${NUM}))?|${WORD_RANGE}|${WORDNUM}(?:\s+and\s+a\s+half)?(?:\s+(?:${FOLLOWING}))?)` +
    String.raw`(?:\s*(?:x|times)\b)?` +
    String.raw`(?<rest>.*)$`,
);

function parseQuantity(q: string): number | null {
  const t = q.trim();
  // "two or three", "five to six": the middle, as "2-3" (decision 179).
  const words = new RegExp(String.raw`^(${WORDNUM})\s+(?:or|to)\s+(${WORDNUM})$`).exec(t);
  if (words) {
    const a = parseNumber(words[1]!);
    const b = parseNumber(words[2]!);
    if (a !== null && b !== null) return (a + b) / 2;
  }
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
const ORDER_NOUN = lexiconPattern(String.raw`(?:^|\s)(?:{order_noun})$`);

export function parseAmount(text: string): Amount {
  let rest = text.trim().replace(LEAD, '');
  let quantity: number | null = null;
  let unit: Unit | null = null;
  let size: string | null = null;
  let container: string | null = null;
  let byArticle = false;

  // "half a cup of", "half of a bagel", "half an avocado"
  const half = /^(?:a\s+)?half(?:\s+of)?\s+(?:a|an|the)\s+(.*)$/.exec(rest);
  if (NUMBERED_NAME.test(rest)) {
    // "3 musketeers": the number is the name's.
  } else if (half) {
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
        byArticle = /^an?$/.test(m.groups.q!);
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
    const sizeM = SIZE_RE.exec(rest);
    if (sizeM && size === null) {
      size = SIZES[sizeM[1]!.replace(/[\s-]+/g, ' ')] ?? null;
      rest = sizeM[2]!;
      continue;
    }
    const unitM = new RegExp(
      String.raw`^(?<n>${NUM})?\s*-?\s*(?<u>${UNIT_ALTERNATION})\b\.?\s*(?:of\s+)?(?<rest>.*)$`,
    ).exec(rest);
    if (unitM?.groups) {
      const word = unitM.groups.u!.replace(/\s+/g, ' ');
      const n = unitM.groups.n ? parseQuantity(unitM.groups.n) : null;
      // "bagel w cc": a unit look-alike with no number before it is no unit.
      const u = n === null && quantity === null && AFTER_NUMBER_ONLY.has(word) ? null : unitOf(word);
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
  // "two slices of a large pizza": the size of the whole a part is counted from is the part's size (decision 165).
  if (unit?.kind === 'count' && size === null) {
    const whole = /^(?:a|an|the)\s+(.*)$/.exec(rest);
    const sizeM = whole ? SIZE_RE.exec(whole[1]!) : null;
    if (sizeM && sizeM[2] !== '') {
      size = SIZES[sizeM[1]!.replace(/[\s-]+/g, ' ')] ?? null;
      rest = sizeM[2]!;
    }
  }
  if (quantity === null && (unit !== null || container !== null)) quantity = 1;
  // "a curly fries", "a medium onion rings": an article before a side sold by the order, named in the plural, is one
  // order (the food's own portion), not one fry or ring (lexicon class order_noun, decision 201).
  if (byArticle && quantity === 1 && unit === null && ORDER_NOUN.test(rest)) quantity = null;
  return { quantity, unit, size, container, rest };
}

/** A multiplier: "x2", "2x" (its count in group 1 or 2). */
export const TIMES = /^x\s*(\d+(?:\.\d+)?)$|^(\d+(?:\.\d+)?)\s*x$/;

/** A food counted above ten as its last word (lexicon class counted_many). */
const COUNTED_MANY = lexiconPattern(String.raw`(?:^|\s)(?:{counted_many})$`);

/** A bare count after a food, a hedge before it or not ("chicken tenders 4", "nuggets like 6"). */
const BARE_COUNT = new RegExp(String.raw`^(?<food>.*?[a-z])(?:\s+(?:${HEDGE_WORDS}))*\s+(?<n>[1-9]|10)$`);
/** The same above ten, for the foods counted so (class counted_many: "wings like 20"). */
const BARE_MANY = new RegExp(
  String.raw`^(?<food>.*?[a-z])(?:\s+(?:${HEDGE_WORDS}))*\s+(?<n>1[1-9]|[2-4]\d|50)$`,
);

/** An amount written after the food: "steak 8 oz", "coffee (16 oz)", "rice x2", "chicken tenders 4". */
export function parseTrailingAmount(text: string): { text: string; amount: Amount | null } {
  // A bare count of one to ten after a food's last word is how many ("chicken tenders 4", decision 109); a larger
  // number there is more often a size said without its unit ("pepsi 20"), so it is left alone.
  // A hedge may come between ("wings like 12", "nuggets maybe 6"; decision 230).
  const count = BARE_COUNT.exec(text.trim());
  if (count?.groups)
    return {
      text: count.groups.food!.trim(),
      amount: { quantity: Number(count.groups.n), unit: null, size: null, container: null, rest: '' },
    };
  // A bare fraction after a food's last word is how much of it ("frozen pizza 1/2", "turkey sandwich 1/2", "avocado
  // 1/2"): chat puts the amount last; the whole line was unread (decision 222). A fraction of one only, written with a
  // slash, so a size said without its unit or a count is not taken for one.
  // Foods ordered or eaten by counts above ten take a bare count up to 50 ("wings 20"; lexicon class counted_many,
  // decision 227).
  const many = BARE_MANY.exec(text.trim());
  if (many?.groups && COUNTED_MANY.test(many.groups.food!))
    return {
      text: many.groups.food!.trim(),
      amount: { quantity: Number(many.groups.n), unit: null, size: null, container: null, rest: '' },
    };
  const part = /^(?<food>.*[a-z])\s+(?<n>[1-3])\/(?<d>[2-4])$/.exec(text.trim());
  if (part?.groups && Number(part.groups.n) < Number(part.groups.d))
    return {
      text: part.groups.food!.trim(),
      amount: {
        quantity: Number(part.groups.n) / Number(part.groups.d),
        unit: null,
        size: null,
        container: null,
        rest: '',
      },
    };
  const m = new RegExp(
    String.raw`^(?<food>.*?)[\s,(-]+(?:(?:${WEIGHT_VERBS})\s+)?(?:(?:${HEDGE_WORDS})\s+)*(?<amt>(?:${NUM})\s*-?\s*(?:${UNIT_ALTERNATION})\.?|x\s*\d+(?:\.\d+)?|\d+(?:\.\d+)?\s*x)\)?$`,
  ).exec(text.trim());
  if (!m?.groups || m.groups.food!.trim() === '') return { text, amount: null };
  const amt = m.groups.amt!.trim();
  const times = TIMES.exec(amt);
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
