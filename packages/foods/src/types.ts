// The package's public shapes (brief: `@forkcast/foods` contract) and the on-disk format (decision 030).

export type FoodSource = 'fndds' | 'sr28';

export interface Per100g {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** null when USDA did not analyse it (some SR28 foods); never a guessed zero. */
  fiber: number | null;
  sugars: number | null;
  sodium: number | null;
}

export interface Portion {
  name: string;
  grams: number;
}

export interface FoodSearchResult {
  id: string;
  name: string;
  category: string;
  source: FoodSource;
  per100g: Per100g;
  portions: Portion[];
  /** FNDDS "Quantity not specified": what a person eats when they give no amount. */
  defaultPortion: Portion | null;
}

export interface Food extends FoodSearchResult {
  /** FNDDS "Additional food description" / SR28 common and brand names, '; '-separated. */
  synonyms: string;
}

/** One item of an analysis (brief: HTTP contract `AnalyzedItem`). */
export interface AnalyzedItem {
  name: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  units: string;
  quantity: number;
  grams: number | null;
  foodId: string | null;
  confidence: number;
}

/** A food as the builder sees it before it is flattened into a row. */
export interface DbFood {
  id: string;
  name: string;
  synonyms: string;
  category: number;
  /** calories, protein, carbs, fat, fiber, sugars, sodium per 100 g. */
  n: [number, number, number, number, number | null, number | null, number | null];
  portions: [string, number][];
  qns: number | null;
}

/**
 * A row of the shipped file: [id, name, synonyms, category index, nutrients, flat portions, QNS grams, words].
 * `words` is the index's own tokenisation, shipped so start-up skips it: name segments' words joined by spaces,
 * segments by "|", then "#" and the synonyms' words (decision 030).
 */
export type DbRow = [
  string,
  string,
  string,
  number,
  DbFood['n'],
  (string | number)[],
  number | null,
  string?,
];

export interface DbFile {
  format: 2;
  sources: string[];
  nutrients: string[];
  categories: string[];
  foods: DbRow[];
}
