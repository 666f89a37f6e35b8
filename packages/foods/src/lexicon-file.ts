// The lexicon file (data/lexicon.json) as read once at start, with its types (decision 107). Its own module so that
// the text helpers (stemming exceptions) and the tagger both read it without importing each other.
import { readFileSync } from 'node:fs';
import type { Meal } from '@forkcast/core';
import { fileURLToPath } from 'node:url';

export type LexiconTag =
  | 'brand'
  | 'filler'
  | 'clause'
  | 'negation'
  | 'separator'
  | 'synonym'
  | 'unit'
  | 'form'
  | 'nutrient'
  | 'reference';

export interface LexiconEntry {
  /**
   * The words, separated by spaces. A slot may be `a|b` (any one of the words), `(a|b)` (optional), or `{class}`
   * (any phrase of the lexicon's class; the words it matched are `$1`, `$2` ... in `to`, in order).
   */
  phrase: string;
  tag: LexiconTag;
  /** The replacement, for synonyms and units. */
  to?: string;
  /** Only when one of these words comes within `within` words (default 1) after the phrase. */
  before?: string[];
  within?: number;
  /** Only when one of these words comes within `within` words (default 1) before the phrase ("bagel w cc"). */
  after?: string[];
  /** Not when the next word is one of these. */
  notBefore?: string[];
  /** Only when the next word is one of these; "#" stands for any number ("a whole 8 oz bag", decision 229). */
  nextWord?: string[];
  /** Not when the word before is one of these. */
  notAfter?: string[];
  /** Not when any of these words comes anywhere before the phrase (the slices of a pie said earlier). */
  notAfterAny?: string[];
  /** A word of `notAfterAny` right before one of these does not count ("pizza night", "the pizza place"). */
  notAfterAnyUnlessBefore?: string[];
  /** Only when one of these words comes anywhere before the phrase (the pizza said before "two slices of pepperoni"). */
  afterAny?: string[];
  /** Only when another word follows (a chain's name before a food, not "from starbucks" at the end). */
  beforeAny?: boolean;
  /** Only when a comma or colon follows ("leftover chinese: lo mein"). */
  beforeBreak?: boolean;
  /** Only when the phrase ends what is said of its food: the end, a stop or a joiner follows ("I had two slices."). */
  endsItem?: boolean;
  /** Issue 14: the meal the phrase names ("for lunch"): the foods it goes with belong to it. */
  meal?: Meal;
  /**
   * A chain's food said without its noun ("dominos pepperoni", "subway turkey", "kfc 2 pc"): this noun is added
   * to the food that follows, unless that food already names one of `impliesUnless`.
   */
  implies?: string;
  impliesUnless?: string[];
  why: string;
}

export interface LexiconFile {
  entries: LexiconEntry[];
  /**
   * Named phrase lists. `countable`: in a tagger entry's `{class}` slot each phrase is also read with "s" on its last
   * word ("two coronas", decision 175).
   */
  classes?: Record<string, { why: string; phrases: string[]; countable?: boolean }>;
  commonForms?: {
    why: string;
    entries: {
      phrase: string;
      code: string;
      portion?: string;
      sized?: string;
      /** Said in the plural with no count: at least two of the portion, never less than FNDDS's default (decision 228). */
      several?: boolean;
      why: string;
    }[];
  };
  alternatives?: { why: string; entries: { word: string; alsoMeans: string[]; why: string }[] };
  /** The amount grammar's words (decision 107), read by quantity.ts. */
  amounts?: LexiconAmounts;
  /** Phrases around the foods that name no food, as patterns applied in order (decision 107). */
  leadIns?: { why: string; entries: { pattern: string; why: string }[] };
  /**
   * A sentence saying nothing was eaten ("I skipped lunch"), as a pattern; `except` (with its reason) is a pattern
   * for the words after which the sentence names what was eaten after all ("nothing much, just a banana").
   */
  nothingEaten?: { why: string; pattern: string; except?: { pattern: string; why: string } };
  /**
   * Words that correct the food said before them ("..., actually it was Honey Nut Cheerios"), as a pattern: the food
   * after them takes the place of the one it corrects (decision 186).
   */
  corrections?: { why: string; pattern: string };
  /** Numbers the person states for a food: the words after the number and the labels before it (decision 107). */
  statedNutrients?: {
    why: string;
    entries: {
      nutrient: 'calories' | 'protein' | 'carbs' | 'fat';
      after: string[];
      before: string[];
      why: string;
    }[];
  };
  /** The words that join two foods in a list, and how segmentation reads each (decision 107). */
  joiners?: {
    why: string;
    entries: {
      words: string;
      joins: 'and' | 'with' | 'plus';
      afterComma?: boolean;
      /** What follows is said beside the food before (a dip), never a part the dish holds (decision 211). */
      beside?: boolean;
      /** A joiner only before one of these words: an amount or an article that opens a food (decision 217). */
      before?: string[];
      why: string;
    }[];
  };
  /** The singulariser's exceptions: words ending in s that are not plurals, and irregular plurals. */
  stemming?: { why: string; keep: string[]; irregular: Record<string, string> };
  /**
   * FNDDS's portion wording inside a food phrase ("snack-size bag"), as patterns matched as whole words. `says`: the
   * words FNDDS uses for what the phrase says, compared with its portions' words besides the phrase's own ("kids
   * size" -> "child/senior drink"); `size`: the size it stands for when the food has no such portion (decision 165).
   */
  portionPhrases?: {
    why: string;
    entries: { pattern: string; why: string; says?: string[]; size?: 'small' | 'medium' | 'large' }[];
  };
  /**
   * Restaurant main dishes (decision 197): the foods (an FNDDS category and a name, as case-insensitive patterns)
   * that a person who says no amount eats as a restaurant entree, `cups` times the food's cup portion.
   */
  mainDishPortions?: {
    why: string;
    cups: number;
    /** The count units that say one whole dish ("a bowl of pho"), and why. */
    units: string[];
    unitsWhy: string;
    /** `cups`: an entry's own cups, where its dish is eaten as a plate at home rather than a restaurant entree. */
    entries: { category: string; name: string; why: string; cups?: number }[];
  };
  /**
   * A chain's meal or combo (decision 201): the side and drink it comes with (`{size}` in the sized forms stands for
   * a size said before the main), a kids' meal's nugget count, the numbered combos read, and the words after "meal"
   * that say it is no chain meal.
   */
  chainMeals?: {
    why: string;
    side: string;
    sideSized: string;
    drink: string;
    drinkSized: string;
    drinkWhy: string;
    kidsNuggets: string;
    kidsNuggetsWhy: string;
    numbered: Record<string, string>;
    numberedWhy: string;
    /**
     * A numbered combo said with its chain named (decision 211): the chain's names, its numbers' mains and the main of
     * a number not listed.
     */
    numberedAt?: { chain: string[]; numbers: Record<string, string>; other: string; why: string }[];
    numberedAtWhy?: string;
    /** The verbs of a part of an order swapped for another ('swapped the fries for a side salad'; decision 211). */
    swapVerbs?: string[];
    swapVerbsWhy?: string;
    notBefore: string[];
    notBeforeWhy: string;
    /** The size of a fountain drink said with no size at a fast-food chain. */
    fountainSize: string;
    fountainSizeWhy: string;
    /** Why a size said right after the meal word is the meal's. */
    sizedAfterWhy: string;
    /** Words said of a meal that make its side and drink the large. */
    upsized: string[];
    upsizedWhy: string;
    /** A breakfast sandwich's meal: its side and drink (`{size}` as above). */
    breakfastSide: string;
    breakfastDrink: string;
    breakfastDrinkSized: string;
    breakfastWhy: string;
    /** A side a meal comes with in a bag, as said in the order, and how to read it. */
    packagedSides: Record<string, string>;
    packagedSidesWhy: string;
    /** Chains as FNDDS's portion texts write them and as people say them (a chain's own portion of a food). */
    portions: { portion: string; said: string[] }[];
    portionsWhy: string;
  };
  /** Ordinary English words the speller never corrects into a food's word (decision 202), and why. */
  commonWords?: { why: string; words: string[] };
  /**
   * Sauces a dish already holds (decision 211): a sauce said with a dish whose FNDDS name matches `held` (a pattern,
   * case-insensitive) is not counted again.
   */
  heldByDish?: {
    why: string;
    /** `unsauced`: the pattern of the dish's unsauced kin, taken when the sauce is said with its own amount. */
    entries: { said: string[]; held: string; unsauced?: string; why: string }[];
  };
  /**
   * Dish parts a dish does not hold (decision 223): a part of class `dish_part` said with "with" after a dish whose
   * FNDDS name matches `dish` (a pattern, case-insensitive) is a food of its own beside the dish, not absorbed.
   */
  besideDish?: { why: string; entries: { said: string[]; dish: string; why: string }[] };
}

export interface LexiconAmounts {
  why: string;
  /** A unit: its words, and what one measures (grams, millilitres or US fluid ounces; none for a count). */
  units: {
    key: string;
    kind: 'mass' | 'volume' | 'count';
    words: string[];
    grams?: number;
    ml?: number;
    /** A number or a fraction ("1/6") of US fluid ounces. */
    flOz?: string;
    /** Words of the unit that are one only right after a number ("5 cc"; "bagel w cc" is cream cheese), and why. */
    afterNumber?: string[];
    afterNumberWhy?: string;
    /** A count unit: the FNDDS portion texts it can stand for, as a regular expression. */
    portionText?: string;
    /** A container: what it holds, in US fluid ounces (a number or a fraction), when the food has no such portion. */
    containerFlOz?: string;
    /** What the unit holds of a food FNDDS serves by the spoon (default serving at most two tablespoons; decision 179). */
    spoonFoodFlOz?: string;
    spoonFoodWhy?: string;
    why: string;
  }[];
  /** Number words; `follows`: may also follow another ("a couple", "three quarters"). */
  numbers: { word: string; value: number; follows?: boolean; why: string }[];
  /** Size words and the size they say; `before`: a size only when one of these words follows. */
  sizes: { word: string; size: string; before?: string[]; why: string }[];
  /** Words that soften an amount, dropped before it. */
  hedges: { why: string; words: string[] };
  /** How FNDDS's portion texts say each size: when the size was said, and as hints when none was. */
  sizesInPortions: {
    why: string;
    entries: { size: string; says: string[]; hints: string[]; why: string }[];
  };
  /** Names that start with or hold a number ("3 musketeers", "7 up"): that number is no count (decision 118). */
  numberedNames?: { why: string; entries: { name: string; why: string }[] };
  /** Fluid ounces of a small, medium and large drink, for drinks FNDDS gives no sized portion (decision 109). */
  drinkSizes?: { why: string; flOz: Record<string, number> };
  /** How many of a spoon or cup measure a measure adjective makes it ('a heaping tablespoon'; decision 179). */
  measureAdjectives?: { why: string; factors: Record<string, number> };
}

const LEXICON_FILE = fileURLToPath(new URL('../data/lexicon.json', import.meta.url));
const FILE = JSON.parse(readFileSync(LEXICON_FILE, 'utf8')) as LexiconFile;
/** The whole lexicon file, for the tables read elsewhere (common forms, word alternatives). */
export const LEXICON_FILE_DATA: Readonly<LexiconFile> = FILE;
