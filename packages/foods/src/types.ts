// The package's public shapes (brief: `@forkcast/foods` contract) and the on-disk format (decision 030).

// The API contracts (food search results, analysed items) are the core's schemas; the types come from there.
import type { FoodSearchResult } from '@forkcast/core';
export type { AnalyzedItem, FoodSearchResult, FoodSource, Per100g, Portion } from '@forkcast/core';

export interface Food extends FoodSearchResult {
  /** FNDDS "Additional food description" / SR28 common and brand names, '; '-separated. */
  synonyms: string;
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
