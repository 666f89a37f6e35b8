// The built-in meal parser (no AI): text -> items, each a USDA food with grams (decisions 033-036).
import { EXTRA_NUTRIENT_INFO, isSavedMeal, roundTo, savedMealItems } from '@forkcast/core';
import type { Favorite, Meal } from '@forkcast/core';
import type { FoodDatabase, IndexedFood } from './database.ts';
import { loadFoodDatabase } from './database.ts';
import type { AnalyzedItem } from './types.ts';
import type { Amount } from './quantity.ts';
import {
  NUMBER_FOLLOWS,
  NUMBER_WORDS,
  SIZES,
  UNIT_ALTERNATION,
  parseAmount,
  parseNumber,
  parseTrailingAmount,
  PLAIN_SIZE_WORDS,
  sizeNamed,
  TIMES,
  unitOf,
} from './quantity.ts';
import { hasUnitPortion, resolvePortion, isBeverage, portionsOf } from './portion.ts';
import type { Resolved } from './portion.ts';
import { FORM_WORDS, headAnchored, rankFoods, slotsOf, STOPWORDS } from './search.ts';
import type { Scored, Slot } from './search.ts';
import { ALTERNATIVES, COMMON_FORMS } from './common.ts';
import type { CommonForm } from './common.ts';
import { normalize, stem, words } from './text.ts';
import {
  DISH_PARTS,
  GARNISHES,
  FORM_ONLY,
  LEXICON_FILE_DATA,
  LEXICON_WORDS,
  MEAL_PHRASES,
  NUTRIENTS,
  ON_BASES,
  REFERENCES,
  classWords,
  escapeRegExp,
  lexiconPattern,
  tagText,
} from './lexicon.ts';
import { relevantFavorites } from './favorites.ts';
import { correctWord, otherWord } from './spelling.ts';
import { WEIGHTS } from './weights.ts';

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
  /** The phrase's head noun is the food's whole head ("strawberry jam" -> Jam): a modifier we do not know. */
  anchored?: boolean;
  /** A portion the common-form table names for this phrase ("corn on the cob" -> "1 regular ear"). */
  portion?: string;
  /** The common form's portion is a piece eaten several at once (`several`, decision 228). */
  several?: boolean;
  /** The ranking's next foods for the phrase, kept for the item's alternatives (no second ranking). */
  ranked?: Scored[];
  /** A word was a misspelling and was corrected: the item then carries the database's name (decision 101). */
  corrected?: boolean;
  /** Matched on the phrase's known words only, its unknown words ignored ("tacos al pastor" -> tacos). */
  partial?: boolean;
  /** Words unknown to the whole vocabulary, set aside before the rest matched (decision 162; reported as skipped). */
  setAside?: string[];
  /** The common-form table's food for this phrase with a size ("large fries" -> the fast-food fries), not chosen. */
  sized?: IndexedFood;
  /** A curry, stew or soup named by two of its foods ("potato and pea curry"): one dish of both (decision 204). */
  ofTwo?: boolean;
}

interface Mention {
  text: string;
  amount: Amount;
  phrase: string;
  /** Words naming the portion in FNDDS terms, taken out of the food phrase ("individual school container"). */
  describe: string[];
  match: Match | null;
  favorite: Favorite | null;
  stated: Stated;
  /** The separator before this mention: 'with', 'and', ',', 'plus' or '.' (a new sentence). */
  joinedBy: Sep;
  /** Only an amount was said ("2 slices", "like 4 of them"): after a comma it is the food before it's amount. */
  bare?: boolean;
  /** The bare amount is of each one counted before it ("40 g each"; decision 174). */
  perItem?: boolean;
  /** The bare amount is the total of the foods said together before it ("200 g in all"; decision 174). */
  total?: boolean;
  /** The clause of its first chunk (Chunk.clause); set once segmented. */
  clause?: number;
  /** Said as a side ("a side of lo mein"; Chunk.side): a main dish keeps FNDDS's portion (decision 197). */
  side?: boolean;
  /** Joined by a comma and "and" (", and fries"; Chunk.commaAnd). */
  commaAnd?: boolean;
  /** Said after "on a/the" (Chunk.on): the bread a sandwich comes on, or a food put on another (decision 202). */
  on?: boolean;
  /** Split from the chunk before it with no separator between ("chicken curry over white rice"; decision 223). */
  inChunk?: boolean;
}

type Sep = 'with' | 'and' | ',' | 'plus' | '.';

interface Chunk {
  text: string;
  sep: Sep;
  /** The separator was "on a/an/my ...": the bread a sandwich comes on, or a food put on another. */
  on?: boolean;
  /** Which clause of the text the chunk is in: a new sentence or a lead-in ("and I ate") starts one. */
  clause: number;
  /** Said as a side: "a side of fried rice" (SIDE_MARK, decision 197). */
  side?: boolean;
  /** The separator was a comma and "and" (", and fries"), not "and" alone (decision 118). */
  commaAnd?: boolean;
}

// FNDDS portion wording inside a food phrase: it picks the portion, it does not name the food (lexicon
// `portionPhrases`, decision 107).
const PORTION_PHRASES = new RegExp(
  String.raw`\b(?:${LEXICON_FILE_DATA.portionPhrases!.entries.map((e) => e.pattern).join('|')})\b`,
  'g',
);
/** The entries whose words or size say more than the phrase itself ("kids size": FNDDS's child portions). */
const PORTION_PHRASE_EXTRAS = LEXICON_FILE_DATA.portionPhrases!.entries.filter((e) => e.says || e.size).map(
  (e) => ({ re: new RegExp(String.raw`(?:${e.pattern})\b`, 'y'), says: e.says ?? [], size: e.size ?? null }),
);

/** Lead-ins that are not food: "for breakfast I had", "this morning I ate" (lexicon `leadIns`, in order). */
const LEAD_INS: RegExp[] = LEXICON_FILE_DATA.leadIns!.entries.map((e) => lexiconPattern(e.pattern, 'g'));

// "I skipped lunch", "didn't eat breakfast": nothing was eaten in this sentence (lexicon `nothingEaten`), unless
// it goes on to say what was ("nothing much, just a banana", "skipped lunch but had a coffee"): then the words
// after the exception are the sentence (decision 109).
const NOTHING_EATEN = lexiconPattern(LEXICON_FILE_DATA.nothingEaten!.pattern);
const EXCEPT = lexiconPattern(LEXICON_FILE_DATA.nothingEaten!.except!.pattern);

/** A name of up to six words (after the lexicon's rewrites), no amount, before a colon that opens the sentence ("arroz e feijao: ..."). */
const DISH_LABEL = /^\s*([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,5})\s*:(?!\d)(.*)$/s;

/** At least two foods follow, each with its own amount, the first among them ("200 g rice, 150 g beans and ..."). */
/** DISH_LABEL with a lead-in's comma (its CLAUSE_MARK, U+2003) left inside it or before its colon ("tacos at home:"). */
const LABEL_BEFORE_LEAD_IN =
  /^\s*((?:,\u2003\s*)?[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,5}(?:\s*,\u2003\s*[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3})?)\s*,\u2003\s*:(?!\d)(.*)$/s;

function isPartsList(rest: string): boolean {
  const parts = rest
    .split(/,|\band\b|\bwith\b/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const food = (p: string) => {
    const a = parseAmount(p);
    if (a.quantity !== null && /[a-z]/.test(a.rest)) return true;
    // "masoor dal 200 g": the amount said after the food.
    return /^[a-z].*\d/.test(p) && parseTrailingAmount(p).amount !== null;
  };
  return parts.length >= 2 && food(parts[0]!) && parts.filter(food).length >= 2;
}

function stripLeadIns(s: string): string {
  const none = NOTHING_EATEN.exec(s);
  if (none) {
    const after = s.slice(none.index + none[0].length);
    const except = EXCEPT.exec(after);
    // What was said before it was eaten all the same: "I had a coffee around 9 and then nothing until lunch, when I
    // had a burrito" lost the coffee with everything before "nothing" (decision 177).
    const head = stripLeadIns(
      s.slice(0, none.index).replace(/\b(?:and|but|then|so|yet)(?:\s+(?:and|but|then|so|yet))*\s*$/, ''),
    );
    const rest = except ? stripLeadIns(after.slice(except.index + except[0].length)) : '';
    return [head, rest].filter((x) => /[a-z]/.test(x)).join(` ,${CLAUSE_MARK} `);
  }
  let t = ` ${s} `;
  // A lead-in also ends what came before it: "a cola with my lunch of a hot dog" is two foods. It starts a new
  // clause too: the comma it leaves carries CLAUSE_MARK, which every pattern reads as a space and chunksOf finds in
  // the separator ("we ordered pizza and I ate 2 slices", decision 116).
  for (const re of LEAD_INS) t = t.replace(re, ` ,${CLAUSE_MARK} `);
  // "pabellon: 200 g rice, 150 g black beans, 100 g fried plantain": a dish's name before a colon, followed by its
  // parts each with its own amount, names the meal, not one more food (decision 196).
  t = t.replace(DISH_LABEL, (whole, _label: string, rest: string) =>
    isPartsList(rest) ? ` ${rest}` : whole,
  );
  // "tacos at home: 3 corn tortillas, 120 g seasoned ground beef, ...": a place or time said in the dish's name is a
  // lead-in, which left its comma before the colon, so the name was one more food (210 g of tacos beside their parts;
  // decision 226). The name is the meal's all the same.
  t = t.replace(LABEL_BEFORE_LEAD_IN, (whole, _label: string, rest: string) =>
    isPartsList(rest) ? ` ${rest}` : whole,
  );
  // "For breakfast: 3 pancakes": the colon left by a lead-in starts the list.
  return (
    t
      .replace(/:(?!\d)/g, ' , ')
      // "toast and nothing else": a joining word left before a comma or the end joins nothing (decision 174); not
      // "plus", the end of a name ("Ensure Plus").
      .replace(/\s+(?:and|with|&)(?=\s*(?:,|$))/g, '')
      .replace(SPACES_BUT_MARK, ' ')
      .replace(/^[\s,]+|[\s,]+$/g, '')
      .replace(/(?:\s*,\s*){2,}/g, (commas) => (commas.includes(CLAUSE_MARK) ? `,${CLAUSE_MARK} ` : ', '))
  );
}

/**
 * Where "a side of" stood (preprocess): a character normalize() keeps and no word holds; chunksOf() takes it out and
 * marks the chunk as said as a side.
 */
const SIDE_MARK = '\u00a7';

/** "with extra cheese", ", extra mayo": an addition said beside the dish (lexicon class addition_lead; decision 211). */
const EXTRA_ADDITION = lexiconPattern(
  String.raw`(\bwith|\bw/?|,|\band|\bplus)\s+(?:{addition_lead})\s+(?!(?:{addition_lead_not})\b)(?=[a-z])`,
  'g',
);
/** "with salsa and sour cream on the side": each food listed is said beside the dish (decision 211). */
const ON_THE_SIDE = /(\bwith|\bw\/?)\s+((?:(?!\bwith\b)[^,.;!?])+?)\s+on\s+the\s+side\b/g;

/** Where a lead-in stood: a space (\s) that normalize() never leaves in the text (it makes every space ' '). */
const CLAUSE_MARK = '\u2003';
const SPACES_BUT_MARK = new RegExp(String.raw`[^\S${CLAUSE_MARK}]+`, 'g');

/** Number words that start an amount ("one and a half"), from the lexicon's one number table. */
const LEADING_NUMBERS = Object.keys(NUMBER_WORDS)
  .filter((w) => !NUMBER_FOLLOWS.has(w))
  .sort((a, b) => b.length - a.length)
  .join('|');
/**
 * "an avocado and a half", "a bagel and a half": one and a half of the food, when "and a half" ends the phrase ("a
 * bagel and a half" was half a bagel; decision 179). After a unit, UNIT_AND_A_HALF reads it first.
 */
const FOOD_AND_A_HALF = new RegExp(
  String.raw`\b(an?|\d+|${LEADING_NUMBERS})\s+([a-z]+)\s+and\s+a\s+half\b(?=\s+(?:of|and|with|plus|for)\b|\s*[,.;!:)]|\s*$)`,
  'g',
);

/**
 * "a glass or two of wine", "a beer or two", "a cookie or two": one word after "a" and "or two" after it, then "of",
 * a joiner or the end; "a glass or two" kept one glass, and "a cookie or two" was nothing (decision 179).
 */
const OR_TWO = /\b(?:an?|one)\s+([a-z]+)\s+or\s+two\b(?=\s+(?:of|and|with|plus)\b|\s*[,.;!:)]|\s*$)/g;
/**
 * A fraction said after "and" ("and a half", "and a quarter", "and three quarters", "and 1/4"; decision 179: "one and
 * a quarter cups of rice" was a quarter cup, "a cup and a quarter of milk" too).
 */
const AND_FRACTION = String.raw`and\s+((?:an?|one|two|three)\s+(?:halves|half|quarters|quarter|thirds|third)|[1-3]\/[234])`;

/** The value of a fraction AND_FRACTION read: "a quarter" 0.25, "three quarters" 0.75, "1/4" 0.25. */
function fractionValue(f: string): number {
  const digits = parseNumber(f);
  if (digits !== null) return digits;
  const [n, part] = f.split(/\s+/) as [string, string];
  return (/^an?$/.test(n) ? 1 : (NUMBER_WORDS[n] ?? 1)) * (NUMBER_WORDS[part] ?? 0);
}

const AND_A_HALF = new RegExp(String.raw`\b(\d+|${LEADING_NUMBERS})\s+${AND_FRACTION}\b`, 'g');

/** "a cup and a half", "2 slices and a half": the half belongs to the unit's count (decision 109); a quarter too. */
const UNIT_AND_A_HALF = new RegExp(
  String.raw`\b(an?|\d+(?:\.\d+)?|${LEADING_NUMBERS})\s+(${UNIT_ALTERNATION})\s+${AND_FRACTION}\b`,
  'g',
);

/**
 * "a two pack of pop tarts", "a 2-bar pack of granola bars", "a 6 pack of beer": a pack said with how many it holds
 * is that many of the food (decision 115). "2 packs of gum" (no count before "pack") is left to the units. "half a six
 * pack of beer" is half that many (decision 179; it was nothing).
 */
const COUNTED_PACK = new RegExp(
  String.raw`\b(half\s+(?:of\s+)?)?(?:an?|one)\s+(\d+|${LEADING_NUMBERS})[- ](?:[a-z]+[- ])?pack\s+(?:of\s+)?`,
  'g',
);

/** "a 12 fl. oz. can": abbreviations whose dot is not a sentence end (lexicon class). */
const DOTTED = lexiconPattern(String.raw`\b({dotted_abbreviation})\.`, 'g');

/** "three-quarters", "one-half": a number word joined to a fraction word (the number table's words below 1). */
/**
 * An amount said as a guess after its number or unit ("10ish almonds", "a cup-ish of rice"; lexicon class
 * amount_approximator, decision 179): the amount said is the best guess, as a hedge before it is. "ish" was read into
 * the food's name, "2ish cups of rice" was nothing.
 */
const APPROXIMATED = lexiconPattern(
  String.raw`\b(\d+(?:\.\d+)?|${LEADING_NUMBERS}|${UNIT_ALTERNATION})(?:-|\s+)?(?:{amount_approximator})\b`,
  'g',
);
/**
 * "a six ounce steak", "an eight-ounce glass of milk", "a two-liter of sprite": a whole number word right before a
 * weight or volume unit is its digits, so that the measure inside an amount reads as "a 6 oz steak" does (decision
 * 179; each was nothing). Count units are left alone ("two bite brownies").
 */
const WORD_MEASURE = new RegExp(
  String.raw`\b(${Object.keys(NUMBER_WORDS)
    .filter((w) => Number.isInteger(NUMBER_WORDS[w]) && !/^an?$/.test(w) && !NUMBER_FOLLOWS.has(w))
    .join('|')})[\s-]+(?=(${UNIT_ALTERNATION})\b)`,
  'g',
);

/** "~2 cups": a tilde before a number is "about" (decision 179; it was nothing). */
const TILDE = /~\s*(?=\d)/g;
/** "between 2 and 3 cups": a range, the middle, as "2-3 cups" (decision 179; it was the larger, 3 cups). */
const BETWEEN = /\bbetween\s+(\d+(?:\.\d+)?)\s+and\s+(\d+(?:\.\d+)?)\b/g;

const HYPHENED_FRACTION = new RegExp(
  String.raw`\b([a-z]+)-(${Object.keys(NUMBER_WORDS)
    .filter((w) => NUMBER_WORDS[w]! < 1 || NUMBER_FOLLOWS.has(w))
    .join('|')})\b`,
  'g',
);

/** "a heaping tablespoon", "a scant cup": words that qualify a measure (lexicon classes). */
const HEAPING = lexiconPattern(String.raw`\b{measure_adjective}\s+(?={spoon_measure}\b)`, 'g');
// "a heaping tablespoon", "two heaped spoonfuls": the count before the measure times the word's factor (decision 179).
const MEASURE_FACTORS: Readonly<Record<string, number>> =
  LEXICON_FILE_DATA.amounts!.measureAdjectives!.factors;
const COUNTED_HEAPING = lexiconPattern(
  String.raw`\b(?:(an?|\d+(?:\.\d+)?|${LEADING_NUMBERS})\s+)?({measure_adjective})\s+(?={spoon_measure}\b)`,
  'g',
);

// A metric weight right before or right after a word: "150 g gombo", "gombo 150 g".
const WEIGHT_BEFORE = /\d\s*(?:g|grams?|kg|ml)\s+$/;
const WEIGHT_AFTER = /^\s+\(?\d+(?:\.\d+)?\s*(?:g|grams?|kg|ml)\b/;

/** Normalises the text and protects amounts and dish names from the splitter. */
/**
 * "spagetti w marinara": a word neither the food index nor the lexicon knows, one or two edits from a word of the
 * lexicon's phrases, is corrected before the tagger reads the text, so a misspelled word still meets the lexicon's
 * phrases (decision 115). The search corrects the rest as before.
 */
function correctSpelling(db: FoodDatabase, text: string): string {
  return text.replace(/[a-z]{5,}/g, (w, at: number) => {
    if (LEXICON_WORDS.has(w) || STOPWORDS.has(w) || db.idf(w) > 0 || db.idf(stem(w)) > 0) return w;
    // Only a correction that gives the tagger a word of its phrases ("spaghetti"); never a number or a stopword
    // ("there" is not "three").
    const fixed = correctWord(db, w);
    if (!fixed || !LEXICON_WORDS.has(fixed) || STOPWORDS.has(fixed) || fixed in NUMBER_WORDS) return w;
    // A word weighed in grams that differs from a food's word by one letter put for another, not its neighbour on the
    // keyboard, is more often a dish's own name than a typo of that food ("150 g gombo sauce", the okra of West
    // Africa, was a lobster gumbo): left as typed, for the vocabulary or nothing to read (decision 137). Letters left
    // out, doubled, swapped or hit next to the meant key are still corrected ("120 g bannana", "200 g salmin").
    const weighed =
      WEIGHT_BEFORE.test(text.slice(Math.max(0, at - 12), at)) ||
      WEIGHT_AFTER.test(text.slice(at + w.length));
    return weighed && otherWord(w, fixed) ? w : fixed;
  });
}

/**
 * "a turkey sandwich with lettuce and tomato on whole wheat bread": the bread a sandwich is on, said after what it holds,
 * is moved to right after the sandwich, where "on whole wheat" names FNDDS's sandwich on wheat ("a turkey sandwich on
 * rye with mustard" was already read so). Said last, the bread made the last topping a sandwich of its own: a tomato
 * sandwich on wheat, 120 g more (decision 134).
 */
const SANDWICH_WITH_ON = new RegExp(
  String.raw`\b(sandwich(?:es)?|subs?|hoagies?|paninis?|melts?|clubs?|blts?)\s+` +
    String.raw`(with\s+[^,.;:!?]*?)\s+` +
    String.raw`(on\s+(?:an?\s+|the\s+|some\s+)?(?:toasted\s+|grilled\s+|fresh\s+)?(?:[a-z-]+\s+)?(?:[a-z-]+\s+)?` +
    String.raw`(?:bread|toast|buns?|rolls?|bagels?|croissants?|rye|wheat|white|sourdough|pumpernickel|multigrain|ciabatta|baguette|focaccia|brioche|tortillas?|pitas?|english muffins?))\b`,
  'g',
);

/**
 * "a banana, actually two bananas", "2 bites brownie lol no like 2 brownies", "3 cookies wait no 4 cookies": a food
 * corrected by the words after it ("no", "wait", "actually", "I mean", "make that", "scratch that") and said again with
 * its amount is the corrected one alone. Both were read, and the first counted on top of the second (decision 135 left
 * it; decision 136). The correction must name a word of the food it corrects and go on past its amount, so "a salad,
 * no dressing", "no cheese" and "a coffee, actually two" keep their words.
 */
const CORRECTION = new RegExp(
  String.raw`(^|[,;.+]\s*|\b(?:and|had|ate|drank|got)\s+)([^,;.+]*?[a-z][^,;.+]*?)\s*,?\s*` +
    String.raw`\b(?:no|nah|nope|wait|actually|i mean|make that|make it|or rather|scratch that|correction)\b` +
    String.raw`(?:\s*,?\s*(?:no|nah|wait|actually|like|more like|it was|it's|make it|make that|i mean|lol|haha))*\s*,?\s+` +
    String.raw`((?:an?|one|two|three|four|five|six|seven|eight|nine|ten|\d+(?:\.\d+)?)\s+[^,;.+]*[a-z][^,;.+]*)`,
  'g',
);

function corrected(text: string): string {
  return text.replace(CORRECTION, (all, before: string, first: string, again: string) => {
    const key = stem;
    const firstWords = new Set(
      first
        .split(/[^a-z]+/)
        .filter((w) => w.length > 2)
        .map(key),
    );
    const named = again
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2)
      .some((w) => firstWords.has(key(w)));
    return named ? `${before}${again}` : all;
  });
}

/**
 * "mom made lasagna, I had a big piece", "we ordered pizza and I had 2 slices of pepperoni", "My husband grilled burgers
 * tonight, I had one cheeseburger": a dish someone made or ordered, then what the person had of it. An amount alone,
 * or an amount of one more word, is an amount of that dish ("a big piece of lasagna", "2 slices of pepperoni pizza");
 * a food of its own whose words hold the dish's noun is what they had of it, and the dish said first is not a second
 * food ("burgers" and "one cheeseburger" were two burgers; "mom made lasagna" was left unmatched and "2 slices of
 * pepperoni" read as 4 g of pepperoni; decision 136). Anything else is left as said. "Someone" may have made it, and
 * heating one up is making it ("I threw a frozen pizza in the oven and ate about half"; decision 177).
 */
const MADE_THEN_HAD = new RegExp(
  String.raw`(^|[.;!?]\s*|,\s*|\b(?:for (?:breakfast|brunch|lunch|dinner|supper|dessert|a snack)|at (?:work|home|school)|today|tonight|yesterday|last night|this (?:morning|afternoon|evening))\s+)` +
    String.raw`(?:(?:i|we|they|he|she|mom|dad|someone|somebody|(?:my|our)\s+[a-z']+)\s+)` +
    String.raw`(?:made|had|cooked|grilled|baked|ordered|got|picked up|brought home|brought|fixed|smoked|barbecued|bbqed|threw|heated|heated up|reheated|microwaved|warmed up)\s+` +
    String.raw`([a-z][a-z' -]*?)(?:\s+(?:tonight|today|last night|yesterday|this (?:morning|afternoon|evening|weekend)|` +
    String.raw`on (?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|the weekend)|` +
    String.raw`for (?:dinner|lunch|breakfast|supper|the [a-z' ]+?)))?` +
    String.raw`\s*(?:,\s*(?:and\s+|so\s+)?|\s+(?:and|so)\s+)((?:i\s+)?(?:had|ate|got|grabbed)\s+)([^,.;!?]*)`,
  'g',
);
const HAD_AMOUNT = new RegExp(
  String.raw`^((?:about\s+|like\s+|maybe\s+|probably\s+)?(?:a|an|one|two|three|four|five|six|\d+(?:\.\d+)?|half|some|` +
    String.raw`a couple|a few|a couple of)(?:\s+(?:big|small|large|huge|little|second|thick|thin))?` +
    String.raw`(?:\s+(?:pieces?|slices?|bowls?|plates?|plateful|helpings?|servings?|scoops?|cups?|oz|ounces?|` +
    String.raw`squares?))?)(?:\s+of\s+(?:it|them|that|those))?(?:\s+of\s+([a-z]+))?\s*$`,
);

/**
 * "We went to the pizza place and I had two slices", "at the pie shop I had a slice": a place named by its food (lexicon
 * class eatery_noun after the food's one or two words, 'the ice cream shop'), then only an amount of what the person had: the amount is of the place's
 * food, as madeThenHad reads "we ordered pizza and I had two slices" (decision 186). The place was dropped as a place
 * and "two slices" read as 744 g of Slice, a soda. Anything but an amount after it is left as said.
 */
const PLACE_THEN_HAD = lexiconPattern(
  String.raw`(^|[.;!?]\s*|,\s*)(?:((?:i|we|they|he|she|(?:my|our)\s+[a-z']+)\s+)(?:went\s+to|stopped\s+(?:at|by)|swung\s+by|ate\s+at|were\s+at|was\s+at|hit\s+up|tried)\s+|(?:at|from)\s+)` +
    String.raw`(?:the|a|an|this|that|our|my)\s+(?:(?:new|little|local|usual|old|favorite)\s+)?([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)\s+(?:{eatery_noun})\b` +
    String.raw`\s*(?:,\s*(?:and\s+|so\s+)?|\s+(?:and|so)\s+)?((?:i|we)\s+(?:had|ate|got|grabbed)\s+)([^,.;!?]*)`,
  'g',
);

function placeThenHad(text: string): string {
  return text.replace(
    PLACE_THEN_HAD,
    (all, lead: string, subject: string | undefined, food: string, had: string, said: string) =>
      HAD_AMOUNT.test(said.trim()) ? `${lead}${subject ?? ''}ordered ${food} and ${had}${said}` : all,
  );
}

/** Foods of their own kind said after an amount's "of", never which of a dish (lexicon class, decision 224). */
const HAD_OTHER_FOOD: ReadonlySet<string> = classWords('had_other_food');

function madeThenHad(text: string): string {
  return text.replace(MADE_THEN_HAD, (all, lead: string, dish: string, had: string, said: string) => {
    // "two slices of it with a cup of mashed potatoes": the amount of the dish ends where the next food is joined
    // on (decision 173); what follows is left as said.
    // "I had two with chicken and cheese": an amount alone, then "with", is the dish with what it was made with; the
    // fillings were a food of their own beside the dish ("Chicken or turkey with cheese sauce", 241 g; decision 206).
    const joined =
      /^(.*?\bof\s+(?:it|them|that|those))(\s+(?:with|and|plus)\s+.*)$/.exec(said.trim()) ??
      /^(.*?)(\s+with\s+.*)$/.exec(said.trim());
    const rest = joined ? joined[1]! : said;
    const next = joined ? joined[2]! : '';
    const amount = HAD_AMOUNT.exec(rest.trim());
    // "I made scrambled eggs and had a slice of toast": a food of another kind after the amount's "of" (lexicon class
    // `had_other_food`) is what they had, not an amount of the dish (it was 50 g of egg, and the toast lost;
    // decision 224). "2 slices of pepperoni" still says which of the pizza.
    if (amount?.[2] && HAD_OTHER_FOOD.has(amount[2])) return all;
    if (amount) {
      const [, size, word] = amount;
      const measured =
        /\b(?:pieces?|slices?|bowls?|plates?|plateful|helpings?|servings?|scoops?|cups?|oz|ounces?|squares?)$/.test(
          size!,
        );
      return `${lead}${had}${size}${measured ? ' of' : ''}${word ? ` ${word}` : ''} ${dish}${next}`;
    }
    const nouns = dish
      .split(/\s+/)
      .map(stem)
      .filter((w) => w.length > 2);
    const heads = said.split(/[^a-z]+/).map(stem);
    return nouns.some((n) => heads.some((w) => w.includes(n))) ? `${lead}${had}${said}` : all;
  });
}

/**
 * "a fried chicken breast and a thigh", "two grilled chicken thighs and a drumstick": a chicken piece said bare right
 * after another piece in the list is cooked the same way; the words of the first are carried to it. Said bare, the
 * thigh was FNDDS's "Chicken thigh, NS as to cooking method" (0.1 g of carbohydrate against the fried one's 14 g) and
 * a place the first piece came from was lost with it (decision 136).
 */
const CHICKEN_PIECE_AFTER_PIECE = new RegExp(
  String.raw`\b((?:fried|grilled|baked|roasted|rotisserie|bbq|barbecued?|breaded|crispy|spicy|smoked)\s+chicken\s+` +
    String.raw`(?:breasts?|thighs?|drumsticks?|legs?|wings?)\s*(?:,|and|&|\+|plus|with)\s+` +
    String.raw`(?:an?|one|two|three|four|five|six|\d+)\s+)(breasts?|thighs?|drumsticks?|legs?|wings?)\b`,
  'g',
);

/**
 * A soup or stew said the Spanish, Portuguese, French or Italian way: the dish word first, what it is made of after
 * "de" ("sopa de mani", "crema de zapallo", "zuppa di fagioli"), up to two words, before an amount, a comma or "with".
 */
const ROMANCE_DISH = new RegExp(
  String.raw`\b(sopa|sopita|caldo|crema|potaje|guiso|soupe|potage|veloute|zuppa|minestra|molho)\s+` +
    String.raw`(?:de|di|du|do|da|des|al|alla|aux|au)\s+(?:la\s+|las\s+|los\s+|el\s+|l')?` +
    String.raw`([a-z]+(?:\s+(?!with\b|and\b|con\b|y\b|e\b|et\b|or\b)[a-z]+)?)(?=\s*(?:$|[\d,.;:!?()]|\s(?:with|and|con|y|e|et|or)\b))`,
  'g',
);
const ROMANCE_HEAD: Readonly<Record<string, string>> = {
  guiso: 'stew',
  molho: 'sauce',
};

/**
 * "sopa de mani 400 ml", "crema de zapallo": the dish word said first, its ingredient after "de" (decision 137). Read
 * as English says it ("mani soup", then the lexicon's "peanuts soup"), so that decision 196's ingredient rule reads
 * a dish FNDDS lacks through what it is made of; "sopa de mani" was FNDDS's noodle soup (sopa de fideo), "sopa de
 * lentejas" too. A dish FNDDS has by both words ("sopa de fideo", "caldo de res") is left as said.
 */
function romanceDish(db: FoodDatabase | undefined, text: string): string {
  if (!db) return text;
  return text.replace(ROMANCE_DISH, (whole, dish: string, food: string) => {
    const first = food.split(' ')[0]!;
    const named = db.postings(dish).some((i) => db.foods[i]!.nameWords.includes(first));
    return named ? whole : `${food} ${ROMANCE_HEAD[dish] ?? 'soup'}`;
  });
}

/**
 * "ground beef 80/20", "93/7 ground turkey": a lean-to-fat ratio (two numbers adding up to 100, the first the larger)
 * says how lean the meat is, as "93% lean" does; read as a fraction it was an amount (93/7 was 13 portions, 797 g).
 */
const LEAN_RATIO = /\b(\d{2})\/(\d{1,2})\b/g;

function leanRatios(text: string): string {
  return text.replace(LEAN_RATIO, (all, lean: string, fat: string) =>
    Number(lean) + Number(fat) === 100 && Number(lean) > Number(fat) ? `${lean}% lean` : all,
  );
}

/**
 * How many people a share names (decision 163): "the four of us" 4, "3 friends" or "two others" one more than said, one
 * companion ("my roommate", "a friend", "him") 2. A plural said with no number ("my kids") names no count: null.
 */
function shareCount(who: string): number | null {
  const w = who.trim().split(/\s+/);
  const n = (x: string | undefined) => (x === undefined ? NaN : (NUMBER_WORDS[x] ?? Number(x)));
  const first = w[0] === 'the' ? 1 : 0;
  const k = n(w[first]);
  if (Number.isFinite(k) && k >= 2 && k <= 12) return /\bof us$/.test(who) ? k : k + 1;
  if (/^(?:him|her|them two|the two of us|us two)$/.test(who)) return 2;
  if (SHARE_ONE.test(who)) return 2;
  return null;
}

/** A companion said as one person: "my roommate", "a friend", "my sister" (lexicon class `companion`). */
const SHARE_ONE = lexiconPattern(String.raw`^(?:my|a|our|his|her)\s+(?:[\w'-]+\s+)?(?:{companion})$`);
/** Who a food is shared with: a count of people, a companion, a pronoun (lexicon classes `companion`). */
const SHARE_WHO = String.raw`((?:the\s+)?(?:\d+|two|three|four|five|six|seven|eight)\s+(?:of\s+us|(?:other\s+)?(?:people|others|{companion}))|(?:my|a|our|his|her)\s+(?:[\w'-]+\s+)?(?:{companion})|him|her|the\s+two\s+of\s+us)\b`;
/** "split a large pizza with my roommate", "shared a bag of popcorn with my sister" (lexicon class `share_verb`). */
const SHARE_BEFORE = lexiconPattern(
  String.raw`\b({share_verb})\s+((?:a|an|one|\d+|two|three|four)\s+[^,.;!?]+?)\s+(?:with|between|among)\s+${SHARE_WHO}`,
  'g',
);
/** "a whole rotisserie chicken split between the four of us": the food said before the verb. */
const SHARE_AFTER = lexiconPattern(
  String.raw`(^|[,.;!?]\s*|\b(?:had|ate|got|ordered|bought)\s+)((?:a|an|one|\d+|two|three|four)\s+[^,.;!?]+?)\s+(?:{share_verb})\s+(?:with|between|among)\s+${SHARE_WHO}`,
  'g',
);

/** "a pizza split three ways": the food said before the verb, then how many ways (decision 224). */
const SHARE_WAYS = lexiconPattern(
  String.raw`(^|[,.;!?]\s*|\b(?:had|ate|got|ordered|bought|and|with)\s+)((?:a|an|one|\d+|two|three|four)\s+[^,.;!?]+?)\s+(?:{share_verb})\s+(\d+|two|three|four|five|six)\s+ways\b`,
  'g',
);

/** Up to three words before a whole food's noun, none a unit that makes the fraction or share a share of a piece. */
const BEFORE_WHOLE = String.raw`(?:(?!(?:slices?|pieces?|cups?|servings?|whole|entire|of)\b)[a-z'-]+\s+){0,3}(?:{whole_dish})\b`;

/** The food's own amount divided among the people sharing it: "a large pizza" by 2 is "0.5 large pizza". */
function sharedAmount(food: string, people: number): string {
  const m = /^(a|an|one|\d+|two|three|four)\s+(.*)$/.exec(food)!;
  const k = /^(?:a|an|one)$/.test(m[1]!) ? 1 : (NUMBER_WORDS[m[1]!] ?? Number(m[1]));
  // "shared a pizza with two friends": a food FNDDS portions whole, shared, is the whole one (it was a third of a
  // slice; decision 228), as "a large pizza" already was by its size.
  const whole = WHOLE_SHARED.test(m[2]!) ? 'entire ' : '';
  return `${roundTo(k / people, 3)} ${whole}${m[2]}`;
}
/** A food FNDDS portions whole said with no unit before it, as BEFORE_WHOLE (decision 228). */
const WHOLE_SHARED = lexiconPattern(String.raw`^${BEFORE_WHOLE}`);

/**
 * A food shared is the person's share of it (decision 163): "I split a large pepperoni pizza with my roommate" is half
 * the pizza, "a whole rotisserie chicken split between the four of us" a quarter of it. The amount said is divided by
 * the people the share names; a share of no count ("split it with the kids") is left as said.
 */
function shares(text: string): string {
  const divide = (all: string, food: string, who: string, keep: string, after: string) => {
    const people = shareCount(who.replace(/\s+/g, ' '));
    // "split a burrito with my husband, I had half": the person's own share said next is the amount (it was halved
    // twice, a quarter of the burrito; decision 228).
    if (people === null || SHARE_SAID_NEXT.test(after)) return all;
    return `${keep}${sharedAmount(food, people)}`;
  };
  return (
    text
      .replace(SHARE_BEFORE, (all, verb: string, food: string, who: string, ...rest: unknown[]) =>
        divide(all, food, who, `${verb} `, restAfter(all, rest)),
      )
      .replace(SHARE_AFTER, (all, lead: string, food: string, who: string, ...rest: unknown[]) =>
        divide(all, food, who, lead, restAfter(all, rest)),
      )
      // "a bottle of red wine split two ways": the share said by how many ways (the whole phrase was unread; decision 224).
      .replace(SHARE_WAYS, (all, lead: string, food: string, ways: string, ...rest: unknown[]) => {
        const people = NUMBER_WORDS[ways] ?? Number(ways);
        if (!(people >= 2 && people <= 12) || SHARE_SAID_NEXT.test(restAfter(all, rest))) return all;
        return `${lead}${sharedAmount(food, people)}`;
      })
      .replace(SHARE_POINTER, (all, who: string, ...rest: unknown[]) => {
        const people = shareCount(who.replace(/\s+/g, ' '));
        if (people === null || SHARE_SAID_NEXT.test(restAfter(all, rest))) return all;
        return `, ate ${SHARE_WORDS[people] ?? roundTo(1 / people, 3)} of it`;
      })
  );
}

/** The text after a match, from a replace callback's offset and string (its last two arguments). */
function restAfter(all: string, rest: unknown[]): string {
  const offset = rest[rest.length - 2] as number;
  const whole = rest[rest.length - 1] as string;
  return whole.slice(offset + all.length);
}

/** A share said by the person right after the sharing: "..., I had half", "and ate three slices" (decision 228). */
const SHARE_SAID_NEXT =
  /^\s*[,;]?\s*(?:so\s+|and\s+)?(?:i\s+)?(?:had|ate|got|took)\s+(?:about\s+|maybe\s+|like\s+|only\s+|just\s+)?(?:half|a\s+(?:third|quarter)|one\s+(?:third|quarter)|\d\/\d|\d+|two|three|four|five|six)\b/;
/** The share one of so many people had, as the grammar reads a share said alone ("I had half of it"). */
const SHARE_WORDS: Readonly<Record<number, string>> = { 2: 'half', 3: 'a third', 4: 'a quarter' };
/**
 * "ordered nachos and shared them with my kid", "a slice of chocolate cake, shared with my kid": a share said after
 * the food, pointing back at it after a comma or "and", is the person's share of the food said before it, read as
 * "ate half of it" (decision 228; the food was counted whole).
 */
const SHARE_POINTER = lexiconPattern(
  String.raw`\s*(?:,\s*|\s+and\s+)(?:(?:i|we)\s+)?(?:{share_verb})\s+(?:(?:it|them|that|this|those)\s+)?(?:with|between|among)\s+${SHARE_WHO}`,
  'g',
);
/**
 * "had a chicken burrito but didn't finish it": the person ate most of it, with no amount said. Read as three
 * quarters of the amount said before, the middle between "about half" and "nearly all" (decision 228: a convention,
 * the smallest error when how much was left is not said); it was the whole, and "but didn't" was in the item's name.
 */
const UNFINISHED =
  /\s*,?\s*\b(?:but\s+|and\s+)?(?:i\s+)?(?:didn'?t|did\s+not|couldn'?t|could\s+not|can'?t|cannot|wasn'?t\s+able\s+to)\s+finish(?:ed)?(?:\s+(?:it|them|all\s+of\s+it|it\s+all|the\s+whole\s+thing|everything))?\b(?=\s*(?:$|[,.;!?]|(?:and|but|so|because|though)\b))/g;

/**
 * "..., but didn't finish it": three quarters of the food before it (UNFINISHED, decision 228). "ate most of it" is
 * the same share said plainly; "only ate half", "but ate half of it" are the share reader's "i ate half" (the words
 * before it read "half and half" cream, or the slice's cake as a 200 g cream cake); "ate half of the fries" is half of
 * the fries' own portion (it was half of one fry).
 */
function unfinished(text: string): string {
  let t = /finish/.test(text)
    ? text.replace(UNFINISHED, ', ate 3/4 of it, ').replace(UNFINISHED_FOOD, unfinishedFood)
    : text;
  if (!/\b(?:ate|had)\b/.test(t)) return t;
  t = t.replace(MOST_OF, '$1 three quarters of');
  t = t.replace(SHARE_ATE, ', i ate ');
  return t.replace(HALF_OF_THE, (_m, verb: string, food: string) => `${verb} ${food}, i ate half of it`);
}
/**
 * "a burger and fries but couldn't finish the fries", "had nachos and didn't finish my nachos": the food named after
 * "finish", said right before it in the same words, is three quarters, as "didn't finish it" is (decision 230; it was
 * the whole). Said alone or after a comma it is left as it was: the words before the comma are not seen here, and
 * naming the food again would count it twice.
 */
const UNFINISHED_FOOD =
  /\s*,?\s*\b(?:but\s+|and\s+)?(?:i\s+)?(?:didn'?t|did\s+not|couldn'?t|could\s+not|can'?t|cannot|wasn'?t\s+able\s+to)\s+finish(?:ed)?\s+(?:all\s+(?:of\s+)?)?(?:the|my|our)\s+([a-z][a-z' -]*?)(?=\s*(?:$|[,.;!?]|\s(?:and|but|so|because|though)\b))/g;
function unfinishedFood(match: string, food: string, offset: number, whole: string): string {
  const before = whole.slice(0, offset).trimEnd();
  return new RegExp(String.raw`\b${escapeRegExp(food)}$`).test(before) ? ', ate 3/4 of it, ' : match;
}
/** "ate most of a bagel", "had most of it": three quarters, as "didn't finish it" (decision 228). */
const MOST_OF = /\b(ate|had)\s+(?:the\s+)?most\s+of\b/g;
/** The share reader's words: a hedge or "but" before "ate half" said after a food (decision 228). */
const SHARE_ATE =
  /(?:\s*,\s*(?:i\s+)?(?:only|just)\s+|\s+but\s+(?:i\s+)?(?:only\s+|just\s+)?|\s+and\s+(?:i\s+)?(?:only|just)\s+)(?:ate|had)\s+(?=(?:about\s+|maybe\s+|like\s+|around\s+|roughly\s+)?(?:half|a\s+third|a\s+quarter|three\s+quarters|\d\/\d)\b)/g;
/** "ate half of the fries": half of the food said after it, not of one of its pieces (decision 228). */
const HALF_OF_THE = lexiconPattern(
  String.raw`\b(ate|had)\s+half\s+(?:of\s+)?(?:the|my)\s+(?!${BEFORE_WHOLE})((?:(?!\b(?:and|with|but)\b)[^,.;!?])+?)(?=\s*(?:$|[,.;!?]|\s(?:and|with|but)\b))`,
  'g',
);

/** "from" or "at" left with no place after it, before "with" (a brand tagged away). */
const DANGLING_PLACE = /\s(?:from|at)(?=\s+with\s)/g;

/**
 * "cajun fries (reg)": a size alone in parentheses is the size of the food before it, said before that food (after its
 * count, if any) as people say sizes; the food runs back to the last list break or joiner (decision 172). A word of
 * cooking alone in parentheses (lexicon classes cooking_verb and cooking_word) is moved the same way: "rice (boiled)
 * 250g, beans (stewed) 150g", as a diet survey writes a food, is "boiled rice 250g, stewed beans 150g" (decision 215;
 * the parentheses were a list break, which left each food a default portion and its weight to the cooking word).
 */
const COOKED_ALONE = lexiconPattern(String.raw`^(?:{cooking_verb}|{cooking_word})$`);
function sizeInParens(text: string): string {
  return text.replace(
    /(^|[,+&]|\bw\/|\bw\b|\bwith\b|\band\b)((?:(?!\bw\b|\bwith\b|\band\b)[^,+&()])*?)\s*\(\s*([a-z]+)\s*\)/g,
    (all, lead: string, food: string, word: string) => {
      // A size word or its short form, as chains print them on a receipt ("fries (reg)").
      const size = sizeNamed(word) ?? (COOKED_ALONE.test(word) ? word : undefined);
      if (size === undefined || food.trim() === '') return all;
      const count = /^\s*(?:\d+\S*|an?)\s/.exec(food);
      const at = count ? count[0].length : 0;
      const named = food.slice(at).trim();
      // "a large coke (lg)": a size said again in parentheses is not said twice ("a large large coke" read nothing).
      const sized = sizeNamed(named.split(/\s+/)[0]!) !== undefined && sizeNamed(word) !== undefined;
      return `${lead} ${food.slice(0, at)} ${sized ? '' : `${size} `}${named} `;
    },
  );
}

/**
 * "bfast burrito from campus cafe (egg bacon cheese)": a parenthesized list of fillings names the dish's parts, so it is
 * read as the dish "with" them, ahead of a place said between the dish and the parentheses (decision 172).
 */
function fillingsInParens(text: string): string {
  return sizeInParens(text)
    .replace(
      /\s(from|at)\s([^,()+&]*?)\s*\(([^()]*)\)/g,
      (all, word: string, place: string, inner: string) =>
        fillingsOnly(inner) ? ` with ${inner.trim()} ${word} ${place} , ` : all,
    )
    .replace(/\s*\(([^()]*)\)/g, (all, inner: string) =>
      fillingsOnly(inner) ? ` with ${inner.trim()} , ` : all,
    );
}

/**
 * "Fried two eggs", "I grilled two burgers", "boiled three eggs": a verb of cooking said before a count of two or more
 * (lexicon class cooking_verb) says how the food was cooked; it moves after the count ("two fried eggs"), and the
 * person before it goes (decision 177). Not before a unit ("grilled two slices of") nor before "a" or "one": "baked a
 * cake", "roasted a chicken" say a whole dish was made, of which the person ate a part.
 */
/**
 * "The bakery had muffins and I got two blueberry ones", "does great enchiladas; I ate two chicken ones": a count or
 * "a", a word or two that say which kind, and "ones" (or "one") point back at the nearest food said before in the
 * plural ("the spicy ones" after "chicken wings" is the same food said again, left to the rest of the grammar); they are that food, and the clause that named it in general (with no amount the person ate) is left out:
 * the kind said after it is what was eaten ("two glazed ones" was one doughnut, "two chicken ones" a frozen meal;
 * decision 202). The words of kind are never words of the lexicon class `ones_not_kind` ("the other one", "this one").
 */
const ONES = lexiconPattern(
  String.raw`(?<![\d.])\b(an?|one|\d+|${LEADING_NUMBERS})\s+((?:(?!(?:{ones_not_kind})\b)[a-z][a-z'-]*\s+){1,2})(ones?)\b`,
  'g',
);
const ONES_CLAUSE_END =
  /(?:[,.;!?:]|\b(?:and|but|so|then|while)\b)(?![\s\S]*(?:[,.;!?:]|\b(?:and|but|so|then|while)\b))/;
const ONES_NOT_ANTECEDENT: ReadonlySet<string> = classWords('companion');

function singularOf(w: string): string {
  if (/ies$/.test(w)) return w.replace(/ies$/, 'y');
  if (/(?:ch|sh|x|ss)es$/.test(w)) return w.replace(/es$/, '');
  return w.replace(/s$/, '');
}

function onesIn(db: FoodDatabase | undefined, text: string): string {
  return db && /\bones?\b/.test(text) ? onesNamed(db, text).replace(/\u00f6/g, 'o') : text;
}

function onesNamed(db: FoodDatabase, text: string): string {
  let out = text;
  for (;;) {
    ONES.lastIndex = 0;
    const m = ONES.exec(out);
    if (!m) return out;
    const before = out.slice(0, m.index);
    let antecedent: RegExpExecArray | null = null;
    for (const w of before.matchAll(/\b([a-z][a-z'-]*s)\b/g)) {
      const one = singularOf(w[1]!);
      if (
        one.length >= 3 &&
        !ONES_NOT_ANTECEDENT.has(w[1]!) &&
        !ONES_NOT_ANTECEDENT.has(one) &&
        db.idf(one) > 0
      )
        antecedent = w;
    }
    const kind = m[3] === 'one' ? null : '';
    if (!antecedent) {
      // No food said before: "ones" stays for the rest of the grammar, marked so the loop moves on.
      out = `${before}${m[1]} ${m[2]}${m[3]!.replace(/o/, '\u00f6')}${out.slice(m.index + m[0].length)}`;
      continue;
    }
    const noun = kind === null ? singularOf(antecedent[1]!) : antecedent[1]!;
    const head = before.slice(0, antecedent.index);
    const end = antecedent.index + antecedent[0].length;
    // The clause naming the food in general ends before the reference: it is left out, up to its food's word.
    const between = before.slice(end);
    const separate = /[,.;!?:]|\b(?:and|but|so|then|while|i|we)\b/.test(between);
    const start = separate ? (ONES_CLAUSE_END.exec(head)?.index ?? -1) + 1 : -1;
    const kept = separate ? `${head.slice(0, start)} ,${between}` : before;
    out = `${kept}${m[1]} ${m[2]}${noun}${out.slice(m.index + m[0].length)}`;
  }
}

const COOKED_BEFORE_AMOUNT = lexiconPattern(
  String.raw`(?:\b(?:i|we|he|she|they)\s+(?:just\s+|also\s+|then\s+|quickly\s+)?)?\b({cooking_verb})\s+(two|three|four|five|six|seven|eight|nine|ten|twelve|a\s+couple(?:\s+of)?|a\s+few|[2-9]|1[0-2])\s+(?=[a-z])(?!(?:{amount_noun})\b)`,
  'g',
);

// A chain's meal or combo (decision 201, lexicon `chainMeals`): "a big mac meal with a large fries" is the Big Mac, the
// large fries and the meal's medium soft drink; "a happy meal with nuggets" four nuggets, the kids' fries and milk.
const CHAIN_MEALS = LEXICON_FILE_DATA.chainMeals!;
const MEAL_SIZES = PLAIN_SIZE_WORDS.join('|');
const MEAL_SIZE = new RegExp(String.raw`\b(${MEAL_SIZES})\s+((?:[a-z0-9#'-]+\s+){0,2})$`);
const NUMBERED = Object.keys(CHAIN_MEALS.numbered).map(escapeRegExp).join('|');
const CHAIN_MEAL = lexiconPattern(
  String.raw`(?<![a-z0-9])(?:(?:number|no\.?|#)\s*(${NUMBERED})\s+(?:{meal_word})|({breakfast_meal_main}|{chain_meal_main}|\d+\s*(?:{counted_meal_unit}))\.?\s+(?:{meal_word}))\b(?!\s+(?:${CHAIN_MEALS.notBefore.map(escapeRegExp).join('|')})\b)`,
  'g',
);
const KIDS_MEAL = lexiconPattern(
  String.raw`\b(?:({chain_meal_main})\s+)?(?:{kids_meal_word})\b(?:\s+(?:with|w/?)\s+(?!(?:a|an|the)\s+(?:{meal_side}|{meal_drink})\b))?`,
  'g',
);
const PACKAGED_SIDE = new RegExp(
  String.raw`\b(?:(?:a|an|some|the)\s+)?(?:side\s+of\s+)?(${Object.keys(CHAIN_MEALS.packagedSides).map(escapeRegExp).join('|')})\b`,
  'g',
);
const UPSIZED = new RegExp(
  String.raw`\s*\b(?:and\s+)?(?:${CHAIN_MEALS.upsized.map(escapeRegExp).join('|')})\b`,
);
const SIZE_AFTER_MEAL = new RegExp(String.raw`^\s*,?\s*(${MEAL_SIZES})(?=\s*(?:,|$|and\b|with\b|w\/?\s))`);
const COUNT_BEFORE_MAIN = /\b(two|three|four|five|six|[2-9])\s+(?:[a-z'-]+\s+){0,2}$/;
const BREAKFAST_MAIN = lexiconPattern(String.raw`^(?:{breakfast_meal_main})$`);
const MEAL_SIDE = lexiconPattern(String.raw`\b(?:{meal_side})\b`);
const MEAL_DRINK = lexiconPattern(String.raw`\b(?:{meal_drink})\b`);
const MEAL_WITH = /^\s*(?:with|w\/?)\s+/;
const NUGGETS_UNCOUNTED = /^\s*(?:(?:a|an|some|the)\s+)?(?=(?:chicken\s+)?(?:mc)?nugg)/;
const ENDS_DETERMINER = /\b(?:a|an|the|some)\s+$/;
/** The order a meal word is said in: to the end of its sentence. */
const ORDER_END = /[.;!?\n]/;

const MEAL_PART = lexiconPattern(
  String.raw`\b(?:(?:{meal_drink_lead})\s+)?(?:{meal_side}|{meal_drink})\b`,
  'g',
);
const SIZED_BEFORE =
  /\b(?:small|medium|large|regular|reg|kids?|child|sm|med|lg|xl|extra|\d+\s*(?:oz|ounces?)|\d+|of)\s+(?:[a-z'-]+\s+)?$/;

/** A side or drink named in a meal's order with no size of its own is the meal's size ("with fries", "w diet coke"). */
function sizedAsTheMeal(rest: string, size: string): string {
  return rest.replace(MEAL_PART, (part: string, at: number) =>
    SIZED_BEFORE.test(rest.slice(0, at)) ? part : `${size} ${part}`,
  );
}

/** A numbered combo with its chain named (lexicon chainMeals.numberedAt, decision 211). */
const NUMBERED_AT = (CHAIN_MEALS.numberedAt ?? []).map((c) => ({
  ...c,
  named: new RegExp(String.raw`(?<![a-z])(?:${c.chain.map(escapeRegExp).join('|')})(?![a-z])`),
}));
const NUMBER_SAID = lexiconPattern(
  String.raw`(?<![a-z0-9])(?:(?:a|an|the)\s+)?(?:number|no\.?|#)\s*(\d{1,2})(?![0-9])(?:\s+(?:{meal_word}))?`,
  'g',
);

/** "a number 3 from wendys", "#2 combo at burger king": the chain's numbered meal, said as its main's meal. */
function numberedAtChain(text: string): string {
  return text
    .split(/(?=[.;!?\n])/)
    .map((sentence) => {
      const chain = NUMBERED_AT.find((c) => c.named.test(sentence));
      if (!chain) return sentence;
      return sentence.replace(NUMBER_SAID, (_m, n: string) => `a ${chain.numbers[n] ?? chain.other} meal`);
    })
    .join('');
}

/** "swapped the fries for a side salad": what was swapped in was eaten, not what was swapped out (decision 211). */
const SWAP = new RegExp(
  String.raw`(?:\b(?:but|and|then)\s+)?(?:\b(?:i|we)\s+)?\b(?:${(CHAIN_MEALS.swapVerbs ?? []).map(escapeRegExp).join('|')})\s+(?:out\s+)?(?:(?:the|my|a|an|our)\s+)?((?:(?!(?:for|with|to)\b)[a-z0-9'-]+\s+){0,3}?(?:(?!(?:for|with|to)\b)[a-z0-9'-]+))\s+(?:for|with|to)\s+([^,.;!?\n]+)`,
  'g',
);

function swapsSaid(text: string): string {
  return text.replace(SWAP, (_m, out: string, taken: string) => ` with ${taken.trim()} instead of ${out}`);
}

function chainMeals(text: string): string {
  if (!/\b(?:meal|combo|number|no\.?|#)/.test(text)) return text;
  let out = numberedAtChain(text);
  for (let guard = 0; guard < 4; guard++) {
    const kids = new RegExp(KIDS_MEAL.source).exec(out);
    const adult = new RegExp(CHAIN_MEAL.source).exec(out);
    const m = kids && (!adult || kids.index <= adult.index) ? kids : adult;
    if (!m) break;
    const isKids = m === kids;
    let before = out.slice(0, m.index);
    const after = out.slice(m.index + m[0].length);
    const stop = after.search(ORDER_END);
    let rest = stop < 0 ? after : after.slice(0, stop);
    const tail = stop < 0 ? '' : after.slice(stop);
    rest = rest.replace(PACKAGED_SIDE, (_m, side: string) => CHAIN_MEALS.packagedSides[side]!);
    let main: string;
    let size: string | null = null;
    let count: string | null = null;
    if (isKids) {
      const named = /\s(?:with|w\/?)\s+$/.test(m[0]);
      if (m[1]) main = m[1];
      else if (named) {
        main = '';
        before = before.replace(ENDS_DETERMINER, '');
      } else main = '';
      // Kids' nuggets with no count are the kids' meal's count.
      if (named && NUGGETS_UNCOUNTED.test(rest))
        rest = rest.replace(NUGGETS_UNCOUNTED, `${CHAIN_MEALS.kidsNuggets} `);
      if (/nugg/.test(main) && !/\d(?:\s*[a-z-]+){0,3}\s*$/.test(before)) {
        // "a chicken nugget happy meal": the word "chicken" before the main is the main's (it was left as "a chicken
        // 4 nugget", one 16 g nugget; decision 224).
        const chicken = /\b(?:(?:a|an|the|some)\s+)?chicken\s+$/.exec(before);
        if (chicken) {
          before = before.slice(0, chicken.index);
          main = `chicken ${main}`;
        } else before = before.replace(ENDS_DETERMINER, '');
        main = `${CHAIN_MEALS.kidsNuggets} ${main}`;
      }
    } else {
      main = m[1] ? CHAIN_MEALS.numbered[m[1]]! : m[2]!;
      const sized = MEAL_SIZE.exec(before);
      if (sized) {
        size = sizeNamed(sized[1]!)!;
        before = before.slice(0, sized.index) + sized[2]!;
      }
      // A breakfast meal's drink named with no size is its small (a small coffee or orange juice).
      const unsized = BREAKFAST_MAIN.test(main) ? 'small' : 'medium';
      // "big mac meal lg, diet coke", "a whopper meal, large": the meal's size (lexicon chainMeals.sizedAfterWhy).
      const sizedAfter = SIZE_AFTER_MEAL.exec(rest);
      if (sizedAfter && size === null) {
        size = sizeNamed(sizedAfter[1]!)!;
        rest = rest.slice(sizedAfter[0].length);
      }
      // "two big mac meals": each default that many times.
      if (/s$/.test(m[0])) {
        const counted = COUNT_BEFORE_MAIN.exec(before);
        if (counted) count = counted[1]!;
      }
      // "a whopper jr meal and upsized it": the meal's large.
      if (UPSIZED.test(rest)) {
        size = 'large';
        rest = rest.replace(UPSIZED, ' ').replace(/\s+(?:and|,)\s*$/, '');
      }
      rest = sizedAsTheMeal(rest.replace(MEAL_WITH, ' and '), size ?? unsized);
    }
    // A kids' meal adds nothing: what it comes with varies (fries or apple slices; milk, juice, soda or water).
    const extras: string[] = [];
    // A breakfast sandwich's meal is a hash brown and a small coffee (lexicon chainMeals.breakfastWhy).
    const breakfast = !isKids && BREAKFAST_MAIN.test(main);
    if (!isKids && !MEAL_SIDE.test(rest))
      extras.push(
        breakfast
          ? CHAIN_MEALS.breakfastSide
          : size
            ? CHAIN_MEALS.sideSized.replace('{size}', size)
            : CHAIN_MEALS.side,
      );
    if (!isKids && !MEAL_DRINK.test(rest))
      extras.push(
        breakfast
          ? size
            ? CHAIN_MEALS.breakfastDrinkSized.replace('{size}', size)
            : CHAIN_MEALS.breakfastDrink
          : size
            ? CHAIN_MEALS.drinkSized.replace('{size}', size)
            : CHAIN_MEALS.drink,
      );
    // A kids' meal whose main was said before it and its parts after "with": both ("a cheeseburger kids meal with
    // apple juice").
    if (count !== null)
      for (let i = 0; i < extras.length; i++) extras[i] = extras[i]!.replace(/^an?\s/, `${count} `);
    const said = (
      isKids && main !== '' && /\s$/.test(m[0]) ? `${main} and ${rest}` : `${main}${rest}`
    ).trim();
    const joined = [said, ...extras].filter((x) => x !== '').join(', ');
    out = `${before}${joined}${tail}`;
  }
  return out;
}

/**
 * "dinner -> 2 beef tacos", "bfast = 2 fried eggs": an arrow or an equals sign typed after a meal or occasion says
 * what it was, as a colon does (decision 202; the count was read as a negative number and lost, or the whole message).
 */
const ARROW = /\s*(?:-+>|=+>?|\u2192)\s*/g;

const ARTICLE_BEFORE_EGGS = new RegExp(
  String.raw`\b(?:an?\s+)?(${LEADING_NUMBERS}|\d+)-?\s+(?=eggs-in\b)`,
  'g',
);

/**
 * "two slices of buttered toast", "a buttered white roll": the butter on a bread said "buttered" is read as "toast with
 * butter" reads it, FNDDS's guideline amount for the bread (lexicon class buttered_bread; decision 202).
 */
const BUTTERED = lexiconPattern(
  String.raw`\bbuttered\s+((?:(?!(?:and|with|or|on)\b)[a-z]+\s+){0,3}?(?:{buttered_bread}))\b(?!\s+(?:{buttered_bread})\b)`,
  'g',
);

/**
 * "a leg and a thigh of a rotisserie chicken", "the breast of the turkey": pieces said "of" a whole bird are each a
 * piece of that bird ("a rotisserie chicken leg and a rotisserie chicken thigh"), never the bird whole or a leg of
 * another food (lexicon classes bird_part, whole_bird; decision 203).
 */
const BIRD_PART = String.raw`(?:{bird_part})s?`;
const PARTS_OF_BIRD = lexiconPattern(
  String.raw`\b((?:(?:a|an|the|one|two|three|\d+)\s+)?${BIRD_PART}(?:\s*(?:,|and)\s+(?:(?:a|an|the|one|two|three|\d+)\s+)?${BIRD_PART})*)\s+of\s+(?:a|an|the|my|our|that|this|one)\s+((?:[a-z]+\s+){0,2}?(?:{whole_bird}))\b`,
  'g',
);
const ONE_BIRD_PART = lexiconPattern(String.raw`\b(${BIRD_PART})\b`, 'g');

function partsOfBird(text: string): string {
  return text.replace(PARTS_OF_BIRD, (_m, parts: string, bird: string) =>
    parts.replace(ONE_BIRD_PART, `${bird} $1`),
  );
}

/**
 * "ugali 300g/ beans 200g": a slash after a weight in grams or millilitres, before a word, lists the next food, as a
 * diet survey or a quick note writes one (decision 215; the first food was lost). A slash between numbers ("1/2 cup")
 * or words ("w/", "and/or") is left as it is.
 */
const WEIGHT_SLASH = /(\d\s*(?:g|gr|gm|gms|grams?|kg|ml))\s*\/\s*(?=[a-z])/g;

/**
 * "pb toast x2", "buttered toast x2": a count typed after a spread said before toast counts the slices of toast, each
 * with its spread; it moves before them, as "2 pb toast" says it, because the toast_spread synonym and BUTTERED write
 * "toast with peanut butter", after which the count landed on the spread (90 g of peanut butter on one slice;
 * decision 228).
 */
const SPREAD_TOAST_COUNT = lexiconPattern(
  String.raw`\b((?:{toast_spread}|buttered)\s+toast)\s+x\s?(\d+)\b(?!\s*(?:\/|\d))`,
  'g',
);

/** A fraction typed with a slash and the words the lexicon reads as that share of a whole food (decision 163). */
const FRACTION_WORDS: Readonly<Record<string, string>> = {
  '1/2': 'half a',
  '1/3': 'third of a',
  '1/4': 'quarter of a',
  '2/3': 'two thirds of a',
  '3/4': 'three quarters of a',
};
const FRACTION = String.raw`(1\/2|1\/3|1\/4|2\/3|3\/4)`;
/** "1/2 pizza", "1/2 a frozen pizza", "1/4 of the pie": a fraction said before a food FNDDS portions whole. */
const FRACTION_BEFORE_WHOLE = lexiconPattern(
  String.raw`(?<![\d./])\b${FRACTION}\s+(?:of\s+)?(?:(?:a|an|the|my)\s+)?(?=${BEFORE_WHOLE})`,
  'g',
);
/** "pizza 1/2", "frozen pizza 1/2": the same fraction typed after the food, at the end of its item. */
const FRACTION_AFTER_WHOLE = lexiconPattern(
  String.raw`(^|[,:;+&]\s*|\b(?:and|had|ate|got|ordered)\s+)((?:[a-z'-]+\s+){0,2}?(?:{whole_dish}))\s+${FRACTION}(?=\s*(?:$|[,.;!?+&]|\s(?:and|with|w\/|for|at)\b))`,
  'g',
);

/**
 * "1/2 pizza", "pizza 1/2", "1/2 a frozen pizza": a fraction typed with a slash of a food FNDDS portions whole (lexicon
 * class whole_dish: a pizza, pie, cake) is that share of the whole, as "half a pizza" is (decision 163), not of one
 * slice: chat types "1/2" for "half" (decision 228; "1/2 pizza" was 43 g, half a slice). A unit said between ("1/2
 * slice of pizza", "1/2 cup of ...") keeps the fraction of the unit.
 */
function fractionOfWhole(text: string): string {
  if (!text.includes('/')) return text;
  return text
    .replace(FRACTION_BEFORE_WHOLE, (_m, f: string) => `${FRACTION_WORDS[f]} `)
    .replace(
      FRACTION_AFTER_WHOLE,
      (_m, lead: string, food: string, f: string) => `${lead}${FRACTION_WORDS[f]} ${food}`,
    );
}

/**
 * "chicken breast, 6 oz cooked, with rice", "salmon 200 g raw weight", "tuna, 140 g drained": a state said after a
 * weight, before a list break, says which weight it is, not a food (decision 226). It was a food of its own ("6 oz
 * cooked" was 170 g of baked apple, "140 g drained" boiled asparagus) or the segment's weight was lost ("6 oz grilled"
 * left the chicken at its default portion). The state goes before the weight, joined to the food said before it
 * ("chicken breast cooked 6 oz"), where the food's words read it as cooked, raw or dry; "drained" names the solids a
 * can holds, which is what FNDDS's canned foods weigh, and is dropped.
 */
const WEIGHT_THEN_STATE = lexiconPattern(
  String.raw`(?:,\s*)?\b(\d+(?:\.\d+)?\s*(?:g|gr|gm|gms|grams?|kg|oz|ounces?|lbs?|pounds?|cans?|tins?))\s+({state_after_weight})(?:\s+weight)?(?=\s*(?:[,.;:)!]|$)|\s+(?:and|with|plus|on|over|in)\b)`,
  'g',
);

/**
 * "one scoop of whey protein in 300 ml of 1% milk", "30 g of oats in 250 ml of milk": "in" before an amount of a food
 * joins that food as "with" does (decision 226). It was read inside the first food's name ("oats in ... milk" was
 * 30 g of oat milk) or the milk was lost. Only before a number and a unit of volume or weight, or "a cup" or "a glass":
 * "chicken in gravy", "in a bowl", "in the car" keep their reading.
 */
const IN_AMOUNT =
  /\bin\s+(?=(?:\d+(?:\.\d+)?\s*(?:ml|l|liters?|litres?|milliliters?|millilitres?|cups?|fl\.?\s*oz|oz|ounces?|g|grams?)|(?:a|one)\s+(?:cup|glass|mug))\b\s*(?:of\s+)?[a-z0-9%])/g;

/**
 * "chicken breast, baked, 200 g", "salmon, grilled, 150 g": a cooking word alone between commas after a food is that
 * food's, as the reading already took it; the comma goes, so the lexicon reads it with the food's words as it reads
 * "baked chicken breast" (decision 226: the breast was the coated one, 8 g of carbohydrate per 100 g).
 */
const COOKED_BETWEEN_COMMAS = lexiconPattern(
  String.raw`([a-z])\s*,\s*({cooked_between_commas})\s*(?=,)`,
  'g',
);

/**
 * "250 g spaghetti with 100 g marinara", "200 g penne, 120 g meat sauce": pasta said beside a sauce with an amount of
 * its own is the plain pasta, as a coder records the two weighed parts (decision 226). "Spaghetti" alone is FNDDS's
 * pasta with tomato-based sauce (a dish holding its sauce), so the weighed sauce was counted twice and the pasta's
 * 250 g were a sauced dish's (19 g of carbohydrate per 100 g against plain pasta's 31). A sauce said with no amount
 * stays the dish's (decision 211).
 */
const PASTA_BESIDE_WEIGHED_SAUCE = lexiconPattern(
  String.raw`\b((?:cooked\s+|plain\s+|boiled\s+)?(?:{pasta_word}))\b(?=(?:\s+\d+(?:\.\d+)?\s*(?:g|grams?|oz|ounces?))?\s*(?:,|\bwith\b|\band\b|&|\+|\btopped with\b)\s*(?:about\s+|around\s+)?\d+(?:\.\d+)?\s*(?:g|grams?|oz|ounces?|cups?|c|tbsp|tablespoons?)\s+(?:of\s+)?(?:homemade\s+|jarred\s+|store-bought\s+)?(?:marinara|tomato sauce|pasta sauce|spaghetti sauce|red sauce|meat sauce|bolognese|alfredo|pesto|vodka sauce|arrabbiata|ragu)\b)`,
  'g',
);

function preprocess(text: string, db?: FoodDatabase): string {
  const n = romanceDish(
    db,
    madeThenHad(
      placeThenHad(
        corrected(
          leanRatios(
            shares(
              glossInParens(
                fillingsInParens(
                  chainMeals(
                    swapsSaid(
                      onesIn(
                        db,
                        partsOfBird(
                          unfinished(
                            fractionOfWhole(
                              normalize(text.replace(ARROW, ': '))
                                .replace(SPREAD_TOAST_COUNT, '$2 $1')
                                .replace(BUTTERED, '$1 with butter')
                                .replace(WEIGHT_SLASH, '$1, ')
                                .replace(IN_AMOUNT, 'with ')
                                .replace(COOKED_BETWEEN_COMMAS, '$1 $2')
                                .replace(PASTA_BESIDE_WEIGHED_SAUCE, 'cooked pasta')
                                .replace(WEIGHT_THEN_STATE, (_m, weight: string, state: string) =>
                                  state === 'drained' ? ` ${weight}` : ` ${state} ${weight}`,
                                ),
                            ),
                          ),
                        ),
                      ),
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  ).replace(COOKED_BEFORE_AMOUNT, (_m, verb: string, amount: string) => `${amount} ${verb} `);
  let t = tagText(db ? correctSpelling(db, n) : n)
    // Abbreviation dots are not sentence ends: "a 12 fl. oz. can".
    .replace(DOTTED, '$1')
    // "three-quarters of a cup", "one-half cup".
    .replace(HYPHENED_FRACTION, '$1 $2')
    .replace(WORD_MEASURE, (m, n: string, u: string) =>
      unitOf(u)?.kind === 'count' ? m : `${NUMBER_WORDS[n]} `,
    )
    .replace(TILDE, 'about ')
    .replace(APPROXIMATED, '$1')
    .replace(BETWEEN, '$1-$2')
    // "a heaping tablespoon": still one tablespoon.
    .replace(COUNTED_HEAPING, (_m, n: string | undefined, adj: string) => {
      const count = n === undefined || /^an?$/.test(n) ? 1 : (NUMBER_WORDS[n] ?? Number(n));
      return `${roundTo(count * (MEASURE_FACTORS[adj] ?? 1), 2)} `;
    })
    .replace(HEAPING, '');
  // "a burrito from chipotle which had chicken, ...": the brand is gone, its "from" or "at" left before the list of
  // what the dish held names no place and would keep the dish from its "with" (decision 166).
  t = t.replace(DANGLING_PLACE, ' ');
  // "one and a half cups", "2 and 1/2": an amount, not two foods.
  t = t.replace(
    AND_A_HALF,
    (_m, n: string, f: string) => `${roundTo((NUMBER_WORDS[n] ?? Number(n)) + fractionValue(f), 3)}`,
  );
  // "a glass or two of wine", "a cookie or two": one and a half of it, the middle (decision 179).
  t = t.replace(OR_TWO, '1.5 $1');
  t = t.replace(COUNTED_PACK, (_m, half: string | undefined, n: string) =>
    half ? `${(NUMBER_WORDS[n] ?? Number(n)) / 2} ` : `${n} `,
  );
  t = t.replace(SANDWICH_WITH_ON, '$1 $3 $2');
  // "a three egg omelet", "a two-egg omelet": the article before a count of eggs is no amount of its own, nor the
  // hyphen after it (decision 202; 'a two egg cheese omelet' was one egg of it, 'two eggs-in' left in its name).
  t = t.replace(ARTICLE_BEFORE_EGGS, '$1 ');
  t = t.replace(
    CHICKEN_PIECE_AFTER_PIECE,
    (_m, before: string, piece: string) => `${before}${/^(\S+)\s/.exec(before)![1]} chicken ${piece}`,
  );
  t = t.replace(
    UNIT_AND_A_HALF,
    (_m, n: string, u: string, f: string) =>
      `${roundTo((NUMBER_WORDS[n] ?? (Number(n) || 1)) + fractionValue(f), 3)} ${u}`,
  );
  t = t.replace(
    FOOD_AND_A_HALF,
    (_m, n: string, food: string) => `${(NUMBER_WORDS[n] ?? (Number(n) || 1)) + 0.5} ${food}`,
  );
  // "a 6-inch tortilla", "a 14 inch pizza": a diameter is a size.
  t = t.replace(/\b(\d+)[- ]?(?:inch|in\b|")(?:es)?(?: diameter)?/g, (_m, n: string) =>
    Number(n) <= 7 ? 'small' : Number(n) <= 12 ? 'medium' : 'large',
  );
  // "a side of fries" is fries; "a side salad" keeps its word. What was said as a side keeps a mark, so that a main
  // dish said as a side keeps FNDDS's portion, not a restaurant entree (decision 197).
  t = t.replace(/\b(?:an?\s+)?(?:small\s+|large\s+)?side\s+(?:order\s+)?of\s+/g, (m) =>
    /small|large/.test(m) ? m.replace(/side\s+(?:order\s+)?of\s+/, SIDE_MARK) : SIDE_MARK,
  );
  // "with extra sour cream", "with salsa and sour cream on the side": foods said beside the dish, never parts its
  // recipe holds (decision 211).
  t = t.replace(EXTRA_ADDITION, `$1 ${SIDE_MARK}`);
  t = t.replace(
    ON_THE_SIDE,
    (_m, lead: string, list: string) => `${lead} ${list.replace(/(^|\s+and\s+|\s*,\s*)/g, `$1${SIDE_MARK}`)}`,
  );
  return t;
}

// "mayo on a turkey sandwich", "butter on my toast": two foods; "a hot dog on a bun" and "corn on the cob" are
// one (a chunk after "on" may join the food before it when it names its base: segment(), lexicon class on_base).
/** The list words (lexicon `joiners`, in the file's order) and how each joins. */
const JOINERS = LEXICON_FILE_DATA.joiners!.entries;
const JOINS = new Map<string, Sep>(JOINERS.map((j) => [j.words, j.joins]));
/** Joiners after which the food is said beside the one before (a dip: "dipped in"), never held by it (decision 211). */
const BESIDE_JOINERS = new Set(JOINERS.filter((j) => j.beside).map((j) => j.words));
// A joiner with `before` joins only before one of its words ("a slice of pie after a turkey sandwich"; "shave ice
// after the beach" is when, and its place names no food; decision 217).
const joinerAlternation = (js: typeof JOINERS, after: string) =>
  js
    .map(
      (j) =>
        escapeRegExp(j.words) +
        (j.before ? String.raw`(?=\s+(?:${j.before.map(escapeRegExp).join('|')})\b)` : '') +
        after,
    )
    .join('|');
// "a drizzle of honey on greek yogurt": after a small measure of a topping, "on" or "in" with no determiner starts the
// food it was put on (lexicon class `topping_measure`, decision 174).
const TOPPING_ON = lexiconPattern(
  String.raw`(?<=\b(?:{topping_measure})\s+of\s+[^,]*?)\s+(?:on|in)\s+(?!(?:top|it|them|that|this|everything)\b)`,
).source;
/**
 * "six slices of turkey on crackers", "tuna on saltines": a food said on a food that names no article (lexicon class
 * `on_bare_food`) is split off as what the food was put on, a food of its own; the phrase was one chunk, read as
 * whichever food the search ranked first ("tuna on crackers" was 18 g of crackers, decision 214).
 */
const ON_BARE_FOOD = lexiconPattern(String.raw`\s+on\s+(?=(?:{on_bare_food})\b)`).source;
/**
 * "a scoop of whey protein in a cup of almond milk", "a packet of cocoa in 8 oz of milk": a food said in an amount of
 * another ("in" before an amount and its "of") is put in that food, a food of its own. The phrase was one chunk, read
 * as whichever food the search ranked first (the almond milk alone, or "two scoops of whey in 12 oz of milk" as 340 g
 * of dry whey; decision 224). A container said without "of" ("ice cream in a cone", "rice in a bowl") is left.
 */
const IN_AMOUNT_OF = String.raw`\s+in\s+(?=(?:a|an|one|two|three|half\s+a|\d+(?:\.\d+)?)\s+(?:[a-z]+\s+)?(?:cups?|glass(?:es)?|mugs?|bottles?|cartons?|cans?|pints?|oz|ounces?|fl\s+oz|ml|liters?|litres?|shaker|bowls?)\s+of\s)`;
const SEPARATORS = new RegExp(
  String.raw`(${TOPPING_ON}|\s*,\s*(?:${joinerAlternation(
    JOINERS.filter((j) => j.afterComma),
    String.raw`\s+`,
  )})?|${IN_AMOUNT_OF}|\s+in\s+(?:my|his|her|our|their)\s+|\s+on\s+(?:a|an|my|the|his|her|our|their)\s+|\s+on\s+(?=\d|(?:two|three|four|five|six|seven|eight|nine|ten|twelve)\b)|${ON_BARE_FOOD}|\s+inside\s+(?:of\s+)?(?:a|an|my|the|his|her|our|their)\s+|\s+(?:${joinerAlternation(
    JOINERS,
    '',
  )})\s+|\s*\bw\/\s*)`,
);

function canonicalSep(raw: string): Sep {
  const s = raw.trim();
  // "sugar in my coffee" is two foods, never one dish.
  if (s === ',' || s === '' || /^(in|on|inside)\b/.test(s)) return ',';
  return JOINS.get(s.replace(/^,\s*/, '')) ?? 'and';
}

/** An amount and nothing else ("60 g", "2 cups"): its amount, else null. */
function bareAmount(text: string): Amount | null {
  const a = parseAmount(text);
  return a.quantity !== null && a.unit !== null && a.rest.trim() === '' ? a : null;
}

/**
 * A weight or measure in parentheses beside another amount says the same amount twice; the weight is kept (a weight
 * said is the weight, decisions 036 and 171). "2 slices (60 g) of bread": a label's "2 slices (60 g)", the
 * weight of both slices (it was read as two slices of 60 g each). "200 g rice (2 cups)": the measure after a food
 * already weighed goes (the whole phrase was lost). A weight after a food said by count ("2 eggs (100 g)") is read
 * as the trailing amount it is.
 */
const METRIC_UNIT = new Set(['g', 'kg', 'ml', 'l']);
function sameAmountTwice(text: string): string {
  let out = '';
  let from = 0;
  for (const m of text.matchAll(/\(([^()]*\d[^()]*)\)/g)) {
    const said = bareAmount(m[1]!);
    if (!said) continue;
    // Only the food the parentheses follow: after the clause's last comma, colon, parenthesis or joiner.
    const head = text.slice(from, m.index);
    const cut = /^(.*(?:[,;:)]|\b(?:and|with|plus)\s|&))?(.*)$/s.exec(head)!;
    const kept = cut[1] ?? '';
    const before = cut[2]!;
    // "2 slices (60 g)": the words right before are an amount with its unit, the parentheses a weight.
    const words = before.trim().split(/\s+/);
    let replaced: string | null = null;
    for (let k = Math.min(3, words.length); k >= 1 && replaced === null; k--) {
      const counted = bareAmount(words.slice(-k).join(' '));
      if (counted && counted.unit!.kind !== 'mass' && said.unit!.kind === 'mass')
        replaced = `${kept}${/^\s/.test(before) ? ' ' : ''}${words.slice(0, -k).join(' ')} ${m[1]!} `;
    }
    // "200 g rice (2 cups)": a weight already said before the food.
    if (replaced === null) {
      const first = parseAmount(before);
      if (first.quantity !== null && first.unit?.kind === 'mass' && first.rest.trim() !== '')
        replaced = `${head} `;
      // "1 cup rice (200 g)", "1 cup of tea (250 ml)": a measure said before the food and a metric weight or volume
      // after it; the metric amount is the one kept, as above (decision 215: the cup was kept, 158 g of rice).
      else if (
        first.quantity !== null &&
        first.unit?.kind === 'volume' &&
        first.unit.factor !== 1 &&
        first.rest.trim() !== '' &&
        METRIC_UNIT.has(said.unit!.key)
      )
        replaced = `${kept}${/^\s/.test(before) ? ' ' : ''}${m[1]!} ${first.rest.trim()} `;
    }
    // "2 cups of tea with milk and sugar (500 ml)": a metric volume after the foods added to a drink said by a
    // household measure is the drink's, said again (decision 218: it was 500 ml of sugar, 423 g).
    if (replaced === null && said.unit!.kind === 'volume' && METRIC_UNIT.has(said.unit!.key)) {
      const clauseCut = /^(.*[,;:)])?(.*)$/s.exec(head)!;
      const clauseKept = clauseCut[1] ?? '';
      const first = parseAmount(clauseCut[2]!);
      if (
        first.quantity !== null &&
        first.unit?.kind === 'volume' &&
        first.unit.factor !== 1 &&
        !/\d/.test(first.rest) &&
        /\b(?:with|and)\b/.test(first.rest)
      )
        replaced = `${clauseKept}${/^\s/.test(clauseCut[2]!) ? ' ' : ''}${m[1]!} ${first.rest.trim()} `;
    }
    if (replaced === null) continue;
    out += replaced;
    from = m.index + m[0].length;
  }
  return out + text.slice(from);
}

/** What a dish may be filled with ("a burrito (egg bacon cheese)"): lexicon classes of a dish's parts (decision 172). */
const FILLING_WORDS: ReadonlySet<string> = new Set(
  ['dish_part', 'omelet_meat', 'sandwich_filling', 'burger_cheese'].flatMap((c) => [...classWords(c)]),
);

/** "(egg bacon cheese)": two to four words, every one a part a dish is filled with, list the dish's fillings. */
function fillingsOnly(inner: string): boolean {
  const ws = inner.trim().split(/\s+/);
  return (
    ws.length >= 2 &&
    ws.length <= 4 &&
    ws.every((w) => FILLING_WORDS.has(w.replace(/e?s$/, '')) || FILLING_WORDS.has(w))
  );
}

/**
 * "wali 300 g (boiled rice)", "120 g fried fish (tilapia)", "yam porridge (asaro) 400 g", "grilled pork (bai sach
 * chrouk)": a few words in parentheses, no amount among them, right after a food or its weight, say the same food
 * again, in other words (a diet survey's gloss of a local name, or the local name of a food said in English). They
 * are read as words of that food, before its weight, so the reading that covers the most of them wins and the weight
 * stays the food's (decision 218: the parentheses were a list break, which made the gloss a second food of a default
 * portion, and left a local name said first with nothing when the gloss came after its weight). Not a list, a place,
 * a negation or an addition ("(no sugar)", "(extra cheese)", "(from home)"), which stay their own chunk as before.
 */
const GLOSS_NOT = new Set([
  'and',
  'with',
  'or',
  'no',
  'without',
  'not',
  'extra',
  'at',
  'from',
  'for',
  'in',
  'on',
  'plus',
]);
function glossInParens(text: string): string {
  const gloss = (inner: string) => {
    const ws = inner.trim().split(/\s+/);
    return ws.length >= 1 && ws.length <= 4 && !ws.some((w) => GLOSS_NOT.has(w));
  };
  // The gloss goes before the food's words, so that its words lead ("puff puff fried dough", "boiled rice wali"):
  // said after them, a reading of all the words could name no food at all ("fried dough doughnut").
  const WEIGHT_LAST = /\s*\d+(?:\.\d+)?\s*(?:g|gr|grams?|kg|ml)$/;
  const BREAK = /(?:^|[,;:+&]|\b(?:and|with|plus|or|of|w)\b|\d(?:\s*(?:g|gr|grams?|kg|ml)\b)?)\s*/g;
  const PAREN = /\s*\(\s*([a-z][a-z' -]*?)\s*\)/g;
  let out = text;
  let from = 0;
  for (;;) {
    PAREN.lastIndex = from;
    const m = PAREN.exec(out);
    if (!m) return out;
    from = m.index + m[0].length;
    const inner = m[1]!;
    if (!gloss(inner)) continue;
    const head = out.slice(0, m.index);
    const weight = WEIGHT_LAST.exec(head);
    const words = weight ? head.slice(0, weight.index) : head;
    if (!/[a-z]$/.test(words)) continue;
    let cut = 0;
    for (const b of words.matchAll(BREAK))
      if (b.index + b[0].length < words.length) cut = b.index + b[0].length;
    const food = words.slice(cut);
    if (food.trim() === '') continue;
    // "a latte (oat milk)": the gloss goes after the food's amount, before its words.
    const named = parseAmount(food).rest;
    const amount = food.slice(0, food.length - named.length);
    const rewritten = `${words.slice(0, cut)}${amount}${amount && !/\s$/.test(amount) ? ' ' : ''}${inner} ${named}${weight ? weight[0] : ''}`;
    out = rewritten + out.slice(from);
    from = rewritten.length;
  }
}

/** Splits text into sentences, then into chunks at separators (kept for the merge step). */
function chunksOf(text: string): Chunk[] {
  const sentences = sameAmountTwice(text)
    .replace(/\(([^)]*)\)/g, (_m, inner: string) => (/\d/.test(inner) ? ` ${inner} ` : ` , ${inner} `))
    .split(/(?<!\d)[.!?;\n]+|[.!?;\n]+(?!\d)/);
  const out: Chunk[] = [];
  let clause = 0;
  for (const sentence of sentences) {
    const s = stripLeadIns(sentence);
    if (s === '') continue;
    const parts = s.split(SEPARATORS);
    let sep: Sep = '.';
    let on = false;
    let beside = false;
    let commaAnd = false;
    clause++;
    for (let i = 0; i < parts.length; i++) {
      if (i % 2 === 1) {
        sep = canonicalSep(parts[i]!);
        beside = BESIDE_JOINERS.has(parts[i]!.trim().replace(/^,\s*/, ''));
        on = /^(?:on|inside)\b/.test(parts[i]!.trim());
        commaAnd = sep === 'and' && /^\s*,/.test(parts[i]!);
        // A lead-in inside the sentence starts a new clause ("pizza and I ate 2 slices").
        if (parts[i]!.includes(CLAUSE_MARK)) clause++;
        continue;
      }
      // "no cheese on my burrito": what a dropped negation leaves starts at "on my", which names no food.
      const marked = parts[i]!.trim().replace(/^(?:on|in)\s+(?:my|a|an|the|his|her|our|their)\s+/, '');
      const t = marked.replaceAll(SIDE_MARK, '').trim();
      const side = t !== marked || beside;
      if (t !== '')
        out.push({
          text: t,
          sep,
          ...(on ? { on } : {}),
          ...(side ? { side } : {}),
          ...(commaAnd ? { commaAnd } : {}),
          clause,
        });
    }
  }
  return countAfterAddition(out);
}

/**
 * "toast w/ butter x2", "pancakes w/ syrup x3", "bagel w/ cream cheese x2": a count typed "x2" after what a food was
 * eaten with counts the food, said before it with no amount of its own; the addition keeps its own amount. It was the
 * addition's count (three servings of syrup, 120 g, beside one serving of pancakes; decision 227). Not a count said
 * before its food ("w/ 2 eggs") nor one with a unit ("w/ cream x2 tbsp" is no count of this kind).
 */
function countAfterAddition(chunks: Chunk[]): Chunk[] {
  return chunks.map((c, i) => {
    const prev = chunks[i - 1];
    const next = chunks[i + 1];
    if (!prev || c.sep !== 'with' || c.side || prev.clause !== c.clause) return c;
    const m = /^(.*\S)\s+x\s*(\d+)$/.exec(c.text);
    if (!m || /\d/.test(m[1]!) || /\d/.test(prev.text) || parseAmount(prev.text).quantity !== null) return c;
    // The count closes the food and its addition: "toast w/ butter x2 n oj" (not "eggs w/ toast x2 and bacon x3").
    if (next && next.clause === c.clause && /\bx\s*\d+$/.test(next.text)) return c;
    prev.text = `${m[2]} ${prev.text}`;
    return { ...c, text: m[1]! };
  });
}

/** The stated-nutrition words (lexicon `statedNutrients`): after a number, and as a label before one. */
const STATED = LEXICON_FILE_DATA.statedNutrients!.entries;
const STATED_NUTRIENT = new Map<string, (typeof STATED)[number]['nutrient']>(
  STATED.flatMap((e) => [...e.after, ...e.before].map((w) => [w, e.nutrient] as const)),
);
const statedWords = (pick: (e: (typeof STATED)[number]) => string[], nutrient?: 'calories') =>
  STATED.filter((e) => (nutrient ? e.nutrient === nutrient : e.nutrient !== 'calories'))
    .flatMap(pick)
    .map(escapeRegExp)
    .join('|');
const STATED_RE = new RegExp(
  String.raw`(\d+(?:\.\d+)?)\s*(?:(${statedWords((e) => e.after, 'calories')})\b|g(?:rams?)?\s*(?:of\s+)?(${statedWords((e) => e.after)})\b)|\b(${STATED.flatMap(
    (e) => e.before,
  )
    .map(escapeRegExp)
    .join('|')})\s*[:=]?\s*(\d+(?:\.\d+)?)\s*(?:g|grams?|kcal|cal)?\b`,
  'g',
);

function extractStated(text: string): { text: string; stated: Stated } {
  const stated: Stated = {};
  const rest = text.replace(
    STATED_RE,
    (_m, n1: string, cal: string, macro1: string, macro2: string, n2: string) => {
      const value = Number(n1 ?? n2);
      const nutrient = cal ? 'calories' : STATED_NUTRIENT.get((macro1 ?? macro2 ?? '').toLowerCase());
      if (nutrient) stated[nutrient] = value;
      return ' ';
    },
  );
  return { text: rest.replace(/\s+/g, ' ').trim(), stated };
}

function contentKey(phrase: string): string {
  return words(phrase)
    .filter((w) => !STOPWORDS.has(w))
    .join(' ');
}

function favoriteFor(phrase: string, favorites: readonly Favorite[]): Favorite | null {
  const key = contentKey(phrase);
  if (key === '') return null;
  for (const f of favorites) if (contentKey(f.name) === key) return f;
  // "my usual protein shake" names the favorite "Protein shake (usual)": every word of the phrase in the name.
  const want = key.split(' ');
  for (const f of favorites) {
    const fw = new Set(words(f.name));
    if (want.length >= 2 && want.every((w) => fw.has(w))) return f;
  }
  return null;
}

const byCode = new WeakMap<FoodDatabase, Map<string, IndexedFood>>();

export function foodByCode(db: FoodDatabase, code: string): IndexedFood | undefined {
  let map = byCode.get(db);
  if (!map) {
    map = new Map(db.foods.filter((f) => f.source === 'fndds').map((f) => [f.code, f]));
    byCode.set(db, map);
  }
  return map.get(code);
}

let commonIndex: Map<string, CommonForm> | undefined;

/** The common-form table keyed the way phrases are looked up (stemmed content words). */
function commonForm(key: string): CommonForm | undefined {
  commonIndex ??= new Map(Object.entries(COMMON_FORMS).map(([k, v]) => [contentKey(k), v]));
  return commonIndex.get(key);
}

/**
 * A phrase that names no food (decision 101): only words that describe ("filled", "which is grilled" left as
 * "grilled"), or a nutrient as its last word ("protein to it").
 */
function namesNoFood(phrase: string): boolean {
  const ws = normalize(phrase)
    .split(/[^a-z']+/)
    .filter((w) => w !== '' && !STOPWORDS.has(w) && !/^\d/.test(w));
  if (ws.length === 0) return false;
  if (ws.every((w) => FORM_ONLY.has(w))) return true;
  // "in all", "all told", "that was all": words of totals, shares and hedges name no food, though an FNDDS synonym
  // ("Macadamia nuts: all") or name ("Sherbet, all flavors") holds one (decision 174).
  if (ws.every((w) => FUNCTION_WORDS.has(w) || FORM_ONLY.has(w))) return true;
  // "my usual breakfast", "the usual" with no saved meal of that name (a favorite is looked up before this): the
  // person's habit, no food (it was 70 g of a breakfast pastry; decision 228).
  if (ws[0] === 'usual' && ws.slice(1).every((w) => USUAL_TAIL.has(w))) return true;
  return NUTRIENTS.has(ws[ws.length - 1]!);
}

/** Words that may follow "usual" in a phrase naming a habit, not a food: a meal's name, "order", "meal" (decision 228). */
const USUAL_TAIL: ReadonlySet<string> = new Set([
  ...classWords('meal_name'),
  'order',
  'meal',
  'stuff',
  'thing',
]);

/** Words that name no food, read by the grammar (lexicon class `function_word`, decision 174). */
const FUNCTION_WORDS: ReadonlySet<string> = classWords('function_word');

/**
 * "80 g in all", "70 g total", "40 g each": the words left beside an amount are only stopwords and words that name no
 * food, at least one of the latter; such an amount is the food before it's (decision 174).
 */
function functionPhrase(phrase: string): boolean {
  const ws = normalize(phrase)
    .split(/[^a-z']+/)
    .filter((w) => w !== '');
  return (
    ws.length > 0 &&
    ws.some((w) => FUNCTION_WORDS.has(w)) &&
    ws.every((w) => STOPWORDS.has(w) || FUNCTION_WORDS.has(w))
  );
}

/** Words that say the amount is the total of the foods before it (lexicon class `total_word`, decision 174). */
const TOTAL_WORDS: ReadonlySet<string> = classWords('total_word');

/** A food phrase without the stopwords and function words said after it, at least one of them a function word. */
function withoutTrailingFunctionWords(phrase: string): string {
  const ws = phrase.split(' ');
  let k = ws.length;
  while (k > 1 && (STOPWORDS.has(ws[k - 1]!) || FUNCTION_WORDS.has(ws[k - 1]!))) k--;
  return k < ws.length && ws.slice(k).some((w) => FUNCTION_WORDS.has(w)) ? ws.slice(0, k).join(' ') : phrase;
}

/** An amount of each one counted ("40 g each", "at 30 g apiece"; lexicon class `per_item_word`, decision 174). */
const PER_ITEM = lexiconPattern(String.raw`(?:^|\s)(?:{per_item_word})$`);
const MEASURED_EACH = lexiconPattern(
  String.raw`(?:^|\s)(?:at\s+)?(?:{weight_hedge})?\s*(\d+(?:\.\d+)?)\s*({weight_unit})\s+(?:{per_item_word})(?=\s|$)`,
);

function matchPhrase(
  db: FoodDatabase,
  phrase: string,
  sized = false,
  weighed = false,
  counted = false,
): Match | null {
  const key = contentKey(phrase);
  if (key === '' || namesNoFood(phrase)) return null;
  // "mixed fruit salad", "sliced strawberries": the table's entry without the words that only say the form.
  const common =
    commonForm(key) ??
    commonForm(
      key
        .split(' ')
        .filter((w) => !FORM_WORDS.has(w))
        .join(' '),
    );
  if (common) {
    const food = formNamed(db, phrase, key, foodByCode(db, (sized && common.sized) || common.code), weighed);
    const other = !sized && common.sized ? foodByCode(db, common.sized) : undefined;
    if (food)
      return {
        food,
        score: 1.05,
        coverage: 1,
        ...(common.portion ? { portion: common.portion } : {}),
        ...(common.several ? { several: true } : {}),
        ...(other ? { sized: other } : {}),
      };
  }
  // "a burrito bowl with chicken", "pizza with pepperoni": a dish with what fills it said after it is the food the
  // lexicon's common form gives the two said the other way round ("chicken burrito bowl": the bowl on rice), not
  // FNDDS's food those words in their order name ("Burrito bowl, chicken" is the meat alone; decision 228).
  const fillingAfter = /^(.+?)\s+(?:with|w\/?)\s+([a-z]+(?:\s[a-z]+)?)$/.exec(phrase.trim());
  if (fillingAfter && DISH.test(fillingAfter[1]!) && !DISH.test(fillingAfter[2]!)) {
    const before = `${fillingAfter[2]} ${fillingAfter[1]}`;
    if (commonForm(contentKey(before))) {
      const common = matchPhrase(db, before, sized, weighed, counted);
      if (common) return common;
    }
  }
  const ofTwo = dishOfTwo(db, phrase, sized, weighed, counted);
  if (ofTwo) return ofTwo;
  const slots = slotsOf(db, phrase, false, weighed);
  // "ciorba de burta": when the only words a food has are joining words, the phrase names no food (decision 137).
  if (!slots.some((s) => !JOINING_WORDS.has(s.word) && s.alternatives.some((a) => db.idf(a) > 0)))
    return null;
  const ranked = rankFoods(db, slots, MAX_ALTERNATIVES + 3);
  const top = ranked[0];
  if (!top) return null;
  const corrected = slots.some((s) => s.typed !== undefined);
  const match: Match = {
    food: top.food,
    score: top.score,
    coverage: top.coverage,
    anchored: headAnchored(top.food, slots),
    ranked,
    ...(corrected ? { corrected } : {}),
  };
  const inSauce = foodInSauce(db, phrase, match, sized, weighed);
  if (inSauce) return inSauce;
  const sauce = sauceNamed(slots, match);
  if (sauce) return sauce;
  const ingredient = ingredientOfDish(db, slots, match);
  if (ingredient) return ingredient;
  const unformed = withoutForm(db, slots, match, sized);
  if (unformed) return unformed;
  if (usableMatch(match)) return match;
  // Words no food has ("al pastor", "tonkotsu") must not sink the food the phrase names: match on the known
  // words, and accept it only when the phrase's head noun is the food's whole head (decision 101).
  const known = slots.filter((s) => s.alternatives.some((a) => db.idf(a) > 0));
  const tryKnown = !(known.length === 0 || known.length === slots.length || known.length * 3 < slots.length);
  // The known words, then shorter and shorter heads of them ("tacos al pastor" -> "tacos al" -> "tacos").
  for (let n = tryKnown ? known.length : 0; n >= 1; n--) {
    const part = known.slice(0, n);
    const reranked = rankFoods(db, part, MAX_ALTERNATIVES + 3);
    const best = reranked[0];
    if (!best || !headAnchored(best.food, part)) continue;
    const partial: Match = {
      food: best.food,
      score: best.score * WEIGHTS.partialMatchFactor,
      coverage: best.coverage * WEIGHTS.partialMatchFactor,
      anchored: true,
      ranked: reranked,
      partial: true,
      ...(corrected ? { corrected } : {}),
    };
    if (usableMatch(partial)) return partial;
  }
  return (
    setAside(db, slots, sized, weighed) ??
    (weighed || counted ? stapleByHead(db, slots, sized, weighed) : null) ??
    match
  );
}

/**
 * "potato and pea curry", "chicken and pumpkin stew": a curry, stew or soup named by two of its foods is one dish
 * (decision 204); not a sauce ("stuffing and cranberry sauce" are two foods). It was read as the first food with the weight and a default portion of the second's dish (300 g of
 * potato and 480 g of vegetable curry). The phrase is read as its foods said before the dish word ("potato pea
 * curry"), kept when that names a dish of the word; a bread or grain said first is eaten with the dish, not in it
 * (lexicon class `grain_category`: "bread and bean soup").
 */
function dishOfTwo(
  db: FoodDatabase,
  phrase: string,
  sized: boolean,
  weighed: boolean,
  counted: boolean,
): Match | null {
  const m = /^([a-z]+(?: [a-z]+)?) and ([a-z]+(?: [a-z]+)?) ([a-z]+)$/.exec(phrase);
  // "stuffing and cranberry sauce": a sauce (lexicon class `sauce_word`) named after a food is served with it.
  if (!m || !DISH_GENERIC.has(m[3]!) || SAUCE_WORDS.has(m[3]!)) return null;
  const first = matchPhrase(db, m[1]!);
  if (!first || !usableMatch(first) || GRAIN_CATEGORY.test(first.food.category)) return null;
  const dish = matchPhrase(db, `${m[1]!} ${m[2]!} ${m[3]!}`, sized, weighed, counted);
  const stem = m[3]!.replace(/s$/, '');
  if (!dish || !usableMatch(dish) || !firstSegment(dish.food).some((w) => w.startsWith(stem))) return null;
  return { ...dish, ofTwo: true };
}
// FNDDS and SR28 categories of breads, grains and cereals (lexicon class `grain_category`), matched whole.
const GRAIN_CATEGORY = lexiconPattern('^(?:{grain_category})$', 'i');

/** A food's name before its first "NS as to ..." or "NFS" segment: what the coder's default names for sure. */
function namedPart(f: IndexedFood): string {
  const segs = f.name.split(', ');
  const ns = segs.findIndex((seg) => /^(NS as to|NFS\b)/.test(seg));
  return segs.slice(0, ns < 0 ? segs.length : ns).join(', ');
}

/**
 * "plain greek yogurt", "frozen mango": the common-form table names a food said without its form words, but a
 * form word said that a sibling of that food names (same name before the coder's "NS as to" / "NFS") moves the
 * pick to the sibling, as a coder would (decision 166): "Yogurt, Greek, NS as to type of milk, plain", not "... NS as
 * to type of milk or flavor" (3.6 against 10.8 g of carbohydrate per 100 g).
 */
function formNamed(
  db: FoodDatabase,
  phrase: string,
  key: string,
  food: IndexedFood | undefined,
  weighed: boolean,
): IndexedFood | undefined {
  if (!food || commonForm(key)) return food;
  const said = key.split(' ').filter((w) => FORM_WORDS.has(w));
  const stem = namedPart(food);
  if (said.length === 0 || stem === food.name) return food;
  const sibling = rankFoods(db, slotsOf(db, phrase, false, weighed), 5).find(
    (r) => r.food.name.startsWith(`${stem}, `) && said.every((w) => r.food.nameWords.includes(w)),
  );
  return sibling?.food ?? food;
}

/**
 * "200 g chicken in peanut sauce", "fish in coconut milk", "beef in black bean sauce": a food said in a sauce or a
 * liquid it was cooked in is that food (decision 185). The ranking took the sauce, which names more of the words,
 * with the whole weight (200 g of peanut sauce, 44 g of carbohydrate). When the best food names none of the words
 * before "in", and those words alone name a food with confidence, that food is read; a food FNDDS has with its sauce
 * ("Chicken with gravy", "Fish with tomato-based sauce", "Peach, canned, in syrup") names them and is kept.
 */
function foodInSauce(
  db: FoodDatabase,
  phrase: string,
  match: Match,
  sized: boolean,
  weighed: boolean,
): Match | null {
  const m = /^([a-z][a-z' -]*?) in ([a-z][a-z' -]*)$/.exec(phrase);
  if (!m || m[1]!.split(' ').length > 3 || m[2]!.split(' ').length > 4) return null;
  // A sauce said last (lexicon class `sauce_word`): "whey in almond milk" is two foods drunk together. A liquid a
  // food is stewed in (lexicon class `cooking_liquid`, decision 204) reads as the food's stew.
  const liquid = COOKING_LIQUIDS.has(m[2]!);
  if (!liquid && !SAUCE_WORDS.has(m[2]!.split(' ').at(-1)!)) return null;
  const said = words(m[1]!).filter((w) => !STOPWORDS.has(w));
  if (said.length === 0) return null;
  const top = match.food;
  const names = (w: string) => top.nameWords.includes(w) || top.synonymWords.includes(w);
  // A food FNDDS has with its sauce names the food; one it has in the liquid names the liquid too.
  if (said.some(names) && (!liquid || words(m[2]!).every(names))) return null;
  const read = (p: string) => {
    const food = matchPhrase(db, p, sized, weighed);
    return food && !food.partial && !food.setAside && usableMatch(food) ? food : null;
  };
  // "chicken in coconut milk" is FNDDS's chicken stew, "fish in coconut cream" its fish stew (decision 185's check set
  // codes it so); a food FNDDS has no stew of is read as itself ("beans stew" is the beans, decision 196).
  const stew = liquid && !said.includes('stew') ? read(`${m[1]!} stew`) : null;
  const ofFood =
    stew !== null &&
    stew.food.nameWords.includes('stew') &&
    said.some((w) => stew.food.nameWords.includes(w) || stew.food.nameWords.includes(w.replace(/s$/, '')));
  return (ofFood ? stew : null) ?? read(m[1]!);
}

// Liquids a food is stewed in, said after "in" (lexicon class `cooking_liquid`, decision 204).
const COOKING_LIQUIDS: ReadonlySet<string> = classWords('cooking_liquid');

// A sauce's head word said last (lexicon class `sauce_word`).
const SAUCE_WORDS: ReadonlySet<string> = classWords('sauce_word');

/** The words of the food name's first part ("Curry sauce" -> curry, sauce; "Beef curry with rice" -> beef ... rice). */
function firstSegment(f: IndexedFood): string[] {
  return f.nameWords.filter((_w, i) => f.nameSegments[i] === 0);
}

/**
 * "200 g Japanese curry sauce", "tikka masala sauce": a phrase whose last word is a sauce word names the sauce, not
 * the dish the words before it name (decision 162). When the best food's first part lacks the sauce word, the best of
 * the ranking whose first part has it is taken, if it is usable ("Curry sauce", not "Beef curry with rice").
 */
function sauceNamed(slots: Slot[], match: Match): Match | null {
  const head = slots.at(-1);
  if (!head || slots.length < 2 || !SAUCE_WORDS.has(head.word)) return null;
  if (firstSegment(match.food).includes(head.word)) return null;
  const sauce = match.ranked?.find((r) => firstSegment(r.food).includes(head.word));
  if (!sauce) return null;
  const m: Match = {
    ...match,
    food: sauce.food,
    score: sauce.score,
    coverage: sauce.coverage,
    anchored: headAnchored(sauce.food, slots),
  };
  return usableMatch(m) ? m : null;
}

/**
 * A word as typed that no food's name or additional description holds and no lexicon entry names (a brand, a place,
 * a word of another language): unknown to the whole vocabulary (decision 162). A word the speller changed counts by
 * its typed form ("revueltas" was read as FNDDS's "revuelto", scrambled eggs, and sank the pupusas).
 */
function unknownWord(db: FoodDatabase, s: Slot): boolean {
  const w = s.typed ?? s.word;
  return !/\d/.test(w) && !LEXICON_WORDS.has(w) && db.idf(w) === 0 && db.idf(stem(w)) === 0;
}

/** The word of the text that reads as `w` (the index's words are stemmed: "revuelta" is "revueltas" as typed). */
function asTyped(text: string, w: string): string {
  return text.split(/[^a-z0-9']+/).find((t) => t === w || words(t)[0] === w) ?? w;
}

/**
 * "3 pupusas revueltas", "curtido de repollo": when a phrase names no food as said, its words unknown to the whole
 * vocabulary (unknownWord) are set aside and the rest is read again (decision 162). Narrower than decision 138's
 * dropped reading of a phrase's end: only words no food and no lexicon entry knows are set aside, never a known word,
 * at least one known food word must stay, and the rest must name a food with confidence on its own (a usable match,
 * not itself partial). The match is marked `setAside` (its confidence lowered by the partial factor, the words
 * reported as skipped).
 */
function setAside(db: FoodDatabase, slots: Slot[], sized: boolean, weighed: boolean): Match | null {
  const unknown = slots.filter((s) => unknownWord(db, s));
  const rest = slots.filter((s) => !unknownWord(db, s));
  // At least as many known words as unknown: a phrase mostly of words nobody knows is not read from its few known
  // ones.
  if (unknown.length === 0 || rest.length < unknown.length) return null;
  if (!rest.some((s) => !JOINING_WORDS.has(s.word) && !FORM_ONLY.has(s.word) && !FORM_WORDS.has(s.word)))
    return null;
  const m = matchPhrase(db, rest.map((s) => s.word).join(' '), sized, weighed);
  // Confident on its own: not itself partial, and headed by the rest's head noun ("pupusas" -> "Pupusa, meat"), never
  // a food that only shares a word ("trying healthy" set aside to "healthy" was a brand's soup).
  if (!m || m.partial || m.setAside || !usableMatch(m) || m.anchored !== true) return null;
  return {
    ...m,
    score: m.score * WEIGHTS.partialMatchFactor,
    coverage: m.coverage * WEIGHTS.partialMatchFactor,
    setAside: unknown.map((s) => s.typed ?? s.word),
  };
}

/**
 * "100 g millet roti", "2 makki roti": a weighed or counted phrase of two or three words that name no food together is the
 * staple its head noun (the last word) names: the words before it say what the bread, porridge or rice is made of or
 * which kind it is, as people of other countries say them (decision 185; the whole phrase was read as nothing). Only
 * when the head noun alone names a food with confidence, is a head of that food's name ("roti" ends "Bread, chappatti
 * or roti") and the food is a staple starch (lexicon class `staple_category`: "200 g peanut tofu" stays unread), and
 * only with a weight or a count: said without one, such words may be a list without commas ("eggs toast"), which the
 * splitter reads. The words before are reported as skipped and the confidence lowered, as for words set aside (decision 162).
 */
// FNDDS and SR28 categories of staple starches (lexicon class `staple_category`), matched whole.
const STAPLE_CATEGORY = lexiconPattern('^(?:{staple_category})$', 'i');

function stapleByHead(db: FoodDatabase, slots: Slot[], sized: boolean, weighed: boolean): Match | null {
  if (slots.length < 2 || slots.length > 3) return null;
  const head = slots.at(-1)!;
  const before = slots.slice(0, -1);
  const plain = (s: Slot) => !JOINING_WORDS.has(s.word) && !FORM_ONLY.has(s.word) && !FORM_WORDS.has(s.word);
  if (!plain(head) || !before.every((s) => plain(s) && s.alternatives.some((a) => db.idf(a) > 0)))
    return null;
  const m = matchPhrase(db, head.word, sized, weighed);
  // The head noun is a head of the food's name ("roti" ends "Bread, chappatti or roti"), not a word it only shares,
  // and the food a staple starch (lexicon class `staple_category`).
  if (!m || m.partial || m.setAside || !usableMatch(m) || !headNoun(m.food.name, head.typed ?? head.word))
    return null;
  if (!STAPLE_CATEGORY.test(m.food.category)) return null;
  return {
    ...m,
    score: m.score * WEIGHTS.partialMatchFactor,
    coverage: m.coverage * WEIGHTS.partialMatchFactor,
    setAside: before.map((s) => s.typed ?? s.word),
  };
}

/**
 * "a grilled burger", "grilled tofu": a word that only says how a food was made (lexicon tag `form`, or a cut word)
 * may name a food of its own in FNDDS ("Chicken, grilled") while the food said with it has no such form (FNDDS codes
 * no burger or tofu by cooking method). When the best food is not headed by the phrase's head noun and names none of
 * its food words, sharing only the cooking word, the phrase is read again without the form words. A food with the
 * form ("Fish, salmon, baked") is head-anchored and never reaches here.
 */
function withoutForm(db: FoodDatabase, slots: Slot[], match: Match, sized: boolean): Match | null {
  if (match.anchored) return null;
  const isForm = (s: Slot) => FORM_ONLY.has(s.word) || FORM_WORDS.has(s.word);
  const bare = slots.filter((s) => !isForm(s));
  if (bare.length === 0 || bare.length === slots.length) return null;
  // Only when the food found names none of the food words said, sharing only the cooking word: "grilled cheese" is
  // FNDDS's grilled cheese sandwich, "grilled chicken and rice" a grilled chicken (and the rice after it).
  const top = match.food;
  const named = (s: Slot) =>
    s.alternatives.some((a) => top.nameWords.includes(a) || top.synonymWords.includes(a));
  if (bare.some(named) && usableMatch(match)) return null;
  // Read as said without them, through the same lookups ("burger" is the common form's hamburger).
  const m = matchPhrase(db, bare.map((s) => s.word).join(' '), sized);
  return m && usableMatch(m) ? m : null;
}

// The joining words of Romance dish names ("de", "con"): lexicon class `joining_word`.
const JOINING_WORDS: ReadonlySet<string> = classWords('joining_word');
// Dish words a food is said before ("goat stew", "chickpea stew", "fish soup"): lexicon class `dish_generic`.
const DISH_GENERIC: ReadonlySet<string> = classWords('dish_generic');
// Words of an FNDDS name that only say how it was coded ("Stew, NFS"): lexicon class `generic_name_word`.
const CODING_WORDS: ReadonlySet<string> = classWords('generic_name_word');
// FNDDS categories of meat, poultry and fish (lexicon class `meat_category`).
const MEAT_CATEGORY = lexiconPattern('{meat_category}', 'i');

/**
 * "goat stew", "chickpea stew", "cassava porridge": a dish word after a food FNDDS has no such dish of (decision 196).
 * The ranking then takes the dish alone ("Stew, NFS": 6 g of carbohydrate per 100 g, a chickpea stew has 25), dropping
 * the food that says what the dish is made of. When the best food names nothing but the dish word and none of the
 * food words said before it, the dish is read through its ingredient: the food those words name in the dish's own
 * form when FNDDS has one ("Stewed goat"), else the food itself ("Chickpeas"). A dish FNDDS has ("beef stew", "lentil
 * soup") or a kind of dish ("potato curry" is a vegetable curry) is left to the ranking.
 */
function ingredientOfDish(db: FoodDatabase, slots: Slot[], match: Match): Match | null {
  const head = slots.at(-1);
  if (!head || slots.length < 2 || !DISH_GENERIC.has(head.word)) return null;
  const said = slots
    .slice(0, -1)
    .filter((s) => !FORM_WORDS.has(s.word) && s.alternatives.some((a) => db.idf(a) > 0));
  if (said.length === 0) return null;
  const top = match.food;
  const names = (s: Slot) =>
    s.alternatives.some((a) => top.nameWords.includes(a) || top.synonymWords.includes(a));
  const ingredient = (preferCooked = false) => {
    const plain = said.map((s) => s.word).join(' ');
    // A dish is cooked: the ingredient in its cooked form when FNDDS names one ("eggplant stew" was raw eggplant;
    // decision 137).
    const cooked = preferCooked ? matchPhrase(db, `${plain} cooked`) : null;
    if (
      cooked &&
      usableMatch(cooked) &&
      cooked.food.nameWords.includes('cooked') &&
      said.every((s) => s.alternatives.some((a) => cooked.food.nameWords.includes(a)))
    )
      return cooked;
    const m = matchPhrase(db, plain);
    return m && usableMatch(m) ? m : null;
  };
  // "plantain porridge": the food was found but the dish word, which FNDDS does not have for it, sank it.
  if (said.some(names)) return usableMatch(match) ? null : ingredient();
  const stemOf = head.word.replace(/s$/, '');
  if (!top.nameWords.every((w) => w.startsWith(stemOf) || CODING_WORDS.has(w))) {
    // "pea curry", "mushroom curry": the ranking took a meat's dish of that word ("Beef curry") though no meat was
    // said; the dish is FNDDS's vegetable one of the same word when it has one ("Vegetable curry"; decision 185).
    if (MEAT_CATEGORY.test(top.category) && !said.some((s) => meatSaid(db, s))) {
      const veg = matchPhrase(db, `vegetable ${head.word}`);
      if (
        veg &&
        usableMatch(veg) &&
        !MEAT_CATEGORY.test(veg.food.category) &&
        veg.food.nameWords.some((w) => w.startsWith(stemOf))
      )
        return veg;
    }
    return null;
  }
  const ranked = rankFoods(db, said, MAX_ALTERNATIVES + 15);
  const inForm = ranked.find(
    (r) =>
      r.food.nameWords.some((w) => w.startsWith(stemOf)) &&
      said.every((s) => s.alternatives.some((a) => r.food.nameWords.includes(a))),
  );
  if (inForm)
    return { food: inForm.food, score: inForm.score, coverage: inForm.coverage, anchored: true, ranked };
  // A meat, poultry or fish said before the dish word is what the generic dish already is ("tripe stew" is a stew,
  // not 250 g of tripe): the ingredient is taken for the staples that carry the dish's make-up (pulses, roots,
  // vegetables, grains).
  const m = ingredient(true);
  return m && !MEAT_CATEGORY.test(m.food.category) ? m : null;
}

/** A word said before a dish word that names a meat, poultry or fish (lexicon class `meat_category`) on its own. */
function meatSaid(db: FoodDatabase, s: Slot): boolean {
  const m = matchPhrase(db, s.word);
  return m !== null && MEAT_CATEGORY.test(m.food.category);
}

/**
 * "was a six-inch turkey sub", "except a cup of tea": a few words that no food has, before an amount, name no food;
 * the mention is the amount and the food after them (the grammar's `[amount] food`; an unknown phrase never sinks
 * the food after it, decision 109).
 */
function dropUnknownHead(db: FoodDatabase, text: string): string {
  if (parseAmount(text).quantity !== null) return text;
  const ws = text.split(' ');
  for (let k = 1; k <= Math.min(3, ws.length - 2); k++) {
    const w = ws[k - 1]!;
    if (!/^[a-z']+$/.test(w) || words(w).some((x) => !STOPWORDS.has(x) && db.idf(x) > 0)) return text;
    const tail = ws.slice(k).join(' ');
    const a = parseAmount(tail);
    if (a.quantity !== null && a.rest !== '') return tail;
  }
  return text;
}

/** Up to three words and a manner word last ("lima style", "the greek way"; lexicon class `manner_word`). */
const MANNER = lexiconPattern(String.raw`^(?:[a-z'-]+ ){1,3}(?:{manner_word})$`);

function analyze(db: FoodDatabase, text: string, favorites: readonly Favorite[], joinedBy: Sep): Mention {
  const { text: t0, stated } = extractStated(dropUnknownHead(db, text));
  let amount = parseAmount(t0);
  let phrase = amount.rest;
  // "M&Ms, the regular size": a size said alone after the food is that food's size (a trailing amount).
  if (amount.quantity === null && amount.size === null && /^the\s/.test(phrase)) {
    const sized = parseAmount(phrase.slice(4));
    if (sized.size !== null && sized.quantity === null && sized.unit === null && sized.rest === '')
      amount = sized;
    if (amount === sized) phrase = '';
  }
  // "like 4 of them": an amount whose only words point back at the food before it is that food's amount.
  if (isReference(phrase)) phrase = '';
  if (amount.quantity === null && amount.unit === null) {
    const counted = trailingReference(phrase);
    if (counted) {
      amount = { ...counted.amount, size: amount.size };
      phrase = counted.text;
    }
  }
  if (amount.quantity === null && amount.unit === null) {
    const trailing = parseTrailingAmount(phrase);
    if (trailing.amount) {
      amount = { ...trailing.amount, size: amount.size, rest: trailing.text };
      phrase = trailing.text;
    }
  }
  // "fries lg", "coke medium": a size word said last, after the food, is that food's size (decision 115).
  const sizeLast = amount.size === null ? /^(.*[a-z].*)\s(\S+)$/.exec(phrase) : null;
  if (
    sizeLast &&
    Object.hasOwn(SIZES, sizeLast[2]!) &&
    Object.hasOwn(SIZES, sizeLast[1]!.split(' ').at(-1)!) === false
  ) {
    amount = { ...amount, size: SIZES[sizeLast[2]!]! };
    phrase = sizeLast[1]!.trim();
  }
  // "3 meatballs at 30 g apiece", "2 eggs (50 g each)": a weight of each one counted is that weight times the count
  // (decision 174).
  const each = MEASURED_EACH.exec(phrase);
  if (
    each &&
    amount.quantity !== null &&
    amount.quantity > 1 &&
    (amount.unit === null || amount.unit.kind === 'count')
  ) {
    const u = unitOf(each[2]!);
    if (u) {
      amount = { ...amount, quantity: roundTo(Number(each[1]) * amount.quantity, 3), unit: u, size: null };
      phrase = `${phrase.slice(0, each.index)} ${phrase.slice(each.index + each[0].length)}`
        .replace(/\s+/g, ' ')
        .trim();
    }
  }
  // "a slice of pizza (about 107 g)": a weight or volume said anywhere is the amount that counts.
  const measured = MEASURED.exec(phrase);
  if (measured && (amount.unit === null || amount.unit.kind === 'count')) {
    const u = unitOf(measured[2]!);
    if (u) {
      amount = { ...amount, quantity: Number(measured[1]), unit: u, size: null };
      phrase = `${phrase.slice(0, measured.index)} ${phrase.slice(measured.index + measured[0].length)}`
        .replace(/\s+/g, ' ')
        .trim();
    }
  }
  // "a juice box", "a water bottle": the container said after the food.
  const trailing = CONTAINER_AFTER.exec(phrase);
  if (trailing && amount.unit === null) {
    const u = unitOf(trailing[1]!);
    if (u) {
      amount = { ...amount, unit: u, quantity: amount.quantity ?? 1 };
      phrase = phrase.slice(0, trailing.index).trim();
    }
  }
  // "a salmon fillet", "a 5 oz salmon fillet": the cut said after the fish is its portion, not a food word.
  const cut = FISH_CUT.exec(phrase);
  if (cut) {
    const u = unitOf(cut[1]!);
    if (u && amount.unit === null) amount = { ...amount, unit: u, quantity: amount.quantity ?? 1 };
    phrase = phrase.slice(0, cut.index).trim();
  }
  // "two mantou, 80 g in all", "two cookies, 40 g each": an amount whose other words name no food is the amount of the
  // food before it, of each one counted when a per-item word says so (decision 174).
  let perItem = false;
  let total = false;
  if (phrase !== '' && amount.quantity !== null && functionPhrase(phrase)) {
    perItem = PER_ITEM.test(phrase);
    total = !perItem && phrase.split(/[^a-z]+/).some((w) => TOTAL_WORDS.has(w));
    phrase = '';
  }
  // "3 tacos total", "2 eggs in total", "2 eggs apiece": words that name no food said after the food are not its name
  // (decision 174); they stayed in it and "eggs apiece" was an egg white.
  phrase = withoutTrailingFunctionWords(phrase);
  const bare = phrase === '' && (amount.quantity !== null ? amount.size === null : amount.size !== null);
  if (phrase === '' && amount.unit && amount.unit.kind === 'count' && amount.size === null) {
    // "2 bars", "a slice": the unit word was the food.
    phrase = amount.unit.key;
  }
  const describe: string[] = [];
  let describedSize: string | null = null;
  phrase = phrase
    .replace(PORTION_PHRASES, (m: string, at: number, whole: string) => {
      describe.push(...words(m));
      const extra = PORTION_PHRASE_EXTRAS.find((e) => {
        e.re.lastIndex = at;
        return e.re.exec(whole)?.[0] === m;
      });
      if (extra) {
        describe.push(...extra.says);
        describedSize ??= extra.size;
      }
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (describe.length > 0) {
    // "a fun size bag of skittles": the "of" the portion wording leaves names no food (decision 115).
    phrase = phrase.replace(/^of\s+/, '');
    // "a snack-size bag of pretzels": the container inside the portion wording is the unit.
    const container = amount.unit
      ? undefined
      : describe.map((w) => unitOf(w)).find((u) => u?.kind === 'count');
    if (container) amount = { ...amount, unit: container, quantity: amount.quantity ?? 1 };
    if (amount.unit?.kind === 'count') describe.push(amount.unit.key);
    if (amount.container) describe.push(amount.container);
    if (amount.size) describe.push(amount.size);
  }
  // "a kids size coke" with no child's portion is the small one (decision 165).
  if (describedSize !== null && amount.size === null) amount = { ...amount, size: describedSize };
  const favorite = favoriteFor(phrase, favorites);
  // "..., Lima style": after a comma, with no amount, a manner word said last names no food (decision 162).
  const manner = joinedBy === ',' && amount.quantity === null && amount.unit === null && MANNER.test(phrase);
  // Weighed in metric units, a word one letter from a food's is left as typed (decision 137; correctSpelling).
  const weighed = amount.unit !== null && ['g', 'kg', 'ml'].includes(amount.unit.key);
  const matched =
    favorite || manner
      ? null
      : matchPhrase(
          db,
          phrase,
          amount.size !== null || describe.length > 0,
          weighed,
          amount.quantity !== null,
        );
  const match = matched && leafForm(containerForm(db, matched, amount, phrase), amount, phrase);
  const mention: Mention = {
    text,
    amount,
    phrase,
    describe,
    match,
    favorite,
    stated,
    joinedBy,
    ...(bare ? { bare } : {}),
    ...(perItem ? { perItem } : {}),
    ...(total ? { total } : {}),
  };
  if (favorite) return mention;
  // "a bowl of pho from the vietnamese place", "tacos from the food truck": where the food was eaten or came from,
  // said after it, never sinks or changes the food before it (decision 109): the words before it are read alone,
  // and kept when they name a food at least as well as the whole phrase does (so FNDDS's own "from frozen" still counts).
  // "a smoothie made with banana and spinach", "pasta made with olive oil": the words before "made" name the food
  // and the words after it its parts (decision 115). The whole is kept only when it names no food's parts wrongly:
  // a usable food whose name holds a word of each side is a food FNDDS names as made with that part ("oatmeal made
  // with milk", "meat loaf made with beef"); any other ("Olive oil", "Veggie burger" for "a burger made with beef")
  // matched one side's words alone, and the food is read from the words before "made" (decision 116).
  const made = /\smade\s/.exec(text);
  if (made && made.index > 0 && !(match && usableMatch(match) && namesBothSides(match, text, made))) {
    const before = analyze(db, text.slice(0, made.index), favorites, joinedBy);
    if (before.match && usableMatch(before.match))
      return { ...before, text, amount: amountSaid(before.amount) ? before.amount : amount };
  }
  const where = TRAILING_PLACE.exec(text);
  if (where && where.index > 0) {
    const before = analyze(db, text.slice(0, where.index), favorites, joinedBy);
    const strength = (m: Match | null) => (m && usableMatch(m) ? Math.min(m.score, 1.2) * m.coverage : 0);
    if (strength(before.match) >= strength(match) && strength(before.match) > 0) return before;
  }
  return mention;
}

/** A food named as made with its parts: its name shares a food word with the words before "made" and after it. */
function namesBothSides(match: Match, text: string, made: RegExpExecArray): boolean {
  const name = new Set(words(contentKey(match.food.name.toLowerCase())).map(stem));
  const shares = (side: string) => words(contentKey(side)).some((w) => name.has(stem(w)));
  return shares(text.slice(0, made.index)) && shares(text.slice(made.index + made[0].length));
}

/** Where a trailing place starts: "from" or "at" after the food ("from the taco truck", "at the fair"). */
// Not "at 30 g apiece": "at" before a number says a rate, not a place (decision 174); nor "at about 150 g", a weight
// (decision 177).
const TRAILING_PLACE = lexiconPattern(String.raw`\s(?:from|at)(?!\s+(?:(?:{weight_hedge})\s+)?\d)(?:\s|$)`);

/**
 * A weight or volume said anywhere in a food phrase, with a hedge before it and a word that introduces it ("weighing",
 * "that weighed", "at"; decision 177) (lexicon classes).
 */
const MEASURED = lexiconPattern(
  String.raw`(?:^|\s)(?:(?:{weight_verb})\s+)?(?:{weight_hedge})?\s*(\d+(?:\.\d+)?)\s*({weight_unit})\b`,
);
/** A cut said after the fish: "a salmon fillet" (lexicon class `fish_cut`). */
const FISH_CUT = lexiconPattern(String.raw`\s({fish_cut})$`);

/** A container said after the food (lexicon class `container_after_food`). */
const CONTAINER_AFTER = lexiconPattern(String.raw`\s({container_after_food})$`);

function isReference(phrase: string): boolean {
  return phrase !== '' && phrase.split(' ').every((w) => REFERENCES.has(w));
}

/** "chicken tenders like 4 of them": the trailing amount of the grammar, said as a count of the food. */
function trailingReference(phrase: string): { text: string; amount: Amount } | null {
  const ws = phrase.split(' ');
  let refs = 0;
  while (refs < ws.length && REFERENCES.has(ws[ws.length - 1 - refs]!)) refs++;
  if (refs === 0 || ws[ws.length - 1 - refs] !== 'of') return null;
  const end = ws.length - refs - 1;
  // The longest tail before "of them" that reads as an amount ("like 4"), leaving a food before it.
  for (let k = Math.min(3, end - 1); k >= 1; k--) {
    const a = parseAmount(ws.slice(end - k, end).join(' '));
    if (a.quantity !== null && a.rest === '') {
      const text = ws
        .slice(0, end - k)
        .join(' ')
        .replace(/,$/, '')
        .trim();
      return text === '' ? null : { text, amount: a };
    }
  }
  return null;
}

const COOKING_WORD = lexiconPattern(String.raw`\b(?:{cooking_word})\b`);
/** FNDDS's salad leaves: a raw food with a "Guideline amount in salad" portion. */
const SALAD_LEAF = /^guideline amount in salad$/;

/**
 * "two cups of baby spinach", "2 cups of kale": a leaf measured by volume, with no word that says it was cooked, is
 * the raw leaf FNDDS portions in salads, not its "NS as to form, cooked" (decision 163). A cup of raw spinach is 25 g,
 * of cooked 185 g: a person measures cooked greens only when they say so ("a cup of sauteed spinach").
 */
function leafForm(m: Match, amount: Amount, phrase: string): Match {
  if (amount.unit?.kind !== 'volume' || !m.ranked || !/, NS as to form, cooked$/.test(m.food.name)) return m;
  if (COOKING_WORD.test(phrase)) return m;
  const head = m.food.name.split(',')[0]!;
  const raw = m.ranked.find(
    (r) => r.food.name === `${head}, raw` && portionsOf(r.food).some((p) => SALAD_LEAF.test(p.lower)),
  );
  return raw ? { ...m, food: raw.food, score: Math.max(raw.score, m.score), coverage: raw.coverage } : m;
}

/** Containers that say which form of a food was eaten, and the word FNDDS names that form by. */
const FORM_CONTAINERS: Record<string, RegExp> = { can: /\bcanned\b/i, bottle: /\bbottled\b/i };

/**
 * "a can of chicken noodle soup": when the best food has no portion for the container said and a food of the same
 * head, named as that container's form ("canned", "bottled"), ranked within the fitted margin has one ("Soup,
 * chicken noodle, canned": "1 can"), that form is the one.
 */
function containerForm(db: FoodDatabase, found: Match, amount: Amount, phrase: string): Match {
  const u = amount.unit;
  // The container may be the unit ("a bottle of sweet tea") or said beside one ("a 20 oz bottle of sweet tea").
  const key = u && FORM_CONTAINERS[u.key] ? u.key : (amount.container ?? '');
  const form = FORM_CONTAINERS[key];
  // "half a rotisserie chicken": a whole-food amount is a food of the same kind that FNDDS portions whole (the
  // rotisserie chicken by its half, not the breast that ranks first; decision 163).
  const whole = u?.key === 'entire';
  // The common-form table's food ("sweet tea") is ranked against its neighbours only when a form is said.
  const m =
    form && !found.ranked
      ? { ...found, ranked: rankFoods(db, slotsOf(db, phrase), MAX_ALTERNATIVES + 3) }
      : found;
  // A container that names a form moves the pick to the close food of that form even when the food found has a
  // portion by that container (brewed sweet tea has a bottle; decision 166).
  if (
    !u ||
    !(form || whole) ||
    !m.ranked ||
    form?.test(m.food.name) ||
    (!form && hasUnitPortion(m.food, u.key))
  )
    return found;
  const byUnit = u.key === key || whole;
  const headOf = (name: string) => (whole ? /^[^ ,]+/.exec(name)![0] : name.split(',')[0]);
  const head = headOf(m.food.name);
  const alt = m.ranked.find(
    (r) =>
      r.food !== m.food &&
      headOf(r.food.name) === head &&
      (!form || form.test(r.food.name)) &&
      m.score - r.score <= WEIGHTS.containerFormMargin &&
      (!byUnit || hasUnitPortion(r.food, u.key)),
  );
  return alt ? { ...m, food: alt.food, score: Math.max(alt.score, m.score), coverage: alt.coverage } : found;
}

/** Words that say the meal came from a fast-food chain, or from a restaurant (lexicon classes). */
const FAST_FOOD = lexiconPattern(String.raw`(?<![a-z])(?:{fast_food_context})(?![a-z])`);
const RESTAURANT = lexiconPattern(String.raw`(?<![a-z])(?:{restaurant_context})(?![a-z])`);
/** Words that say the food came from a movie theater (lexicon class, decision 134). */
const MOVIE_THEATER = lexiconPattern(String.raw`(?<![a-z])(?:{movie_theater_context})(?![a-z])`);
/** How FNDDS names say a food came from a fast-food place, from a restaurant, or from a movie theater. */
const FAST_FOOD_FORM = /\bfast food\b/i;
const RESTAURANT_FORM = /\brestaurant\b/i;
const MOVIE_THEATER_FORM = /\bmovie theater\b/i;

/**
 * "mcdonalds large fries", "hash browns at the diner": when the words name a fast-food chain or a restaurant, a
 * food's form "from fast food" or "restaurant" (the one the words name first, else the other; at the movies, its
 * "movie theater" form, decision 134) is chosen when it
 * ranks within the fitted margin of the best and its name holds every word of the best food's name but the coding
 * notes (the fries stay fries, decision 109).
 */
/**
 * At the movies, the food's "movie theater" form (only the theater's popcorn has one): the phrase ranked again with
 * the form's words, kept when that food holds every word of the best food's name. The generic "Popcorn, NFS" ranks
 * first on the word alone, and the theater's popcorns too far down for the fitted margin (decision 134).
 */
function theaterForm(db: FoodDatabase, m: Mention, need: string[]): Scored | undefined {
  return rankFoods(db, slotsOf(db, `${m.phrase} movie theater`), 3).find(
    (r) => MOVIE_THEATER_FORM.test(r.food.name) && need.every((w) => r.food.nameWords.includes(w)),
  );
}

/** The part of an FNDDS name that says where the food came from, which a restaurant's form replaces. */
const SOURCE_NOTE = /,\s*from (?:raw|pre-cooked|precooked|frozen|other sources|home recipe)\b/gi;

function restaurantForms(db: FoodDatabase, mentions: Mention[], text: string): Mention[] {
  if (WEIGHTS.restaurantFormMargin <= 0) return mentions;
  const t = normalize(text);
  const forms = [
    ...(FAST_FOOD.test(t)
      ? [FAST_FOOD_FORM, RESTAURANT_FORM]
      : RESTAURANT.test(t)
        ? [RESTAURANT_FORM, FAST_FOOD_FORM]
        : []),
    // "a medium buttered popcorn at the movies": the theater's popcorn, by its order sizes (decision 134).
    ...(MOVIE_THEATER.test(t) ? [MOVIE_THEATER_FORM] : []),
  ];
  if (forms.length === 0) return mentions;
  const formed = mentions.map((m) => {
    const match = m.match;
    if (!match) return m;
    // Already in a form the words name: only a form they name before it may replace it (at a fast-food chain, the
    // thigh "from restaurant" gives way to the one "from fast food"; decision 136).
    const held = forms.findIndex((f) => f.test(match.food.name));
    if (held === 0) return m;
    const wanted = held > 0 ? forms.slice(0, held) : forms;
    // A plain name the common-form table reads, with the table's sized food in a form the words name: that food
    // ("chick-fil-a chicken sandwich and waffle fries" are the fast-food fries, as "a large fries" there are;
    // decision 136).
    const sizedForm = match.sized;
    if (sizedForm && wanted.some((f) => f !== MOVIE_THEATER_FORM && f.test(sizedForm.name)))
      return { ...m, match: { ...match, food: sizedForm } };
    if (!match.ranked) return m;
    // Where the food came from is what the form replaces: "from raw" or "from pre-cooked" is not a word the fast-food
    // form must hold ("kfc fried chicken breast" was the breast fried at home "from raw"; decision 136).
    const need = words(plainName(match.food).replace(SOURCE_NOTE, ''));
    const near = match.ranked.filter(
      (r) =>
        r.food !== match.food &&
        match.score - r.score <= WEIGHTS.restaurantFormMargin &&
        need.every((w) => r.food.nameWords.includes(w)),
    );
    const alt =
      wanted
        .filter((f) => f !== MOVIE_THEATER_FORM)
        .map((f) => near.find((r) => f.test(r.food.name)))
        .find((r) => r !== undefined) ??
      (wanted.includes(MOVIE_THEATER_FORM) ? theaterForm(db, m, need) : undefined);
    return alt
      ? { ...m, match: { ...match, food: alt.food, coverage: Math.max(alt.coverage, match.coverage) } }
      : m;
  });
  if (forms[0] !== FAST_FOOD_FORM) return formed;
  const said = CHAIN_PORTIONS.filter((c) => c.said.test(t));
  const chains = said.map((c) => c.portion);
  return formed.map((m) => chainPortion(fountainSized(chainOwnFood(db, m, said)), chains));
}

/** Words of an FNDDS name after a food's head that only note how it was coded, not what it holds. */
const CODING_NOTE_WORDS = new Set(
  'nfs ns from fast food restaurant 1 2 small medium large patty patties on white bun plain'.split(' '),
);
const foodsByName = new WeakMap<FoodDatabase, Map<string, IndexedFood>>();

/**
 * "a cheeseburger from mcdonalds", "got a hamburger at burger king": a food said where one chain is named, whose FNDDS
 * name is a head and coding notes only ("Cheeseburger, NFS", "Double cheeseburger (McDonalds)"), is that chain's own
 * food where FNDDS has one by that head ("Cheeseburger (McDonalds)", 110 g against the generic 165 g). Said before
 * the food ("mcdonalds cheeseburger") the search already finds it; said after, it did not (decision 214).
 */
function chainOwnFood(db: FoodDatabase, m: Mention, said: (typeof CHAIN_PORTIONS)[number][]): Mention {
  const match = m.match;
  if (said.length !== 1 || !match || m.favorite) return m;
  const [head, ...rest] = match.food.name.split(',');
  const base = head!.replace(/\s*\([^)]*\)\s*$/, '').trim();
  if (!words(rest.join(' ')).every((w) => CODING_NOTE_WORDS.has(w))) return m;
  let index = foodsByName.get(db);
  if (!index) {
    index = new Map(db.foods.filter((f) => f.source === 'fndds').map((f) => [f.name.toLowerCase(), f]));
    foodsByName.set(db, index);
  }
  const own = index.get(`${base} (${said[0]!.label})`.toLowerCase());
  if (!own || own === match.food) return m;
  // A portion chosen for the generic food is not the chain food's.
  const next: Match = { ...match, food: own };
  delete next.portion;
  return { ...m, match: next };
}

/** A chain's name as FNDDS's portion texts write it, and as people say it (lexicon `chainMeals.portions`). */
const CHAIN_PORTIONS = LEXICON_FILE_DATA.chainMeals!.portions.map((c) => ({
  portion: new RegExp(`\\b${escapeRegExp(c.portion)}\\b`, 'i'),
  /** The chain as FNDDS names its own foods: "Cheeseburger (McDonalds)". */
  label: c.portion.replace(/'/g, ''),
  said: new RegExp(`(?<![a-z])(?:${c.said.map(escapeRegExp).join('|')})(?![a-z])`),
}));

/**
 * "an apple pie from mcdonalds": a food said with no amount of its own, at a chain whose own portion FNDDS lists for it
 * ("1 McDonald's pie", "1 Taco Bell taco salad"), is that portion; only when one portion of the food names the chain
 * (the Big Mac's three McDonald's portions are its sizes, left to its default) (decision 201).
 */
function chainPortion(m: Mention, chains: RegExp[]): Mention {
  const match = m.match;
  if (chains.length === 0 || !match || m.favorite || match.portion) return m;
  if (m.amount.unit !== null || m.amount.size !== null || m.amount.container !== null) return m;
  const named = portionsOf(match.food).filter((p) => chains.some((c) => c.test(p.name)));
  return named.length === 1 ? { ...m, match: { ...match, portion: named[0]!.name } } : m;
}

/** FNDDS's portion of a fountain drink by its cup size ("1 medium drink"). */
const FOUNTAIN_PORTION = /^medium drink$/;

/**
 * At a fast-food chain, a fountain drink said with no size, container or unit ("got a cheeseburger and a coke at the
 * drive-thru") is the chain's default cup (lexicon `chainMeals.fountainSize`, decision 201), not FNDDS's can.
 */
function fountainSized(m: Mention): Mention {
  const food = m.match?.food;
  if (!food || m.favorite || m.amount.unit !== null || m.amount.size !== null || m.amount.container !== null)
    return m;
  if (!isBeverage(food) || !portionsOf(food).some((p) => FOUNTAIN_PORTION.test(p.what))) return m;
  return { ...m, amount: { ...m.amount, size: CHAIN_MEALS.fountainSize } };
}

/** The confidence threshold (decision 101): above it a phrase names a food; below it the phrase is skipped. */
function usableMatch(match: Match): boolean {
  // Its rest was usable before the set-aside words lowered its confidence (setAside).
  if (match.setAside) return true;
  if (match.partial)
    return (
      match.anchored === true && match.coverage >= WEIGHTS.minAnchoredCoverage * WEIGHTS.partialMatchFactor
    );
  if (match.anchored && match.coverage >= WEIGHTS.minAnchoredCoverage) return true;
  return match.score >= WEIGHTS.minScore && match.coverage >= WEIGHTS.minCoverage;
}

function usable(m: Mention): boolean {
  if (m.favorite) return true;
  if (!m.match) return false;
  return usableMatch(m.match);
}

function mentionValue(m: Mention): number {
  if (m.favorite) return 1.3;
  return usable(m) ? Math.min(m.match!.score, 1.2) : 0;
}

/** Every chunk of a merged mention names part of the food ("peanut butter" + "jelly sandwich"). */
function coversAllChunks(m: Mention, chunks: Chunk[]): boolean {
  if (!m.match) return false;
  const f = m.match.food;
  // The name itself, not the synonyms: "coffee" + "cream" is not "Cream, light" (synonym "coffee cream"); and
  // not a word the name negates: "coffee with sugar and creamer" is not "Coffee creamer, sugar free".
  const known = namedWords(f);
  // "cheese" in "egg, cheese and sausage sandwich" is part of the sandwich though FNDDS's name leaves it out.
  const dish = chunks.some((c) => DISH.test(c.text));
  // A dish the person did not name is not the food they listed: "eggs and bacon" is no "Egg burrito, with bacon"
  // (decision 109). The food's head names a dish ("burrito", "sandwich or sub", "casserole": classes `dish_word` and
  // `dish_head`): one of its dish words must be said.
  const said = chunks.flatMap((c) => words(c.text));
  const head = f.nameWords.filter((_w, i) => f.nameSegments[i] === 0);
  const dishes = DISH_NOUNS.filter((d) => hasPhrase(head, d));
  if (dishes.length > 0 && !dishes.some((d) => hasPhrase(said, d))) return false;
  // The other way round: a dish said before its additions is the food they merge into, or they do not merge ("cheese
  // enchiladas with rice" is no "Beef and rice with cheese sauce"; decision 216).
  const first = words(chunks[0]!.text);
  const saidDishes = DISH_HEADS.filter((d) => hasPhrase(first, d));
  if (saidDishes.length > 0 && !saidDishes.some((d) => hasPhrase(f.nameWords, d))) return false;
  if (headFromAddition(f, chunks)) return false;
  return chunks.every(
    (c) =>
      // "corn on the cob": the base a food comes on is part of it.
      (c.on === true && namesBase(c.text)) ||
      words(c.text).some((w) => !STOPWORDS.has(w) && (known.has(w) || (dish && DISH_PARTS.has(w)))),
  );
}

/**
 * "two pancakes with maple syrup": in "X with Y" the food is X, what comes with it Y. A food whose head noun (the last
 * word of its name's first part, before any "with", "on", "in" or "and") is said only after "with", never before it, is the addition, not
 * the dish: "Pancake syrup" named both words and covered every chunk, and the pancakes were lost (decision 161).
 * "spaghetti with meat sauce" (Pasta with ... sauce and meat) and "a burrito with beans" keep their dish.
 */
function headFromAddition(f: IndexedFood, chunks: Chunk[]): boolean {
  const firstWith = chunks.findIndex((c, i) => i > 0 && c.sep === 'with');
  if (firstWith < 0) return false;
  const head = words(f.name.split(',')[0]!.split(/\s(?:with|on|in|and)\s/i)[0]!).at(-1);
  if (head === undefined) return false;
  const has = (c: Chunk) => words(c.text).includes(head);
  return !chunks.slice(0, firstWith).some(has) && chunks.slice(firstWith).some(has);
}

/** A drink whose foods said after "with" are blended into it (lexicon class `blended_drink`): all are its parts. */
const BLENDED = lexiconPattern(String.raw`\b({blended_drink})\b`, 'i');

/** A composite dish's noun (lexicon class `dish_word`, decision 105). */
const DISH = lexiconPattern(String.raw`\b({dish_word})\b`);
/** The dish nouns of both classes, each as the words FNDDS names and the index stem them ("hot dog", "burrito"). */
const DISH_NOUNS: string[][] = [...classWords('dish_word'), ...classWords('dish_head')].map((p) => words(p));
/** The dish nouns of class `dish_head` alone (casserole, curry, enchilada ...). */
const DISH_HEADS: string[][] = [...classWords('dish_head')].map((p) => words(p));

/** The words hold the phrase's words in a row. */
function hasPhrase(ws: readonly string[], phrase: readonly string[]): boolean {
  for (let i = 0; i + phrase.length <= ws.length; i++)
    if (phrase.every((w, k) => ws[i + k] === w)) return true;
  return false;
}

/** Words by which an FNDDS name says a part is absent (lexicon class `name_negation`). */
const NAME_NEGATION = lexiconPattern(String.raw`\b({name_negation})\b`, 'i');

/** The words a food's name says it has: not those of a part the name negates ("no dressing", "sugar free"). */
function namedWords(f: IndexedFood): Set<string> {
  const negated = new Set<number>();
  f.name.split(/[,(]/).forEach((seg, s) => {
    if (NAME_NEGATION.test(seg)) negated.add(s);
  });
  return new Set(f.nameWords.filter((_w, i) => !negated.has(f.nameSegments[i]!)));
}

const MERGEABLE = new Set<Sep>(['and', 'with']);
/** The most chunks one mention may span ("egg", "cheese", "and sausage sandwich", "on an english muffin"). */
const MAX_SPAN = 4;

/** "hamburger bun", "the cob": what follows "on" names a base a food comes on (its first or second word). */
function namesBase(text: string): boolean {
  return text.split(' ', 2).some((w) => ON_BASES.has(w));
}

/** From chunk `from`, a list joined by commas whose "and" item names a dish ("egg, cheese and sausage sandwich"). */
function listEndsInDish(chunks: Chunk[], from: number, end: number): boolean {
  for (let k = from; k < end; k++) {
    const c = chunks[k]!;
    if (c.sep === ',' && !c.on) continue;
    return c.sep === 'and' && DISH.test(c.text);
  }
  return false;
}
/** A drink or cereal, and what is added to one: each its own item (lexicon classes, decision 107). */
const DRINK = lexiconPattern(String.raw`\b({drink_with_additions})\b`);
const ADDITION = lexiconPattern(String.raw`^(?:{addition_amount} )?({drink_addition})\b`);
/** "and some cheddar cheese": a determiner or vague amount after "and" starts a food of its own (decision 170). */
const OWN_FOOD_AMOUNT = lexiconPattern(String.raw`^(?:{own_food_amount})\s`);

/** Chooses how to group chunks: a dish named across "and"/"with" wins when it matches as well as the parts. */
/**
 * "homemade chili with beans", "homemade rice and beans": how the dish was made, said before a dish of two parts, is
 * left out when the parts are tried as one food. With it the one food ("Chili with meat and beans") covered too little
 * of the words to win, and the dish was read as two (chili and 92 g of beans; decision 136). A part said alone keeps
 * the word ("homemade cookies").
 */
const MADE_HOW = /\b(?:homemade|home made|home-made|home cooked|home-cooked)\b/g;

/** A phrase matched on all its words, with no word set aside, corrected or left unknown. */
function wholeMatch(m: Mention): boolean {
  const match = m.match;
  return (
    match !== null &&
    usableMatch(match) &&
    match.coverage >= 0.999 &&
    !match.partial &&
    !match.setAside &&
    !match.corrected
  );
}

/**
 * "eggs bacon hashbrowns", "oatmeal banana coffee": foods typed with nothing between them (decision 170). A chunk of
 * plain words (no amount, no joining word) that no food names on all its words is read as two or three foods, each
 * matched on all its words and ending in its food's head noun, the fewest parts first. When the chunk as a whole
 * names a food, the split must hold two parts that food does not name at all; otherwise the other words were its
 * modifiers ("black coffee", "grape jelly"). Null when no such reading exists.
 */
function unseparatedList(
  db: FoodDatabase,
  chunk: Chunk,
  whole: Mention,
  favorites: readonly Favorite[],
): Mention[] | null {
  const words = chunk.text.split(' ');
  // "burger fries coke" named SR28's "BURGER KING, french fries": a brand said in part is no name of the whole.
  const partBrand = whole.match !== null && brandNotSaid(whole.match.food.name, words);
  if (
    whole.favorite ||
    (whole.match && wholeMatch(whole) && !partBrand && !mealNotSaid(whole.match.food.name, words)) ||
    amountSaid(whole.amount)
  )
    return null;
  if (words.length < 2 || words.length > 8 || words.some((w) => !/^[a-z]+$/.test(w) || LIST_BREAKER.test(w)))
    return null;
  // A whole whose food's own noun was not said ("salmon rice broccoli" as "Broccoli casserole with rice", "chicken rice
  // beans" as a burrito) names a dish the words only share parts with: the split needs no part it misses twice.
  const wholeWords =
    whole.match &&
    usableMatch(whole.match) &&
    !partBrand &&
    firstHeadSaid(whole.match.food.name, words, 1) &&
    !mealNotSaid(whole.match.food.name, words)
      ? nameWordsOf(whole.match.food.name)
      : null;
  const read = (ws: string[]) => {
    const m = { ...analyze(db, ws.join(' '), favorites, chunk.sep), clause: chunk.clause };
    // A part names its food by the food's head noun ("black" is not Black beans), or is the plain name the
    // common-form table gives that food ("toast", "soda", "burger": decision 175), and is said whole.
    if (
      !wholeMatch(m) ||
      brandNotSaid(m.match!.food.name, ws) ||
      !(headNoun(m.match!.food.name, ws.at(-1)!) || plainNameOf(ws, m)) ||
      (!plainNameOf(ws, m) && !firstHeadSaid(m.match!.food.name, ws, 2)) ||
      mealNotSaid(m.match!.food.name, ws)
    )
      return { ...m, match: null };
    return m;
  };
  // A usable whole that misses the words of at most one part read them as its modifier ("grape jelly", "black
  // coffee", "tzatziki sauce"): split only when it misses two parts or names no food.
  const missed = (p: Mention) => p.phrase.split(' ').every((w) => !wholeWords!.has(plainForm(w)));
  const partlyMissed = (p: Mention) =>
    p.phrase.split(' ').some((w) => !wholeWords!.has(plainForm(w)) && !STOPWORDS.has(w));
  // A modifier comes before its food: a food of two or more words the whole misses, said last, is a food of its own
  // ("grilled cheese tomato soup": the grilled cheese sandwich misses "tomato soup"; decision 175).
  // Nor when every part is said as the common-form table's plain name for its food ("bacon oj", "toast coffee"): such
  // names are foods said whole (decision 175).
  const keeps = (parts: Mention[]) =>
    wholeWords === null ||
    parts.filter(missed).length >= 2 ||
    (parts.length === 2 &&
      missed(parts[1]!) &&
      !missed(parts[0]!) &&
      parts[1]!.phrase.split(' ').length >= 2) ||
    // Nor, when the whole covers less than four fifths of the words, two foods of two words or more each, one of them
    // missed or named only in part by the whole ("fried chicken mashed potatoes" as mashed potatoes, "fried rice
    // orange chicken" as fried rice with chicken; decision 227; "sweet potato fries" covers more and stays whole).
    (parts.length === 2 &&
      whole.match!.coverage < 0.8 &&
      parts.every((p) => p.phrase.split(' ').length >= 2) &&
      parts.some(partlyMissed) &&
      parts.some((p) => !missed(p))) ||
    (parts.some(missed) && parts.every((p) => plainNameOf(p.phrase.split(' '), p)));
  // Each run of words is read once (a chunk of up to eight words has 36 runs).
  const reads = new Map<string, Mention>();
  const readRun = (i: number, j: number) => {
    const key = `${i} ${j}`;
    let m = reads.get(key);
    if (!m) reads.set(key, (m = read(words.slice(i, j))));
    return m;
  };
  // The best reading of words i.. as exactly k foods, each read whole.
  const split = (i: number, k: number): { value: number; parts: Mention[] } | null => {
    if (k === 1) {
      const m = readRun(i, words.length);
      return wholeMatch(m) ? { value: mentionValue(m), parts: [m] } : null;
    }
    let top: { value: number; parts: Mention[] } | null = null;
    for (let j = i + 1; j <= words.length - (k - 1); j++) {
      const a = readRun(i, j);
      if (!wholeMatch(a)) continue;
      const rest = split(j, k - 1);
      if (!rest) continue;
      const value = mentionValue(a) + rest.value;
      if (!top || value > top.value) top = { value, parts: [a, ...rest.parts] };
    }
    return top;
  };
  // The fewest parts first: two, then three, then four ("eggs toast bacon oj"; decision 227).
  for (let k = 2; k <= Math.min(4, words.length); k++) {
    const best = split(0, k);
    if (best && keeps(best.parts)) return inOneChunk(best.parts);
  }
  return null;
}

/** The parts of one chunk after its first are marked as said in it, with no separator before them (decision 223). */
function inOneChunk(parts: Mention[]): Mention[] {
  return parts.map((p, k) => (k > 0 ? { ...p, inChunk: true } : p));
}

/**
 * The said word is a head noun of the food's name: the last word of one of its comma segments, compared without a
 * plural ending; "waffles" meets "Waffle" though its "-es" is not a plural ending of "waffle" (decision 175).
 */
function headNoun(name: string, said: string): boolean {
  const ends = segmentEnds(name);
  return ends.has(plainForm(said)) || ends.has(said.replace(/s$/, ''));
}

/** A food named after a brand in capitals ("BURGER KING, french fries") whose words were not all said. */
function brandNotSaid(name: string, said: readonly string[]): boolean {
  const brand = /^([A-Z0-9][A-Z0-9'&.\- ]+[A-Z0-9'.]),/.exec(name)?.[1];
  if (!brand) return false;
  return !(brand.toLowerCase().match(/[a-z]+/g) ?? []).every((w) => said.includes(w));
}

/** The common-form table's plain names, as stemmed words without stopwords, with the code each names. */
const PLAIN_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(COMMON_FORMS).map(([phrase, form]) => [
    words(phrase)
      .filter((w) => !STOPWORDS.has(w))
      .join(' '),
    form.code,
  ]),
);

/**
 * A part said as the plain name the common-form table reads, matched to that table's food ("toast", "soda", "burger"):
 * the name a person gives the food whole, though it is no head noun of FNDDS's name (decision 175).
 */
function plainNameOf(ws: string[], m: Mention): boolean {
  const code = PLAIN_NAMES.get(
    words(ws.join(' '))
      .filter((w) => !STOPWORDS.has(w))
      .join(' '),
  );
  return code !== undefined && m.match?.food.source === 'fndds' && m.match.food.code === code;
}

/** Words that join or place foods (lexicon): a chunk holding one is not a bare list ("on white", "cream of wheat"). */
const LIST_BREAKER = lexiconPattern(String.raw`^(?:{list_breaker})$`);

/**
 * The head noun of a food name's first segment ("burrito" of "Egg burrito, with bacon", "casserole" of "Broccoli
 * casserole with rice") is among the words said, or that segment has fewer than `min` words ("Potato, hash brown" for
 * "hash browns", "Bread, ..., toasted" for "toast" with min 2). A part of a bare list read as a dish it only names the
 * parts of is no part ("eggs bacon" as an egg burrito with bacon; decision 227).
 */
function firstHeadSaid(name: string, said: readonly string[], min: number): boolean {
  const first =
    name
      .toLowerCase()
      .split(',')[0]!
      .split(/ (?:with|on|in) /)[0]!
      .match(/[a-z]+/g) ?? [];
  if (first.length < min) return true;
  const head = plainForm(first.at(-1)!);
  return said.some((w) => plainForm(w) === head || w.replace(/s$/, '') === head);
}

/**
 * FNDDS's frozen meals ("Salisbury steak with gravy, potatoes, vegetable, frozen meal", "Pancakes and sausage, frozen
 * meal") name a tray of several foods; typed as a bare list with no "frozen" ("steak potatoes", "pancakes sausage
 * oj") the words are foods of their own (decision 227).
 */
function mealNotSaid(name: string, said: readonly string[]): boolean {
  return /\bfrozen meal\b/i.test(name) && !said.includes('frozen');
}

/** A word without its plural ending, to compare a said word with a food's name. */
function plainForm(w: string): string {
  return w.replace(/(?:es|s)$/, '');
}

/** The stemmed words of a food's name. */
function nameWordsOf(name: string): Set<string> {
  return new Set((name.toLowerCase().match(/[a-z]+/g) ?? []).map(plainForm));
}

/** The last word of each comma segment of a food's name, stemmed: its head nouns ("Potato, french fries"). */
function segmentEnds(name: string): Set<string> {
  return new Set(
    name
      .toLowerCase()
      .split(',')
      .map((seg) => plainForm((seg.match(/[a-z]+/g) ?? []).at(-1) ?? '')),
  );
}

function segment(db: FoodDatabase, chunks: Chunk[], favorites: readonly Favorite[]): Mention[] {
  const n = chunks.length;
  const best: { value: number; mentions: Mention[] }[] = [{ value: 0, mentions: [] }];
  for (let end = 1; end <= n; end++) {
    let choice: { value: number; mentions: Mention[] } | null = null;
    for (let start = end - 1; start >= Math.max(0, end - MAX_SPAN); start--) {
      if (start < end - 1) {
        const next = chunks[start + 1]!;
        // "a sausage sandwich on an English muffin": the bread a dish comes on may be part of its name;
        // "egg, cheese and sausage sandwich": a list that ends in a dish may be that dish's parts.
        const joinable =
          MERGEABLE.has(next.sep) ||
          (next.on === true && (DISH.test(chunks[start]!.text) || namesBase(next.text))) ||
          (next.sep === ',' && listEndsInDish(chunks, start + 1, end));
        if (!joinable) break;
        // A food said beside the one before ("with extra sour cream", "dipped in salsa") is never part of its name.
        if (next.side === true) break;
        // Additions to a drink are their own items, as FNDDS codes them ("coffee with sugar and cream").
        if (DRINK.test(chunks[start]!.text) && ADDITION.test(chunks[start + 1]!.text)) break;
        // A later chunk with its own amount is its own food ("coffee with 2 tbsp cream").
        if (parseAmount(chunks[start + 1]!.text).quantity !== null) break;
        // "a few crackers and some cheddar cheese": so is one after "and" with a determiner or vague amount.
        if (next.sep === 'and' && OWN_FOOD_AMOUNT.test(next.text)) break;
      }
      const span = chunks.slice(start, end);
      const text = span
        .map((c, i) =>
          i === 0
            ? span.length > 1
              ? c.text.replace(MADE_HOW, ' ')
              : c.text
            : `${c.on ? 'on' : c.sep} ${c.text}`,
        )
        .join(' ');
      const m = {
        ...analyze(db, text, favorites, chunks[start]!.sep),
        clause: chunks[start]!.clause,
        ...(chunks[start]!.side ? { side: true } : {}),
        ...(chunks[start]!.commaAnd ? { commaAnd: true } : {}),
        ...(chunks[start]!.on ? { on: true } : {}),
      };
      // A dish that names every part ("mac and cheese", "quarter pounder with cheese") is one food; a span
      // whose extra chunks the food does not name earns nothing for them.
      const list = span.length === 1 ? unseparatedList(db, span[0]!, m, favorites) : null;
      if (list) {
        const value = list.reduce((v, part) => v + mentionValue(part), 0) + best[start]!.value;
        if (!choice || value > choice.value)
          choice = { value, mentions: [...best[start]!.mentions, ...list] };
        continue;
      }
      const whole =
        span.length > 1 && m.match !== null && (m.match.ofTwo === true || coversAllChunks(m, span));
      let value = mentionValue(m) * (span.length === 1 || whole ? span.length : 1);
      if (whole && m.match!.coverage >= 0.9) value += WEIGHTS.wholeDishBonus * (span.length - 1);
      value += best[start]!.value;
      // "potato and pea curry" is one dish by the grammar (dishOfTwo), not a weaker reading of its two foods: it
      // wins over the readings that split it (decision 204).
      if (m.match?.ofTwo === true && usable(m) && choice) value = Math.max(value, choice.value + 1e-6);
      if (!choice || value > choice.value) choice = { value, mentions: [...best[start]!.mentions, m] };
    }
    best.push(choice!);
  }
  return best[n]!.mentions;
}

/**
 * "a burrito bowl with chicken, rice, beans, cheese and salsa" is one composite dish (spec section 7): the
 * ingredients after "with" refine the dish when FNDDS has a more specific code, and toppings are part of it.
 */
/** A food FNDDS codes as a sandwich, burger or hot dog on its bread (decision 202). */
const SANDWICH_FOOD =
  /\bsandwich|\bburger\b|\bhamburger\b|\bcheeseburger\b|\bslider|\bon (?:white |wheat )?bun\b/i;
/** A bread a food comes on: a bun or roll said after "on" (not toast, a pita or a slice of bread). */
const BASE_BREAD = /^(?:roll|bread|bun)\b/i;
const BUN_SAID = /\b(?:buns?|rolls?|hoagies?)\b/;

/**
 * "a fried chicken patty on a bun", "a fish fillet on a bun", "a bratwurst on a roll": the bun or roll said after a
 * food is the bread of its sandwich. When the food read is already FNDDS's sandwich (its "patty" synonym), the bun is
 * not counted again (it was 52 g more); when FNDDS has the food's sandwich ("fish fillet sandwich", "bratwurst
 * sandwich"), that sandwich is the food and the bun goes (decision 202). A bun with its own amount stays.
 */
function sandwichOnBread(db: FoodDatabase, mentions: Mention[]): Mention[] {
  const out: Mention[] = [];
  for (const m of mentions) {
    const prev = out.at(-1);
    if (
      prev?.match &&
      m.on === true &&
      m.match &&
      m.amount.quantity === null &&
      BASE_BREAD.test(m.match.food.name) &&
      BUN_SAID.test(m.phrase) &&
      prev.clause === m.clause
    ) {
      if (SANDWICH_FOOD.test(prev.match.food.name)) continue;
      // Only a meat, poultry or fish on the bun becomes its sandwich ("butter on a roll" is butter and a roll).
      if (!MEAT_CATEGORY.test(prev.match.food.category)) {
        out.push(m);
        continue;
      }
      const sandwich = matchPhrase(db, `${prev.phrase} sandwich`);
      if (
        sandwich &&
        usableMatch(sandwich) &&
        sandwich.coverage >= 0.9 &&
        /\bsandwich\b/i.test(sandwich.food.name) &&
        !/\bsandwich\b/i.test(prev.match.food.name)
      ) {
        out[out.length - 1] = { ...prev, match: sandwich };
        continue;
      }
    }
    // "a chicken salad sandwich on a croissant", "a BLT on a croissant", "a turkey sandwich on a bagel": the bread a
    // sandwich is said on is the sandwich's own bread, not a food beside it (the croissant was counted, 57 g, with the
    // sandwich's bread; decision 224). FNDDS names no such sandwich, so its sandwich on white stays the food.
    if (
      prev?.match &&
      m.on === true &&
      m.match &&
      m.amount.quantity === null &&
      SANDWICH_FOOD.test(prev.match.food.name) &&
      SANDWICH_BREAD.test(m.match.food.name) &&
      SANDWICH_BREAD_SAID.test(m.phrase) &&
      prev.clause === m.clause
    )
      continue;
    out.push(m);
  }
  return out;
}

/** Breads a sandwich is said on that FNDDS's sandwiches do not name: a croissant, bagel, biscuit (decision 224). */
const SANDWICH_BREAD = /^(?:Croissant|Bagel|Biscuit|English muffin)\b/;
const SANDWICH_BREAD_SAID = /\b(?:croissants?|bagels?|biscuits?|english muffins?)\b/;

/** A sandwich said by its noun alone, and the breads it is made on (decision 224). */
const SANDWICH_SAID = /^(?:(?:a|an|one|my|the)\s+)?(?:sandwich|sandwiches)$/;
const BREAD_FOOD = /^(?:Bread|Roll|Bagel|Bun|Tortilla|Pita|English muffin|Croissant|Biscuit)\b/;

/** A dish said as a bowl ("burrito bowl", "rice bowl"): its contents may be listed after a comma (decision 202). */
const BOWL_SAID = /\bbowls?$/;

/** FNDDS's categories of mixed dishes and stir-fry mixtures: a meat, poultry, seafood, rice or pasta dish with other foods in it. */
const MIXED_DISH_CATEGORY = /\bmixed dishes\b|\bmixtures\b/i;

function absorbToppings(db: FoodDatabase, mentions: Mention[]): Mention[] {
  const out: Mention[] = [];
  for (let i = 0; i < mentions.length; i++) {
    const dish = mentions[i]!;
    out.push(dish);
    // The food read must itself be a dish: a phrase that says "bowl" or "stir fry" of a food FNDDS has no such dish
    // for ("a poke bowl" read as poke greens, "a tofu stir fry" as tofu) holds none of the foods after it (decision 135).
    if (!dish.match) continue;
    const blended = BLENDED.test(dish.match.food.name);
    // A dish said by its dish word ("chicken stir fry") whose food FNDDS codes as a mixed dish of no such word
    // ("Chicken or turkey and vegetables ...; soy-based sauce") is that dish as well (decision 203).
    const mixed = DISH.test(dish.phrase) && MIXED_DISH_CATEGORY.test(dish.match.food.category);
    if (!blended && !mixed && !DISH.test(dish.match.food.name.toLowerCase())) continue;
    // "I made a smoothie with a banana, a cup of strawberries and a cup of almond milk": a blended drink of no size
    // said, whose parts each come with an amount, is those parts; the coder records them, not the drink as well.
    if (blended && dish.amount.unit === null && dish.amount.size === null) {
      let k = i + 1;
      while (
        k < mentions.length &&
        mentions[k]!.match &&
        (k === i + 1 ? mentions[k]!.joinedBy === 'with' : ['and', ','].includes(mentions[k]!.joinedBy))
      )
        k++;
      const parts = mentions.slice(i + 1, k);
      // Parts with no amount go at their usual one ("with Greek yogurt, a banana and a cup of frozen berries", "with a
      // banana and strawberries": the smoothie was counted beside the fruit said with an amount; decision 224).
      if (parts.length >= 2 && parts.filter((m) => amountSaid(m.amount)).length >= 2) {
        out.pop();
        continue;
      }
    }
    // "a sandwich with two slices of whole wheat bread, three slices of turkey and a slice of Swiss": a sandwich of no
    // filling named, said with its bread counted among its parts, is those parts; the coder records the bread, meat and
    // cheese, not FNDDS's "Sandwich, NFS" beside them (115 g more, the bread counted twice; decision 224).
    if (SANDWICH_SAID.test(dish.phrase) && dish.match.food.name.startsWith('Sandwich, NFS')) {
      let k = i + 1;
      while (
        k < mentions.length &&
        mentions[k]!.match &&
        (k === i + 1 ? mentions[k]!.joinedBy === 'with' : ['and', ','].includes(mentions[k]!.joinedBy))
      )
        k++;
      const parts = mentions.slice(i + 1, k);
      if (parts.some((m) => amountSaid(m.amount) && BREAD_FOOD.test(m.match!.food.name))) {
        out.pop();
        continue;
      }
    }
    let j = i + 1;
    const run: Mention[] = [];
    while (j < mentions.length) {
      const m = mentions[j]!;
      // The list starts at "with", or right after a dish that took its "with" ("bowl with chicken, rice").
      // "one burrito bowl, chicken, white rice and black beans", "a burrito bowl: steak, rice and beans": a bowl named
      // with no "with", its contents listed after a comma, opens the list as well, when what follows is a part its
      // recipe holds (decision 202; the contents were counted again beside the bowl).
      const opens =
        m.joinedBy === 'with' ||
        (m.joinedBy === ',' && / with /.test(` ${dish.text} `)) ||
        (m.joinedBy === ',' &&
          BOWL_SAID.test(dish.phrase) &&
          (DISH_PARTS.has(contentKey(m.phrase)) ||
            DISH_PARTS.has(contentKey(m.phrase).split(' ').pop() ?? '')));
      // A second "with" goes on with the list ("two tacos with ground beef with cheese and lettuce").
      const joined = run.length === 0 ? opens : [',', 'and', 'with'].includes(m.joinedBy);
      // What is said beside the dish ("with a side of salsa", "dipped in salsa", "with extra sour cream", "with salsa
      // on the side") is no part its recipe holds: a food of its own (decision 211).
      if (!joined || m.amount.quantity !== null || m.favorite || m.side) break;
      run.push(m);
      j++;
    }
    if (run.length === 0) continue;
    const head = dish.match.food.name.split(',')[0]!;
    // The dish with all its parts said; when that names no dish of its kind ("tacos ground beef cheese lettuce" is a
    // restaurant's item of another head noun), the dish with its parts but the garnishes its name never tells apart.
    let refined: ReturnType<typeof matchPhrase> = null;
    const core = run.filter((m) => !GARNISHES.has(contentKey(m.phrase)));
    for (const parts of core.length > 0 && core.length < run.length ? [run, core] : [run]) {
      const found = matchPhrase(db, `${dish.phrase} ${parts.map((m) => m.phrase).join(' ')}`);
      if (found && found.food.name.split(',')[0] === head) {
        refined = found;
        break;
      }
    }
    if (refined && refined.food !== dish.match.food) {
      const known = new Set([...refined.food.nameWords, ...refined.food.synonymWords]);
      const gained = run.filter((m) => words(m.phrase).some((w) => known.has(w))).length;
      const before = new Set([...dish.match.food.nameWords, ...dish.match.food.synonymWords]);
      const had = run.filter((m) => words(m.phrase).some((w) => before.has(w))).length;
      // The refined food still names the dish phrase as well as before: keep the dish's score and coverage.
      if (gained > had)
        out[out.length - 1] = {
          ...dish,
          match: {
            ...refined,
            score: dish.match.score,
            coverage: Math.max(refined.coverage, dish.match.coverage),
          },
        };
    }
    const food = out[out.length - 1]!.match!.food;
    const known = namedWords(food);
    // A part of the dish: a part its recipe holds, or a phrase whose head noun the food names ("black beans").
    const absorbed = run.filter((m) => {
      const key = contentKey(m.phrase);
      const head = key.split(' ').pop() ?? '';
      // A mixed dish known by its phrase alone holds only the parts its name says ("broccoli", not the rice after it).
      if (mixed && !DISH.test(food.name.toLowerCase())) return known.has(head);
      // A part the dish's FNDDS recipe does not hold ("a quesadilla with sour cream") stays a food of its own.
      if (!known.has(head) && BESIDE_DISH.some((e) => e.said.has(key) && e.dish.test(food.name)))
        return false;
      return blended || DISH_PARTS.has(key) || DISH_PARTS.has(head) || known.has(head);
    });
    // The parts of the dish are absorbed; the rest stay foods of their own ("a burger with lettuce and fries"
    // keeps the fries, "a burrito bowl with chicken, rice and guacamole" keeps the guacamole).
    if (absorbed.length > 0) {
      for (const m of run) if (!absorbed.includes(m)) out.push(m);
      i = j - 1;
    }
  }
  return out;
}

/** The bases FNDDS names its combined dishes with (class dish_base, decision 223), as stemmed content words. */
const DISH_BASES: ReadonlySet<string> = new Set([...classWords('dish_base')].map((p) => contentKey(p)));

/**
 * "beef stroganoff over egg noodles", "chicken curry over white rice": a dish then its base (class dish_base), said
 * with no amount of its own and not beside it, is FNDDS's dish with that base when FNDDS has one ("Beef stroganoff
 * with noodles", "Chicken curry with rice"): one food, as a coder records it, whatever word said the base's kind
 * (decision 223). A dish FNDDS has no such food for ("chili over rice") keeps its base as a food of its own.
 */
function dishWithBase(db: FoodDatabase, mentions: Mention[]): Mention[] {
  const out: Mention[] = [];
  for (const m of mentions) {
    const dish = out[out.length - 1];
    const base = contentKey(m.phrase).split(' ').pop() ?? '';
    if (
      dish?.match &&
      m.match &&
      !m.side &&
      !m.favorite &&
      !amountSaid(m.amount) &&
      // Said with "with", or in the dish's own chunk ("over" joins no chunks: the segmentation split the two).
      (m.joinedBy === 'with' || m.inChunk === true) &&
      DISH_BASES.has(base)
    ) {
      const name = dish.match.food.name.toLowerCase();
      const found = matchPhrase(db, `${dish.phrase} with ${base}`);
      const combined = found?.food.name.toLowerCase() ?? '';
      if (found && combined.startsWith(`${name} with `) && found.food.nameWords.includes(base)) {
        out[out.length - 1] = {
          ...dish,
          match: { ...found, score: dish.match.score, coverage: dish.match.coverage },
        };
        continue;
      }
    }
    out.push(m);
  }
  return out;
}

/** Dish parts a dish does not hold (lexicon `besideDish`, decision 223): each part said, with the dish names. */
const BESIDE_DISH = (LEXICON_FILE_DATA.besideDish?.entries ?? []).map((e) => ({
  said: new Set(e.said.map((p) => contentKey(p))),
  dish: new RegExp(e.dish, 'i'),
}));

/** Sauces a dish already holds (lexicon `heldByDish`, decision 211): each phrase said, with the dish names holding it. */
const HELD_BY_DISH = (LEXICON_FILE_DATA.heldByDish?.entries ?? []).map((e) => ({
  said: new Set(e.said),
  held: new RegExp(e.held, 'i'),
  ...(e.unsauced !== undefined ? { unsauced: new RegExp(e.unsauced, 'i') } : {}),
}));

/**
 * "spaghetti with meatballs and marinara", "chicken parm with marinara sauce": a sauce said with the dish before it,
 * with no amount of its own and not said beside it, that the dish's FNDDS food already holds is that dish's sauce,
 * not a second food (decision 211).
 */
function withoutHeldSauces(db: FoodDatabase, mentions: Mention[]): Mention[] {
  // The dish is the last food kept: parts listed one after another after it ("chicken noodle soup with carrots and
  // celery") are each held by it, not by the part before them (decision 230).
  let dish: Mention | undefined;
  const out: Mention[] = [];
  for (const m of mentions) {
    const food = dish?.match?.food;
    const said = m.phrase.trim().toLowerCase().replace(/\s+/g, ' ');
    const entry =
      food !== undefined &&
      m.match !== null &&
      !m.side &&
      !m.favorite &&
      ['with', 'and', ','].includes(m.joinedBy)
        ? HELD_BY_DISH.find((e) => e.said.has(said) && e.held.test(food.name))
        : undefined;
    if (entry && food && !amountSaid(m.amount)) continue;
    if (entry && food && entry.unsauced && dish?.match) {
      // "pulled pork 150 g with 30 g barbecue sauce": the sauce weighed on its own is not the dish's; the dish is
      // its unsauced form, so the sauce is not counted twice (decision 230).
      const plain = kinOf(db, food).find((k) => entry.unsauced!.test(k.name));
      if (plain) out[out.length - 1] = { ...dish, match: { ...dish.match, food: plain } };
    }
    out.push(m);
    dish = m;
  }
  return out;
}

// Words that only say how a food was made or served: a chunk of nothing else refines the food before it
// ("a slice of white bread, toasted").
const MODIFIERS = new Set(
  (
    'toasted grilled fried baked boiled steamed roasted broiled scrambled poached sauteed raw plain unsweetened ' +
    'sweetened salted unsalted buttered skinless boneless lean lowfat nonfat whole diet decaf decaffeinated iced ' +
    'hot cold frozen canned fresh homemade warm light reduced fat free low no added cooked microwaved breaded ' +
    'crispy skin eaten not with without'
  ).split(' '),
);

function attachModifiers(db: FoodDatabase, mentions: Mention[], favorites: readonly Favorite[]): Mention[] {
  const out: Mention[] = [];
  for (const m of mentions) {
    const prev = out[out.length - 1];
    const ws = words(m.phrase);
    if (prev?.match && m.amount.quantity === null && ws.length > 0 && ws.every((w) => MODIFIERS.has(w))) {
      const refined = {
        ...analyze(db, `${prev.text} ${m.phrase}`, favorites, prev.joinedBy),
        ...(prev.clause !== undefined ? { clause: prev.clause } : {}),
        ...(prev.side ? { side: true } : {}),
      };
      if (usable(refined)) {
        out[out.length - 1] = refined;
        continue;
      }
    }
    out.push(m);
  }
  return out;
}

/** Per database: its foods by the name before the first comma, most general (shortest name) first (decision 179). */
const kinIndex = new WeakMap<FoodDatabase, Map<string, IndexedFood[]>>();

function kinOf(db: FoodDatabase, food: IndexedFood): readonly IndexedFood[] {
  let index = kinIndex.get(db);
  if (!index) {
    index = new Map();
    for (const f of db.foods) {
      const head = f.name.split(',')[0]!.toLowerCase();
      const list = index.get(head) ?? [];
      list.push(f);
      index.set(head, list);
    }
    for (const list of index.values()) list.sort((a, b) => a.name.length - b.name.length);
    kinIndex.set(db, index);
  }
  return (index.get(food.name.split(',')[0]!.toLowerCase()) ?? []).filter((f) => f !== food);
}

function portionFor(db: FoodDatabase, m: Mention): Resolved {
  // "cookie", "chicken quesadilla": a food eaten one at a time said in the singular with no amount is one, as "a
  // cookie" is (lexicon class `eaten_one`, decision 222).
  const amount = saidOne(m) ? { ...m.amount, quantity: 1 } : m.amount;
  return resolvePortion(m.match!.food, amount, {
    kin: () => kinOf(db, m.match!.food),
    ...(m.match!.portion ? { portion: m.match!.portion } : {}),
    ...(m.side ? { side: true } : {}),
    words: words(m.phrase).flatMap((w) => [w, ...(ALTERNATIVES[w] ?? [])]),
    describe: m.describe,
    ...(saidSeveral(m) || piecesSaidSeveral(m) ? { several: true } : {}),
  });
}

/**
 * "cherry tomatoes", "baby carrots": a food the common-form table counts by a small piece (`several`), said in the
 * plural with no amount, is at least two pieces and never less than FNDDS's default serving (one cherry tomato, 17 g,
 * and one baby carrot, 15 g, were read; decision 228). The coders record FNDDS's quantity not specified (training
 * m507, m635: "some baby carrots", 60 g).
 */
function piecesSaidSeveral(m: Mention): boolean {
  if (!m.match?.several || m.amount.quantity !== null || m.amount.unit !== null || m.amount.size !== null)
    return false;
  return /s$/.test(normalize(m.phrase).trim().split(/\s+/).at(-1) ?? '');
}

/** A food eaten one at a time, said in the singular (lexicon class `eaten_one`, decision 222). */
const EATEN_ONE = lexiconPattern(String.raw`\b(?:{eaten_one})\b`);

/**
 * Whether the mention names its food in the singular with no amount, size or container ("cookie + milk", "chiken
 * quesadilla"): chat drops the article, and FNDDS's quantity not specified for these foods is not one of them (a
 * cookie's is two, 60 g; a quesadilla's half of one, 70 g). The word said must be a word of the food's name before its
 * first comma, as for `saidSeveral`.
 */
function saidOne(m: Mention): boolean {
  const a = m.amount;
  if (a.quantity !== null || a.unit !== null || a.size !== null || a.container !== null) return false;
  const said = EATEN_ONE.exec(normalize(m.phrase));
  if (!said) return false;
  const head = words(m.match!.food.name.split(',')[0]!);
  return words(said[0]).every((w) => head.includes(w));
}

/** A food eaten several at once said in the plural (lexicon class `eaten_several`, decision 210). */
const EATEN_SEVERAL = lexiconPattern(String.raw`\b(?:{eaten_several})\b`);

/**
 * Whether the mention names its food in the plural with no count ("had eggs", "tacos for dinner"): a word of class
 * `eaten_several` said, whose singular is a word of the food's name before its first comma (the food is that thing:
 * "cookies and cream ice cream" is not cookies).
 */
function saidSeveral(m: Mention): boolean {
  if (m.amount.quantity !== null || m.amount.unit !== null) return false;
  const said = EATEN_SEVERAL.exec(normalize(m.phrase));
  if (!said) return false;
  const head = words(m.match!.food.name.split(',')[0]!);
  return words(said[0]).every((w) => head.includes(w));
}

function guidelineFor(
  m: Mention,
  prev: { food: IndexedFood; grams: number } | null,
  cereal: IndexedFood | null = null,
): Resolved | null {
  if (!prev || !m.match || m.amount.quantity !== null || m.amount.unit !== null) return null;
  // "a Reuben with a side of coleslaw": a side is a dish of its own, never the topping's guideline on the food before
  // (the coleslaw was 55 g, FNDDS's amount on a sandwich; decision 186).
  if (m.side) return null;
  if (!/^(with|and|&|w\/|,|n|\+)/.test(m.joinedBy)) return null;
  const portions = portionsOf(m.match.food);
  const g = (re: RegExp) => portions.find((p) => re.test(p.what) || re.test(p.lower));
  const pf = prev.food;
  let grams: number | null = null;
  let portion = '';
  // Sugar goes in by the spoonful whatever the cup size: its default serving, not a per-ounce guideline.
  const bev = /sugar|honey/i.test(m.match.food.category)
    ? undefined
    : g(/guideline amount per fl oz of beverage/);
  if (bev && isBeverage(pf) && !/milk/i.test(pf.name.split(',')[0]!)) {
    grams = bev.grams * (prev.grams / 30);
    portion = bev.name;
  }
  const hot = g(/guideline amount per cup of hot cereal/);
  const HOT = /oatmeal|grits|cream of wheat|hot cereal/i;
  const hotBefore =
    cereal !== null && /^(with|and|&|n|\+)/.test(m.joinedBy) && HOT.test(`${cereal.name} ${cereal.category}`);
  if (grams === null && hot && (HOT.test(`${pf.name} ${pf.category}`) || hotBefore)) {
    grams =
      hot.grams * (hotBefore && !HOT.test(`${pf.name} ${pf.category}`) ? 1 : Math.max(1, prev.grams / 240));
    portion = hot.name;
  }
  // "a bowl of Cheerios with a sliced banana and whole milk": the milk is the cereal's though a fruit came between
  // (it was a cup of milk, 244 g, the half cup the training part's coders record beside cereal; decision 224).
  if (
    grams === null &&
    /^Milk|milk$/i.test(m.match.food.name.split(',')[0]!) &&
    (/cereal/i.test(pf.category) || (cereal !== null && /^(with|and|&|n|\+)/.test(m.joinedBy)))
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
    // A bagel, English muffin or roll is cut in two: two "slices" a piece, not one per 30 g.
    const split = /bagel|english muffin|roll\b|bun\b|biscuit|croissant/i.test(pf.name.split(',')[0]!);
    const piece = pf.defaultPortion?.grams;
    const slices =
      split && piece
        ? Math.max(1, Math.round((2 * prev.grams) / piece))
        : Math.max(1, Math.round(prev.grams / 30));
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

/** "NS as to cooking method", "NFS": survey coding notes, not part of a food's name. */
const CODING_NOTE = /^(NS as to|NS |NFS$|not further specified)/;

/**
 * People read their own words back ("Scrambled eggs", "Pepperoni pizza"), as they typed them, when the food
 * phrase is theirs word for word; otherwise (the parser rewrote it) the USDA name without its coding notes.
 * The USDA food stays linked through foodId either way.
 */
function displayName(m: Mention, food: IndexedFood, said: string): string {
  const phrase = foodPhraseOnly(m.phrase.replace(/\s+/g, ' ').trim(), food);
  // A corrected misspelling or a partial match is not the person's word for the food: show the food's name.
  const theirs = !m.match?.corrected && !m.match?.partial && !m.match?.setAside;
  const at = theirs && phrase.length >= 2 && phrase.length <= 80 ? said.indexOf(phrase.toLowerCase()) : -1;
  if (at >= 0 && /[a-z]/i.test(phrase)) {
    // "a big mac": the size word the amount parser took is part of what the person called it.
    const before = /(\S+)\s$/.exec(said.slice(0, at))?.[1];
    const name = before && Object.hasOwn(SIZES, before) ? `${before} ${phrase}` : phrase;
    return name[0]!.toUpperCase() + name.slice(1);
  }
  return plainName(food);
}

const NAME_LEAD = [...classWords('name_lead_word')].sort((a, b) => b.length - a.length);
const NAME_TRAIL = [...classWords('name_trail_word')].sort((a, b) => b.length - a.length);

/**
 * The food phrase without the words around it that name no food (decision 173): "their big chocolate chip cookies"
 * is shown "chocolate chip cookies", "gravy poured" "gravy". A word the food's own name holds stays ("Big Mac").
 */
function foodPhraseOnly(phrase: string, food: IndexedFood): string {
  const own = ` ${food.name.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ')} `;
  const kept = (w: string) => own.includes(` ${w} `);
  let p = phrase;
  for (let changed = true; changed;) {
    changed = false;
    const low = p.toLowerCase();
    for (const w of NAME_LEAD) {
      if (low.startsWith(`${w} `) && p.length > w.length + 2 && !kept(w)) {
        p = p.slice(w.length + 1).trimStart();
        changed = true;
        break;
      }
    }
    for (const w of changed ? [] : NAME_TRAIL) {
      if (low.endsWith(` ${w}`) && p.length > w.length + 2 && !kept(w)) {
        p = p.slice(0, p.length - w.length - 1).trimEnd();
        changed = true;
        break;
      }
    }
  }
  return p;
}

/** The USDA name without its survey coding notes ("Egg omelet or scrambled egg", not "..., NS as to fat"). */
function plainName(food: IndexedFood): string {
  const parts = food.name.split(', ').filter((part) => !CODING_NOTE.test(part));
  return parts.join(', ') || food.name;
}

function itemFromFood(m: Mention, resolved: Resolved, said: string): AnalyzedItem {
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
  // Fiber, sugars and sodium for the amount eaten (issue 14); a stated calorie count scales them like the macros.
  const scale =
    s.calories !== undefined && food.per100g.calories * f > 0 ? s.calories / (food.per100g.calories * f) : 1;
  const confidence = Math.max(
    0.05,
    Math.min(1, Math.min(1, m.match!.coverage) * Math.min(1, m.match!.score) * resolved.certainty),
  );
  return {
    name: displayName(m, food, said),
    calories: roundTo(calories),
    protein: roundTo(protein, 1),
    carbs: roundTo(carbs, 1),
    fat: roundTo(fat, 1),
    units: resolved.units,
    quantity: resolved.quantity,
    ...extraNutrientsFor(food, resolved.grams, scale),
    grams: roundTo(resolved.grams, 1),
    foodId: food.id,
    confidence: roundTo(confidence, 2),
  };
}

/** Fiber, sugars and sodium of `grams` of the food at core's decimals (EXTRA_NUTRIENT_INFO); null where USDA has none. */
export function extraNutrientsFor(
  food: Pick<IndexedFood, 'per100g'>,
  grams: number,
  scale = 1,
): Pick<AnalyzedItem, 'fiber' | 'sugars' | 'sodium'> {
  const of = (per100: number | null, decimals: number) =>
    per100 === null ? null : roundTo(((per100 * grams) / 100) * scale, decimals);
  return {
    fiber: of(food.per100g.fiber, EXTRA_NUTRIENT_INFO.fiber.decimals),
    sugars: of(food.per100g.sugars, EXTRA_NUTRIENT_INFO.sugars.decimals),
    sodium: of(food.per100g.sodium, EXTRA_NUTRIENT_INFO.sodium.decimals),
  };
}

/** A model's units that count whole foods (lexicon class `model_count_unit`). */
const MODEL_COUNT_UNIT = lexiconPattern(String.raw`^({model_count_unit})$`);

/** A favorite's units that count it (lexicon class `favorite_count_unit`). */
const COUNT_UNITS = classWords('favorite_count_unit');

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
    calories: roundTo(s.calories ?? fav.calories * k),
    protein: roundTo(s.protein ?? fav.protein * k, 1),
    carbs: roundTo(s.carbs ?? fav.carbs * k, 1),
    fat: roundTo(s.fat ?? fav.fat * k, 1),
    ...(fav.fiber !== undefined && { fiber: roundTo(fav.fiber * k, EXTRA_NUTRIENT_INFO.fiber.decimals) }),
    ...(fav.sugars !== undefined && { sugars: roundTo(fav.sugars * k, EXTRA_NUTRIENT_INFO.sugars.decimals) }),
    ...(fav.sodium !== undefined && { sodium: roundTo(fav.sodium * k, EXTRA_NUTRIENT_INFO.sodium.decimals) }),
    units: fav.units,
    quantity: roundTo(fav.quantity * k, 1),
    grams: null,
    foodId: null,
    confidence: 0.9,
  };
}

/** What the parser understood of a description: the items, and the phrases it skipped (issue 10). */
export interface MealAnalysis {
  items: AnalyzedItem[];
  /** Phrases that named no food the parser knows, as the person wrote them ("Skipped: ..."). */
  unmatched: string[];
}

/** How many other foods an item offers for a one-tap swap. */
export const MAX_ALTERNATIVES = 5;
/** An alternative must score at least this share of the chosen food's score to be offered. */
const ALTERNATIVE_MIN_SHARE = 0.6;
/** Household measures offered to change an item's portion (the food's own USDA portions). */
const MAX_PORTIONS = 12;

/** The food's household measures, without FNDDS's guideline amounts (they measure an addition, not a food). */
export function householdPortions(
  food: Pick<IndexedFood, 'portions' | 'defaultPortion'>,
): { label: string; grams: number }[] {
  const out: { label: string; grams: number }[] = [];
  const seen = new Set<string>();
  for (const p of food.portions) {
    if (/^guideline|quantity not specified/i.test(p.name) || seen.has(p.name)) continue;
    seen.add(p.name);
    out.push({ label: p.name, grams: roundTo(p.grams, 1) });
    if (out.length >= MAX_PORTIONS) break;
  }
  if (out.length === 0 && food.defaultPortion)
    out.push({ label: '1 serving', grams: roundTo(food.defaultPortion.grams, 1) });
  return out;
}

/** Up to five other foods the phrase could name, each valued for the same grams as the item (one tap swaps). */
function alternativesFor(db: FoodDatabase, m: Mention, chosen: IndexedFood, grams: number) {
  const ranked = m.match?.ranked ?? rankFoods(db, slotsOf(db, m.phrase), MAX_ALTERNATIVES + 3);
  const best = ranked[0]?.score ?? 0;
  const out: NonNullable<AnalyzedItem['alternatives']> = [];
  const f = grams / 100;
  for (const r of ranked) {
    if (r.food === chosen || r.score < best * ALTERNATIVE_MIN_SHARE) continue;
    out.push({
      foodId: r.food.id,
      // A swap names the item after this food, so it reads as the item names do (coding notes dropped).
      name: plainName(r.food),
      grams: roundTo(grams, 1),
      calories: roundTo(r.food.per100g.calories * f),
      protein: roundTo(r.food.per100g.protein * f, 1),
      carbs: roundTo(r.food.per100g.carbs * f, 1),
      fat: roundTo(r.food.per100g.fat * f, 1),
      ...extraNutrientsFor(r.food, grams),
    });
    if (out.length >= MAX_ALTERNATIVES) break;
  }
  return out;
}

/** The item with what it matched: the database name, other foods for a swap, and the household measures. */
function withMatchDetails(db: FoodDatabase, m: Mention, item: AnalyzedItem): AnalyzedItem {
  const food = m.match!.food;
  return {
    ...item,
    matchedName: food.name,
    alternatives: alternativesFor(db, m, food, item.grams ?? 0),
    portions: householdPortions(food),
  };
}

/** The words of a skipped mention worth showing: none when it held only amounts, numbers or filler. */
/**
 * The items a total said after them covers (decision 174): the food just before it alone when it was counted ("two
 * plain mantou, 80 g in all"), else it and the foods joined to it by "with", "and" or "plus" back to the last comma,
 * stopping before one weighed or measured already ("400 g congee with century egg and ..."). Food items only.
 */
/**
 * The two foods a weight said after a comma may belong to (decision 218): the last food joined to the one before by
 * "and" in the same clause, neither with an amount said, the first not itself the end of a longer list.
 */
function andPair(mentionAt: readonly (Mention | null)[], last: number): number[] {
  const b = mentionAt[last];
  const a = mentionAt[last - 1];
  if (last < 1 || !a?.match || !b?.match || b.joinedBy !== 'and') return [];
  if (
    (a.clause ?? 0) !== (b.clause ?? 0) ||
    (amountSaid(a.amount) && !plateOnly(a.amount)) ||
    amountSaid(b.amount)
  )
    return [];
  if (a.joinedBy === 'and' || a.joinedBy === 'with') return [];
  return [last - 1, last];
}

function totalGroup(mentionAt: readonly (Mention | null)[], last: number): number[] {
  const lastMention = mentionAt[last];
  if (!lastMention?.match || (lastMention.amount.quantity ?? 1) > 1) return [last];
  const group = [last];
  for (let i = last; i > 0; i--) {
    const joined = mentionAt[i]!.joinedBy;
    if (joined !== 'with' && joined !== 'and' && joined !== 'plus') break;
    const before = mentionAt[i - 1];
    if (!before?.match || (before.amount.unit !== null && before.amount.unit.kind !== 'count')) break;
    group.unshift(i - 1);
  }
  return group;
}

/**
 * "two slices of toast with a pat of butter on each": a per-item word alone after a topping with no count of its own
 * (or one), itself after a food counted more than once, is the topping's amount times that count.
 */
function eachTopping(m: Mention, mentionAt: readonly (Mention | null)[], last: number): Mention | null {
  if (last < 1 || m.amount.quantity !== null || m.amount.unit !== null || !PER_ITEM.test(m.phrase))
    return null;
  if (!functionPhrase(m.phrase)) return null;
  const topping = mentionAt[last];
  const counted = mentionAt[last - 1];
  if (!topping?.match || !counted?.match || (topping.amount.quantity ?? 1) !== 1) return null;
  const count = counted.amount.quantity;
  if (count === null || count <= 1 || (counted.amount.unit !== null && counted.amount.unit.kind !== 'count'))
    return null;
  return { ...topping, amount: { ...topping.amount, quantity: count } };
}

/** "two cookies, 40 g each": an amount of each one times the count said before; any other amount as said. */
function eachOf(m: Mention, before: Amount): Amount {
  const count = before.quantity;
  // "2 cups of coffee, 12 oz each": the count of cups, glasses or pieces said before, whatever its unit.
  if (!m.perItem || count === null || count <= 1) return m.amount;
  return { ...m.amount, quantity: roundTo(m.amount.quantity! * count, 3) };
}

/**
 * "chili for dinner and went back for seconds", "..., x2": a clause that is only a multiplier once the lexicon has read
 * it ("and had seconds" is "x2") repeats the food before it, so it stays with that food's meal (decision 213).
 */
function timesAlone(clause: string): boolean {
  return TIMES.test(
    tagText(normalize(clause))
      .replace(/^[\s,]*(?:and\s+)?/, '')
      .trim(),
  );
}

function skippedPhrase(m: Mention): string | null {
  if (contentKey(m.phrase) === '') return null;
  // "that was all", "all told": words that name no food are not food words skipped (decision 174).
  if (functionPhrase(m.phrase)) return null;
  const t = m.text.replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
}

/** Words of a second helping ("went back for seconds"; lexicon class second_helping, decision 219). */
const SECOND_HELPING = lexiconPattern(String.raw`\b(?:{second_helping})\b`, 'i');

/** Where a clause ends: punctuation, or "and" / "then" between foods. */
const CLAUSE_BREAK = /[.;,!?\n]|(?<![a-z])(?:and|then)(?![a-z])/gi;

interface MealMention {
  start: number;
  end: number;
  meal: Meal;
}

/** The meal phrases of the text, in order, none inside a longer one already found. */
function mealMentions(text: string): MealMention[] {
  const found: MealMention[] = [];
  for (const { pattern, meal } of MEAL_PHRASES) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!found.some((f) => start < f.end && end > f.start)) found.push({ start, end, meal });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The one meal a description names ("lunch: a burrito bowl"), or undefined when it names none or several. For a
 * model's reply, whose items cannot be placed in the words (issue 14). A few regular expressions: cheap.
 */
export function mealNamed(text: string): Meal | undefined {
  const meals = new Set(mealMentions(text.slice(0, 4000)).map((m) => m.meal));
  return meals.size === 1 ? [...meals][0] : undefined;
}

/** The start of the clause that holds `at`: just after the last clause break in [from, at). */
function clauseStart(text: string, from: number, at: number): number {
  let start = from;
  for (const m of text.slice(from, at).matchAll(CLAUSE_BREAK)) start = from + m.index + m[0].length;
  return start;
}

/**
 * "three of them", "a large one", "maybe three cups": a clause that is only an amount, or an amount pointing back at
 * the food said before it (decision 115).
 */
/**
 * "leftover pizza for breakfast, two slices of pepperoni": an amount after the meal phrase that the lexicon reads as an
 * amount of the food before, once that food is in view (the slices "of pepperoni" after a pizza are pizza), is that
 * food's too (decision 203; read apart, the slices were 4 g of pepperoni beside the pizza).
 */
function carriesFoodBefore(before: string, clause: string): boolean {
  const noun = words(normalize(before)).at(-1);
  if (!noun || parseAmount(normalize(clause)).quantity === null) return false;
  if (words(tagText(normalize(clause))).includes(noun)) return false;
  return words(
    tagText(normalize(`${before} , ${clause}`))
      .split(',')
      .at(-1)!,
  ).includes(noun);
}

function amountOfFoodBefore(clause: string): boolean {
  const amount = parseAmount(normalize(clause));
  if (amount.quantity === null && amount.size === null) return false;
  const rest = amount.rest.replace(/^of\s+/, '');
  // "..., maybe three cups": an amount alone is the food's too; so is a count alone ("stuffed peppers for dinner, I
  // ate two": the later clause counts the food before the meal word, decision 223).
  return isReference(rest) || (rest === '' && amount.quantity !== null);
}

/**
 * Issue 14 (item 1): the parts of a description and the meal each belongs to. A meal phrase after a food in its
 * clause ("eggs for breakfast") closes the foods before it; one that opens its clause ("for lunch I had ...",
 * "Dinner: pasta") holds the foods after it, until the next meal phrase. Text with no meal phrase is one part.
 */
/**
 * A heading of a place or people and a meal: one to four words with no number before the meal, a colon after it, and
 * a first part after the colon that names a food of its own ("Moscow supper: 350 g borscht", "Punjabi lunch: 200 g
 * chole"). Those words would otherwise be read as a food of the meal when any food's name holds them ("Moscow" a
 * Moscow mule, "Cairo" a stewed goat); "Idli breakfast: 4 pieces, 160 g" keeps its idli, since "4 pieces" names none.
 */
function placeHeading(
  text: string,
  clause: number,
  m: { start: number; end: number },
  hasFood: (part: string) => boolean,
): boolean {
  const colon = /^\s*:\s*([^.;,!?\n]+)/.exec(text.slice(m.end));
  if (!colon) return false;
  const before = text.slice(clause, m.start).trim();
  if (!/^[^\d\s:]+(?:\s+[^\d\s:]+){0,3}$/.test(before)) return false;
  return hasFood(colon[1]!) && parseAmount(normalize(colon[1]!)).quantity !== null;
}

function mealParts(text: string, hasFood: (part: string) => boolean) {
  const parts: { text: string; meal: Meal | undefined }[] = [];
  let from = 0;
  let open: Meal | undefined;
  const close = (to: number, meal: Meal | undefined) => {
    // A part never starts with the break that ended the one before (", and a salad for lunch").
    const part = text.slice(from, to).replace(/^(?:[\s.;,!?]|(?:and|then|with)(?![a-z]))+/i, '');
    if (/[a-z0-9]/i.test(part)) parts.push({ text: part, meal });
    from = Math.max(from, to);
  };
  for (const m of mealMentions(text)) {
    const clause = clauseStart(text, from, m.start);
    if (placeHeading(text, clause, m, hasFood)) {
      // "Moscow supper: 350 g borscht": the words before the meal say where or whose it was, not what (decision 181).
      close(clause, open);
      from = m.start;
      open = m.meal;
    } else if (hasFood(text.slice(clause, m.start))) {
      // Foods before it in its clause are this meal's; an earlier clause stays with the meal opened before.
      if (open !== undefined) close(clause, open);
      // "Pancakes for breakfast, three of them": a clause after it that only counts the food before stays with it.
      // So does "and ate three of them", "and I had two slices" (decision 177).
      const next =
        /^\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?:(?:i|we)\s+)?(?:(?:had|ate|got|grabbed)\s+)?([^.;,!?\n]+)/i.exec(
          text.slice(m.end),
        );
      // "a glass of wine with dinner, which was salmon and rice": what the meal was, said after it, is its foods; the
      // lexicon reads "dinner, which was" as the meal's heading (decision 177).
      const what = /^\s*,?\s*(?:which|that)\s+(?:was|is|were)\s+[^.;!?\n]+/i.exec(text.slice(m.end));
      close(
        what
          ? m.end + what[0].length
          : next &&
              (amountOfFoodBefore(next[1]!) ||
                timesAlone(next[0]) ||
                carriesFoodBefore(text.slice(clause, m.start), next[1]!))
            ? m.end + next[0].length
            : m.end,
        m.meal,
      );
      open = undefined;
    } else {
      close(m.start, open);
      open = m.meal;
    }
  }
  close(text.length, open);
  return parts;
}

/**
 * Parses a meal description into items and the phrases it could not read. No food named -> no items. Items
 * carry the meal the words named, when they named one (issue 14).
 */
export function analyzeMeal(text: string, opts: ParseOptions = {}): MealAnalysis {
  const limited = text.slice(0, 4000);
  const fixed = foodCorrection(limited, opts);
  if (fixed !== null) return analyzeMeal(fixed, opts);
  if (mealMentions(limited).length === 0) return analyzeText(limited, opts);
  const db = opts.db ?? loadFoodDatabase();
  const items: AnalyzedItem[] = [];
  const said: (Said | null)[] = [];
  const unmatched: string[] = [];
  const parts = mealParts(limited, (part) => analyzeText(part, { ...opts, db }).items.length > 0);
  // Each part's clauses are its own: a meal phrase starts a clause ("tacos for dinner, and two chicken tacos").
  let clauses = 0;
  for (const part of parts) {
    const analysis = readText(part.text, { ...opts, db });
    for (const item of analysis.items) items.push(part.meal ? { ...item, meal: part.meal } : item);
    const offset = clauses;
    for (const s of analysis.said) {
      said.push(s && { ...s, clause: s.clause + offset });
      if (s) clauses = Math.max(clauses, s.clause + offset + 1);
    }
    for (const phrase of analysis.unmatched) if (!unmatched.includes(phrase)) unmatched.push(phrase);
  }
  return { items: withoutRestated(db, items, said, limited), unmatched };
}

/**
 * Words that correct the food said before them (lexicon `corrections`, decision 186). Decision 136's `corrected` reads
 * a correction that repeats a word of the food with a new amount in the same clause; this one, read first over the
 * whole text, the food after the words in the place of one said anywhere before them.
 */
const FOOD_CORRECTION = lexiconPattern(LEXICON_FILE_DATA.corrections!.pattern, 'i');

/**
 * "I had a bowl of Cheerios with milk, actually it was Honey Nut Cheerios", "I had cereal, well actually it was
 * granola, with almond milk": the first food after the correction takes the place of the food it corrects, said with
 * the amount and words around that food; the rest is said after it. The food corrected is the one before the
 * correction that shares a word with the new one, else one of its FNDDS category, else the last. The text is rewritten
 * so, and read again; null when there is no correction, or nothing before or after it names a food.
 */
function foodCorrection(text: string, opts: ParseOptions): string | null {
  const m = FOOD_CORRECTION.exec(text);
  if (!m) return null;
  const head = text.slice(0, m.index);
  const tail = text.slice(m.index + m[0].length);
  const split = /\s*(?:[,;]|\b(?:and|with|plus)\b)/i.exec(tail);
  const fix = (split ? tail.slice(0, split.index) : tail).trim();
  const rest = split ? tail.slice(split.index) : '';
  const db = opts.db ?? loadFoodDatabase();
  const before = analyzeMeal(head, { ...opts, db }).items;
  const after = analyzeMeal(fix, { ...opts, db }).items[0];
  if (before.length === 0 || !after) return null;
  const wordsOf = (s: string) =>
    s
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2)
      .map(stem);
  const fixWords = wordsOf(`${after.name} ${fix}`);
  const category = (i: AnalyzedItem) => (i.foodId ? db.get(i.foodId)?.category : undefined);
  const target =
    [...before].reverse().find((i) => wordsOf(i.name).some((w) => fixWords.includes(w))) ??
    [...before].reverse().find((i) => category(i) !== undefined && category(i) === category(after)) ??
    before.at(-1)!;
  const at = head.toLowerCase().lastIndexOf(target.name.toLowerCase());
  if (at < 0) return `${head.replace(/[\s,;]+$/, '')}, ${fix}${rest}`;
  // "a bowl of Cheerios ... actually it was Honey Nut Cheerios": the amount said before the corrected food stays; a
  // new one said with it ("actually it was three eggs") takes the old one's place.
  const own = parseAmount(normalize(fix));
  const counted = own.quantity !== null && /^(?:a|an)\s/i.test(fix) === false;
  const lead = counted ? (OLD_AMOUNT.exec(head.slice(0, at))?.[0].length ?? 0) : 0;
  const said = counted ? fix : fix.replace(/^(?:a|an|the|some)\s+/i, '');
  return `${head.slice(0, at - lead)}${said}${head.slice(at + target.name.length)}${rest}`;
}

/** The amount said right before a food ("a bowl of ", "two large "), which a corrected amount replaces. */
const OLD_AMOUNT =
  /(?:(?:a|an|one|two|three|four|five|six|\d+(?:\.\d+)?|half|some|a\s+couple\s+of)\s+)(?:[a-z]+\s+of\s+)?(?:(?:big|small|large|medium|little)\s+)?$/i;

/** "made with" (the lexicon's synonym leaves "made") between a food and what it was made of. */
const MADE_WITH = /\S\s+made\s+\S/;

function amountSaid(a: Amount): boolean {
  return a.quantity !== null || a.unit !== null || a.size !== null;
}

/**
 * "a plate of", "one bowl of": one plate, bowl or serving said before a meal's first food, the vessel a weight said
 * after the foods weighs (decision 218: "a plate of rice and stew, about 400 g" was a plate of rice beside 400 g of
 * stew). Such an amount does not keep the weight said after the foods from being the dish's.
 */
const PLATE_UNITS: ReadonlySet<string> = new Set(['plate', 'bowl', 'serving', 'dish']);
function plateOnly(a: Amount): boolean {
  return (a.quantity === null || a.quantity === 1) && a.unit?.kind === 'count' && PLATE_UNITS.has(a.unit.key);
}

/**
 * What the person said for an item: its food words (stemmed, no stopwords), whether an amount came with them, and
 * the clause they were said in.
 */
interface Said {
  words: string[];
  amount: boolean;
  clause: number;
  /** The amount was a metric weight or volume ("250 g", "300 ml"), as a weighed survey records one. */
  metric?: boolean;
}

const METRIC_UNITS: ReadonlySet<string> = new Set(['g', 'kg', 'mg', 'ml', 'cl', 'dl', 'l']);

/**
 * "We had tacos for dinner, and I ate two chicken tacos": a food said with no amount of its own, whose words are all
 * among the words of a food said with an amount and more words in another clause of the description (a new sentence,
 * meal phrase or lead-in such as "I ate"), ending in the same noun, is that food said again in general terms, not a
 * second one (decision 115). Foods of one list are never restatements of each other: "cereal, milk, and 2 cups of
 * chocolate milk" is two milks (decision 116).
 */
function withoutRestated(
  db: FoodDatabase,
  items: AnalyzedItem[],
  said: (Said | null)[],
  text = '',
): AnalyzedItem[] {
  // How often the person said each word: a noun said once but held by two foods was carried by the lexicon from the
  // first onto the amount after it ("leftover pizza, two slices of pepperoni" reads the slices as "pepperoni pizza"),
  // so the first, said with no amount, is that food too, even in the same list (decision 203).
  const told = new Map<string, number>();
  for (const w of words(normalize(text)).map(stem)) told.set(w, (told.get(w) ?? 0) + 1);
  const carried = (noun: string) =>
    text !== '' && said.filter((o) => o?.words.at(-1) === noun).length > (told.get(noun) ?? 0);
  // "dal bhat with 250 g rice, 200 g dal and 100 g tarkari": a dish said with no amount, then its parts weighed, one
  // of them the same FNDDS food: the dish was named by its parts, not eaten beside them (decision 225). Only a metric
  // weight or volume: "coffee in the morning and 2 cups of coffee at lunch" keeps both.
  const namedByParts = (s: Said | null, i: number) =>
    s !== null &&
    !s.amount &&
    items[i]?.foodId !== undefined &&
    said.some(
      (o, j) =>
        j > i &&
        o !== null &&
        o.metric === true &&
        o.clause === s.clause &&
        items[j]?.foodId === items[i]!.foodId,
    );
  const restated = (s: Said | null, i: number) =>
    namedByParts(s, i) ||
    (s !== null &&
      !s.amount &&
      s.words.length > 0 &&
      said.some((o, j) => {
        if (j === i || o === null || !o.amount || o.words.length <= s.words.length) return false;
        if (o.clause === s.clause && !carried(s.words.at(-1)!)) return false;
        if (o.words.at(-1) !== s.words.at(-1)) return false;
        return s.words.every((w) => o.words.includes(w));
      }));
  return withoutGroupWords(
    db,
    items.filter((_, i) => !restated(said[i] ?? null, i)),
    said.filter((s, i) => !restated(s ?? null, i)),
  );
}

const indexedById = new WeakMap<FoodDatabase, Map<string, IndexedFood>>();

/** A food coded "X, NFS": the general word of its kind ("Sushi, NFS", "Doughnut, NFS"). */
const GENERAL_CODE = /, NFS$/;

/**
 * "We got sushi, I had a california roll and a spicy tuna roll", "the donuts in the break room, had two glazed": a
 * general word (a food FNDDS codes "X, NFS") said with no amount, followed by foods of its kind (its FNDDS category,
 * or its head word), names what the specifics were eaten from, not a food of its own: it is left out (decision 170).
 */
function withoutGroupWords(db: FoodDatabase, items: AnalyzedItem[], said: (Said | null)[]): AnalyzedItem[] {
  let byId = indexedById.get(db);
  if (!byId) indexedById.set(db, (byId = new Map(db.foods.map((f) => [f.id, f]))));
  const foods = byId;
  const foodOf = (item: AnalyzedItem) => (item.foodId ? foods.get(item.foodId) : undefined);
  return items.filter((item, i) => {
    const group = foodOf(item);
    const s = said[i];
    if (!group || !GENERAL_CODE.test(group.name) || !s || s.amount) return true;
    const head = firstSegment(group)[0];
    return !items.some((other, j) => {
      const food = j > i ? foodOf(other) : undefined;
      return (
        food !== undefined &&
        food !== group &&
        !GENERAL_CODE.test(food.name) &&
        (food.category === group.category || firstSegment(food)[0] === head)
      );
    });
  });
}

function analyzeText(text: string, opts: ParseOptions): MealAnalysis {
  const { items, said, unmatched } = readText(text, opts);
  return { items: withoutRestated(opts.db ?? loadFoodDatabase(), items, said, text), unmatched };
}

/** A weight in grams or kilograms said after a food's words ("beans 350 g", "chakalaka 400g"). */
const TRAILING_WEIGHT = /[a-z]\s*\(?\s*\d+(?:\.\d+)?\s*(?:g|gr|grams?|kg|kilos?|kilograms?)\.?\s*\)?$/;

/**
 * Food x with no amount, then y joined to it in the same clause by `joinedBy`, y a weight in grams said after its
 * food ("rice and beans 400 g", "lamb tagine with prunes 300 g"): the shape both sharedWeights and weighedDishes read.
 */
function weightSaidAfter(x: Mention, y: Mention, joinedBy: 'and' | 'with'): boolean {
  return (
    y.joinedBy === joinedBy &&
    (y.clause ?? 0) === (x.clause ?? 0) &&
    (!amountSaid(x.amount) || plateOnly(x.amount)) &&
    !x.favorite &&
    !y.favorite &&
    x.match !== null &&
    y.match !== null &&
    y.amount.unit?.kind === 'mass' &&
    y.amount.quantity !== null &&
    TRAILING_WEIGHT.test(y.text.trim())
  );
}

/**
 * "samp and beans 350 g", "pap and chakalaka 400 g": a dish said as two foods joined by "and", one weight after both
 * (decision 137). The weight was the second food's and the first food got its usual portion ("samp and beans 350 g"
 * was 85 g of hominy and 350 g of beans). When the first food has no amount of its own and the weight in grams is
 * said after the second, which has none before it, the weight is the dish's: half each, as decision 196's truth codes
 * a meal said as two parts. A food FNDDS has as one ("rice and beans 400 g") is one mention and never reaches this.
 */
function sharedWeights(said: Mention[]): Mention[] {
  return weighedDishes(drinkVolumes(said)).map((m, i, mentions) => {
    const a = i + 1 < mentions.length ? m : null;
    const b = mentions[i + 1];
    const prev = mentions[i - 1];
    const pairOf = (x: Mention, y: Mention | undefined) =>
      y !== undefined &&
      weightSaidAfter(x, y, 'and') &&
      // Not the last of a longer list without amounts ("eggs, toast and beans 100 g").
      !(x.joinedBy === ',' && prevHasNoAmount(mentions, mentions.indexOf(x)));
    if (a && pairOf(a, b)) return { ...m, amount: { ...b!.amount, quantity: b!.amount.quantity! / 2 } };
    if (prev && pairOf(prev, m)) return { ...m, amount: { ...m.amount, quantity: m.amount.quantity! / 2 } };
    if (a && weighedBefore(mentions, i))
      return { ...m, amount: { ...m.amount, quantity: m.amount.quantity! / 2 } };
    if (prev && weighedBefore(mentions, i - 1))
      return { ...m, amount: { ...prev.amount, quantity: prev.amount.quantity! / 2 } };
    return m;
  });
}

/**
 * "tea with milk and sugar 300 ml", "coffee with milk 250 ml": a hot drink said with no amount, then what was added to
 * it (milk, sugar, honey, cream), the last with a metric volume said after it and none before, is the drink's volume
 * (decision 225). The volume was the last addition's: 254 g of sugar (the drink said 300 ml), 258 g of milk. The
 * additions keep the amount they take when said with no volume, as "a cup of tea with milk and sugar" reads them.
 */
const HOT_DRINK = /^(?:Coffee|Tea)$/;
const ADDED_TO_DRINK = /^(?:Sugars and honey|Milk\b.*|Flavored milk\b.*|Cream\b.*)$/;
const TRAILING_VOLUME =
  /[a-z]\s*\(?\s*\d+(?:\.\d+)?\s*(?:ml|cl|dl|l|millilit(?:re|er)s?|lit(?:re|er)s?)\.?\s*\)?$/;
function drinkVolumes(mentions: Mention[]): Mention[] {
  const out = [...mentions];
  for (let i = 0; i < out.length; i++) {
    const x = out[i]!;
    if (!x.match || x.favorite || amountSaid(x.amount) || !HOT_DRINK.test(x.match.food.category ?? ''))
      continue;
    let j = i + 1;
    while (
      j < out.length &&
      (out[j]!.joinedBy === 'with' || out[j]!.joinedBy === 'and') &&
      (out[j]!.clause ?? 0) === (x.clause ?? 0) &&
      out[j]!.match !== null &&
      !out[j]!.favorite &&
      ADDED_TO_DRINK.test(out[j]!.match!.food.category ?? '')
    ) {
      const z = out[j]!;
      if (amountSaid(z.amount)) {
        const last = !(
          out[j + 1] &&
          (out[j + 1]!.joinedBy === 'with' || out[j + 1]!.joinedBy === 'and') &&
          out[j + 1]!.match !== null &&
          ADDED_TO_DRINK.test(out[j + 1]!.match!.food.category ?? '')
        );
        if (
          last &&
          z.amount.unit?.kind === 'volume' &&
          z.amount.quantity !== null &&
          TRAILING_VOLUME.test(z.text.trim())
        ) {
          out[i] = { ...x, amount: z.amount };
          out[j] = { ...z, amount: { ...z.amount, quantity: null, unit: null, size: null, container: null } };
        }
        break;
      }
      j++;
    }
  }
  return out;
}

/**
 * "lamb tagine with prunes 300 g", "oatmeal with raisins 300 g": a food with no amount, then "with" a second whose
 * weight in grams is said after it and none before, is one dish weighed as a whole (decision 215). The weight was the
 * second food's and the first took its usual portion (300 g of prunes, 192 g of carbohydrate, beside 255 g of lamb
 * stew); it is the dish's, given to the first food, and the food said after "with" is what the dish holds, not counted
 * again. A staple said after "with" ("stew with rice 400 g") and a list of additions without amounts are left as said.
 */
function weighedDishes(mentions: Mention[]): Mention[] {
  const out: Mention[] = [];
  for (let i = 0; i < mentions.length; i++) {
    const x = mentions[i]!;
    const y = mentions[i + 1];
    const after = mentions[i + 2];
    if (
      y !== undefined &&
      weightSaidAfter(x, y, 'with') &&
      y.match !== null &&
      !LEADING_GRAMS.test(y.text.trim()) &&
      // Not the last of a list said without amounts, nor the first of additions said without them.
      !prevHasNoAmount(mentions, i) &&
      !(after?.joinedBy === 'with' && !amountSaid(after.amount)) &&
      !STAPLE_CATEGORY.test(y.match.food.category)
    ) {
      out.push({ ...x, amount: y.amount });
      i++;
      continue;
    }
    // "pilaf with lamb, 350 g", "porridge with milk, about 300 g": the weight said after a comma is the dish's the
    // same way (decision 218; it went to the first food and the second was counted again at its usual portion).
    if (
      y !== undefined &&
      after !== undefined &&
      y.joinedBy === 'with' &&
      (y.clause ?? 0) === (x.clause ?? 0) &&
      (!amountSaid(x.amount) || plateOnly(x.amount)) &&
      !amountSaid(y.amount) &&
      !x.favorite &&
      !y.favorite &&
      x.match !== null &&
      y.match !== null &&
      after.bare === true &&
      after.joinedBy === ',' &&
      // "rice with dal, 300 g in total": a total is shared among the foods (decision 174).
      !after.total &&
      after.amount.unit?.kind === 'mass' &&
      after.amount.quantity !== null &&
      !prevHasNoAmount(mentions, i) &&
      !STAPLE_CATEGORY.test(y.match.food.category)
    ) {
      out.push({ ...x, amount: after.amount });
      i += 2;
      continue;
    }
    out.push(x);
  }
  return out;
}

/**
 * "300 g chapati and beans", "400 g matoke and beans": one weight in grams said before two foods joined by "and", the
 * second with no amount and ending the list, is the plate's (decision 204). It was the first food's, and the second
 * took a default portion (300 g of chapati and 92 g of beans); it is half each, as decision 196's truth codes a meal
 * said as two parts, like a weight said after both (above). A food FNDDS has as one ("300 g rice and beans") is one
 * mention and never reaches this.
 */
const LEADING_GRAMS = /^\d+(?:\.\d+)?\s*(?:g|gr|grams?|kg|kilos?|kilograms?)\.?\s+[a-z]/;
function weighedBefore(mentions: Mention[], i: number): boolean {
  const x = mentions[i]!;
  const y = mentions[i + 1];
  const next = mentions[i + 2];
  const clause = (m: Mention) => m.clause ?? 0;
  return (
    y !== undefined &&
    y.joinedBy === 'and' &&
    clause(y) === clause(x) &&
    !x.favorite &&
    !y.favorite &&
    x.match !== null &&
    y.match !== null &&
    x.amount.unit?.kind === 'mass' &&
    x.amount.quantity !== null &&
    // In grams, as meals of other countries weigh a plate ("a 12 oz fruit smoothie made with mango and kiwi" is not).
    LEADING_GRAMS.test(x.text.trim()) &&
    !amountSaid(y.amount) &&
    // Not the first of a longer list ("300 g rice, beans and salad", "300 g rice and beans and salad").
    !(
      next !== undefined &&
      clause(next) === clause(y) &&
      !amountSaid(next.amount) &&
      next.joinedBy !== 'with'
    )
  );
}

/** The mention before `i` exists, in the same clause, and has no amount: `i` continues a list. */
function prevHasNoAmount(mentions: Mention[], i: number): boolean {
  const p = mentions[i - 1];
  return p !== undefined && (p.clause ?? 0) === (mentions[i]!.clause ?? 0) && !amountSaid(p.amount);
}

function readText(text: string, opts: ParseOptions): MealAnalysis & { said: (Said | null)[] } {
  const db = opts.db ?? loadFoodDatabase();
  const prepared = preprocess(text.slice(0, 4000), db);
  // Issue 11: each favorite tokenized once, and only those that could match a phrase of this text.
  const favorites = relevantFavorites(prepared, opts.favorites ?? []);
  if (prepared === '') return { items: [], unmatched: [], said: [] };
  // What the person typed, to name items in their words (displayName).
  const typed = text.slice(0, 4000).replace(/\s+/g, ' ').toLowerCase();
  const mentions = sharedWeights(
    restaurantForms(
      db,
      attachModifiers(
        db,
        withoutHeldSauces(
          db,
          dishWithBase(
            db,
            absorbToppings(db, sandwichOnBread(db, segment(db, chunksOf(prepared), favorites))),
          ),
        ),
        favorites,
      ),
      text,
    ),
  );
  const items: AnalyzedItem[] = [];
  const said: (Said | null)[] = [];
  // The mention each item was read from (null for a saved meal's foods): a total said after them re-reads them.
  const mentionAt: (Mention | null)[] = [];
  const unmatched: string[] = [];
  let prev: { food: IndexedFood; grams: number } | null = null;
  // The cold cereal of the foods joined to it by "with" or "and", the milk's, though a fruit is said between.
  let cereal: IndexedFood | null = null;
  let last: { item: AnalyzedItem; mention: Mention } | null = null;
  // The last food not added "with" another, and where its item is: "tuna sub w provolone, footlong" sizes the sub.
  let head: { item: AnalyzedItem; mention: Mention; index: number } | null = null;
  // The "made with" list open after a food (decision 115): its clause and how many parts it has held.
  let madeOf: { clause: number; parts: number } | null = null;
  // The main dish: the first food said that is no drink, and the additions measured against a food (milk in coffee, by
  // FNDDS's guideline amounts), which a second helping of it holds again (decision 219).
  let main: number | null = null;
  const guidedAt = new Set<number>();
  // Where the food after `index` that is no addition starts (the end when none).
  const nextHead = (index: number) => {
    for (let i = index + 1; i < items.length; i++) if (mentionAt[i]?.joinedBy !== 'with') return i;
    return items.length;
  };
  for (const m of mentions) {
    // "pizza, 2 slices": the trailing amount of the mention grammar, said after a comma.
    const trailingAmount = m.bare === true && m.joinedBy === ',';
    if (!usable(m) || (trailingAmount && last)) {
      // "250 calories" or "8 oz" alone belongs to the food before it.
      if (
        last &&
        (trailingAmount || m.phrase.replace(/[^a-z]/g, '') === '') &&
        (Object.keys(m.stated).length > 0 || m.amount.quantity !== null || m.bare === true)
      ) {
        // "tuna sub w provolone, footlong": a unit or size said after a comma, when the food before was added "with"
        // the dish, is the dish's amount, not the addition's (decision 172).
        const toHead: boolean =
          trailingAmount &&
          last.mention.joinedBy === 'with' &&
          head !== null &&
          head.index < items.length - 1 &&
          // Not when the dish has an amount of its own ("400 g of vegetable soup with bread, 80 g": the 80 g is the
          // bread's, the soup's 400 g stays; decision 218).
          !amountSaid(head.mention.amount) &&
          Object.keys(m.stated).length === 0 &&
          (m.amount.unit !== null || m.amount.size !== null);
        // "three pancakes with syrup, about 200 g in all": a total is shared among the foods said together before it
        // (decision 174).
        // "rice and stew, about 350 grams", "a plate of samp and beans, about 400 g": a weight in grams said after a
        // comma, after two foods joined by "and" with no amount of their own, is the dish's, half each, as
        // sharedWeights reads the weight said right after them (decision 218; it was the second food's, and the
        // first had its usual portion).
        const pair: number[] =
          trailingAmount && !toHead && !m.total ? andPair(mentionAt, items.length - 1) : [];
        const halves = pair.length === 2 && m.amount.unit?.kind === 'mass' && m.amount.quantity !== null;
        const group: number[] = halves ? pair : m.total ? totalGroup(mentionAt, items.length - 1) : [];
        if (group.length > 1 && m.amount.unit?.kind === 'mass') {
          const grams = roundTo(m.amount.quantity! * (m.amount.unit.factor ?? 1), 3);
          const sum = halves ? 2 : group.reduce((t, i) => t + (items[i]!.grams ?? 0), 0);
          const headAt: number | undefined = (head as { index: number } | null)?.index;
          for (const i of group) {
            const mi = mentionAt[i]!;
            const share: Mention = {
              ...mi,
              amount: {
                quantity: roundTo((grams * (halves ? 1 : (items[i]!.grams ?? 0))) / sum, 1),
                unit: unitOf('g'),
                size: null,
                container: null,
                rest: mi.amount.rest,
              },
            };
            items[i] = withMatchDetails(db, share, itemFromFood(share, portionFor(db, share), typed));
            mentionAt[i] = share;
            if (said[i]) said[i] = { ...said[i]!, amount: true };
            if (headAt === i) head = { item: items[i]!, mention: share, index: i };
          }
          last = { item: items[items.length - 1]!, mention: mentionAt[items.length - 1]! };
          continue;
        }
        const target: { item: AnalyzedItem; mention: Mention; index: number } = toHead
          ? head!
          : { ...last, index: items.length - 1 };
        // "split a medium pizza, so I had half of it": a share said alone (a fraction, no unit or size) is that
        // share of the amount said before, not half of one serving (decision 163).
        const before = target.mention.amount;
        const fraction =
          m.amount.quantity !== null &&
          m.amount.quantity < 1 &&
          m.amount.unit === null &&
          m.amount.size === null;
        const share = fraction && (before.quantity !== null || before.unit !== null || before.size !== null);
        // "ordered nachos, I had half": a share of a food said with no amount is that share of its default portion
        // (it was the whole portion; decision 228).
        const ofDefault = fraction && !share && target.item.grams !== null && target.item.grams > 0;
        const merged: Mention = {
          ...target.mention,
          stated: { ...target.mention.stated, ...m.stated },
          amount: share
            ? { ...before, quantity: roundTo((before.quantity ?? 1) * m.amount.quantity!, 3) }
            : ofDefault
              ? {
                  ...before,
                  quantity: roundTo(target.item.grams! * m.amount.quantity!, 1),
                  unit: unitOf('g'),
                  size: null,
                  container: null,
                }
              : m.amount.quantity !== null
                ? eachOf(m, before)
                : { ...before, size: m.amount.size ?? before.size },
        };
        const replacement = merged.favorite
          ? itemFromFavorite(merged, merged.favorite)
          : withMatchDetails(db, merged, itemFromFood(merged, portionFor(db, merged), typed));
        items[target.index] = replacement;
        mentionAt[target.index] = merged;
        if (said[target.index]) said[target.index] = { ...said[target.index]!, amount: true };
        if (toHead) head = { item: replacement, mention: merged, index: target.index };
        else last = { item: replacement, mention: merged };
        continue;
      }
      // "two slices of toast with a pat of butter on each": a topping put on each of the foods counted before it is
      // that many toppings (decision 174).
      const onEach = eachTopping(m, mentionAt, items.length - 1);
      if (onEach) {
        const index = items.length - 1;
        items[index] = withMatchDetails(db, onEach, itemFromFood(onEach, portionFor(db, onEach), typed));
        mentionAt[index] = onEach;
        last = { item: items[index]!, mention: onEach };
        continue;
      }
      // "chili for dinner, x2", "had lasagna and went back for seconds" (lexicon: "x2"): a multiplier said alone, with
      // no food, is the food before it that many times (decision 213).
      const times = TIMES.exec(m.phrase.trim()) ?? TIMES.exec(m.text.trim());
      if (times && head && mentionAt.slice(head.index).every((x) => x !== null && !x.favorite)) {
        // The food before it and what was added "with" it ("coffee with milk, x2"), each its amount as read (its
        // default portion when none was said) that many times.
        const n = Number(times[1] ?? times[2]);
        // "had spaghetti and meatballs with garlic bread, then went back for seconds": a second helping said after
        // several foods is of the main dish, the first food said that is no drink, with the additions it holds
        // (measured against it); its sides and drinks were had once (decision 219). A multiplier typed alone ("x2")
        // repeats the food before it, as decision 213 reads it.
        const helping = main !== null && main <= head.index && SECOND_HELPING.test(typed);
        const repeated = helping
          ? [
              main!,
              ...[...guidedAt].filter(
                (i) => i > main! && mentionAt[i]?.joinedBy === 'with' && i < nextHead(main!),
              ),
            ]
          : Array.from({ length: items.length - head.index }, (_, k) => head!.index + k);
        for (const index of repeated) {
          const once = items[index]!;
          const again: Resolved = {
            grams: (once.grams ?? 0) * n,
            quantity: roundTo(once.quantity * n, 3),
            units: once.units,
            certainty: 1,
            portion: '',
          };
          const mention = mentionAt[index]!;
          items[index] = {
            ...withMatchDetails(db, mention, itemFromFood(mention, again, typed)),
            confidence: once.confidence,
          };
          if (said[index]) said[index] = { ...said[index]!, amount: true };
        }
        head = { ...head, item: items[head.index]! };
        last = { item: items[items.length - 1]!, mention: last!.mention };
        continue;
      }
      const skipped = skippedPhrase(m);
      if (skipped !== null && !unmatched.includes(skipped)) unmatched.push(skipped);
      continue;
    }
    if (m.favorite && isSavedMeal(m.favorite)) {
      // Issue 14 (item 3): "my usual breakfast" names a saved meal: its foods, each with its own values.
      for (const food of savedMealItems(m.favorite, m.amount.quantity ?? 1)) {
        items.push({ ...food, grams: food.grams ?? null, foodId: food.foodId ?? null, confidence: 0.9 });
        said.push(null);
        mentionAt.push(null);
      }
      last = null;
      head = null;
      prev = null;
      continue;
    }
    if (m.favorite) {
      const item = itemFromFavorite(m, m.favorite);
      items.push(item);
      said.push(null);
      mentionAt.push(null);
      last = { item, mention: m };
      head = { item, mention: m, index: items.length - 1 };
      prev = null;
      continue;
    }
    // "a smoothie made with mango and pineapple": the foods listed after "made with", with no amount of their own,
    // are what the food before them was made of, not more food (decision 115). The list ends with its "and" ("made
    // with banana and peanut butter, and a coffee"), and what it held is said as skipped, never dropped silently:
    // "a burger made with beef and fries" may mean a side, and the person can add it (decision 116). It also ends at
    // a comma and "and" after its first part ("a burger made with beef, and fries": a serial comma comes only after
    // a second part, "made with A, B, and C") and at a new clause ("made with beef and then I had fries"; decision
    // 118).
    if (
      madeOf &&
      (m.joinedBy === 'and' || m.joinedBy === ',') &&
      !amountSaid(m.amount) &&
      (m.clause ?? 0) === madeOf.clause &&
      !(m.commaAnd && madeOf.parts === 0)
    ) {
      madeOf = m.joinedBy === 'and' ? null : { clause: madeOf.clause, parts: madeOf.parts + 1 };
      const part = skippedPhrase(m);
      if (part !== null && !unmatched.includes(part)) unmatched.push(part);
      continue;
    }
    madeOf = MADE_WITH.test(m.text) ? { clause: m.clause ?? 0, parts: 0 } : null;
    // "a medium fountain drink, cola": a food said again after a comma, with no amount of its own, names the food
    // before it, not a second one (decision 109).
    if (
      m.joinedBy === ',' &&
      last &&
      m.amount.quantity === null &&
      m.amount.unit === null &&
      last.item.foodId === m.match!.food.id
    )
      continue;
    // "3 pupusas revueltas": the words set aside to read the food are said as skipped (decision 162).
    const aside = m.match!.setAside?.map((w) => asTyped(m.text, w)).join(' ');
    if (aside && !unmatched.includes(aside)) unmatched.push(aside);
    if (!/^(with|and|&|n|\+)/.test(m.joinedBy)) cereal = null;
    const guided = guidelineFor(m, prev, cereal);
    const resolved: Resolved = guided ?? portionFor(db, m);
    const item = withMatchDetails(db, m, itemFromFood(m, resolved, typed));
    items.push(item);
    mentionAt.push(m);
    said.push(
      m.joinedBy === 'with'
        ? null
        : {
            words: words(contentKey(m.phrase)).map(stem),
            amount: amountSaid(m.amount),
            clause: m.clause ?? 0,
            metric: METRIC_UNITS.has(m.amount.unit?.key ?? ''),
          },
    );
    last = { item, mention: m };
    if (m.joinedBy !== 'with') head = { item, mention: m, index: items.length - 1 };
    if (m.joinedBy !== 'with' && main === null && !isBeverage(m.match!.food)) main = items.length - 1;
    if (guided) guidedAt.add(items.length - 1);
    // An addition measured against the food before it leaves that food as the reference ("coffee with sugar and cream").
    if (!guided) prev = { food: m.match!.food, grams: resolved.grams };
    if (
      !guided &&
      /cereal|oatmeal|grits/i.test(`${m.match!.food.name} ${m.match!.food.category}`) &&
      !/\bbars?\b/i.test(`${m.match!.food.name} ${m.match!.food.category}`)
    )
      cereal = m.match!.food;
  }
  return { items, unmatched, said };
}

/** Parses a meal description into items. No food named -> []. */
export function parseMeal(text: string, opts: ParseOptions = {}): AnalyzedItem[] {
  return analyzeMeal(text, opts).items;
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
  const name = preprocess(item.name);
  const match = matchPhrase(db, name);
  if (!match || match.coverage < 0.85 || match.score < 0.7) return null;
  // A model's "pieces" or "items" counts whole foods; its "serving" is FNDDS's default serving.
  const unitText = normalize(item.units).replace(MODEL_COUNT_UNIT, '');
  const parsed = parseAmount(`${item.quantity} ${unitText}`.trim());
  const amount: Amount =
    parsed.rest === ''
      ? parsed
      : { quantity: item.quantity, unit: null, size: null, container: null, rest: '' };
  const mention: Mention = {
    text: item.name,
    amount,
    phrase: name,
    describe: [],
    match,
    favorite: null,
    stated: {},
    joinedBy: '.',
  };
  return withMatchDetails(
    db,
    mention,
    itemFromFood(mention, portionFor(db, mention), item.name.toLowerCase()),
  );
}

/** How the parser read a text: the mentions it found and the food each matched (for tests and debugging). */
export function explainMeal(
  text: string,
  opts: ParseOptions = {},
): {
  text: string;
  phrase: string;
  joinedBy: string;
  quantity: number | null;
  unit: string | null;
  food: string | null;
  score: number;
  coverage: number;
}[] {
  const db = opts.db ?? loadFoodDatabase();
  const prepared = preprocess(text.slice(0, 4000));
  const favorites = opts.favorites ?? [];
  const mentions = attachModifiers(
    db,
    withoutHeldSauces(db, dishWithBase(db, absorbToppings(db, segment(db, chunksOf(prepared), favorites)))),
    favorites,
  );
  return mentions.map((m) => ({
    text: m.text,
    phrase: m.phrase,
    joinedBy: m.joinedBy,
    quantity: m.amount.quantity,
    unit: m.amount.unit?.key ?? null,
    food: m.match?.food.name ?? m.favorite?.name ?? null,
    score: Math.round((m.match?.score ?? 0) * 1000) / 1000,
    coverage: Math.round((m.match?.coverage ?? 0) * 1000) / 1000,
  }));
}
