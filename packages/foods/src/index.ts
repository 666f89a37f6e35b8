// @forkcast/foods: the built-in USDA food database and the meal-text parser over it (issue 5).
export { loadFoodDatabase } from './database.ts';
export type { FoodDatabase } from './database.ts';
export { parseMeal, groundItem } from './parse.ts';
export type { ParseOptions } from './parse.ts';
export type { AnalyzedItem, Food, FoodSearchResult, FoodSource, Per100g, Portion } from './types.ts';
