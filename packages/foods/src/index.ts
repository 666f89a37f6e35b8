// @forkcast/foods: the built-in USDA food database and the meal-text parser over it (issue 5).
export { loadFoodDatabase } from './database.ts';
export type { FoodDatabase } from './database.ts';
export {
  analyzeMeal,
  parseMeal,
  groundItem,
  householdPortions,
  mealNamed,
  MAX_ALTERNATIVES,
} from './parse.ts';
export type { MealAnalysis, ParseOptions } from './parse.ts';
export type { AnalyzedItem, Food, FoodSearchResult, FoodSource, Per100g, Portion } from './types.ts';
