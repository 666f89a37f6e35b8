// The contracts of meal analysis and food search (issue 5), shared by the food database, the server and the web.
import { z } from 'zod/mini';
import { Meal } from './meals.ts';

export const FoodSource = z.enum(['fndds', 'sr28']);
export type FoodSource = z.infer<typeof FoodSource>;

export const Per100g = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  /** null when USDA did not analyse it (some SR28 foods); never a guessed zero. */
  fiber: z.nullable(z.number()),
  sugars: z.nullable(z.number()),
  sodium: z.nullable(z.number()),
});
export type Per100g = z.infer<typeof Per100g>;

export const Portion = z.object({ name: z.string(), grams: z.number() });
export type Portion = z.infer<typeof Portion>;

/** A food of the built-in database, with its household portions (`GET /api/foods/search`). */
export const FoodSearchResult = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  source: FoodSource,
  per100g: Per100g,
  portions: z.array(Portion),
  /** FNDDS "Quantity not specified": what a person eats when they give no amount. */
  defaultPortion: z.nullable(Portion),
});
export type FoodSearchResult = z.infer<typeof FoodSearchResult>;

/** Fiber and sugars (g) and sodium (mg) for the amount; null or absent when the food's value is not known. */
const extraNutrients = {
  fiber: z.optional(z.nullable(z.number())),
  sugars: z.optional(z.nullable(z.number())),
  sodium: z.optional(z.nullable(z.number())),
};

/** Another database food for the same words, with its values for the same amount (issue 10). */
export const AnalyzedAlternative = z.object({
  foodId: z.string(),
  name: z.string(),
  grams: z.number(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  ...extraNutrients,
});
export type AnalyzedAlternative = z.infer<typeof AnalyzedAlternative>;

/** One of a food's household measures ("1 cup", "1 medium") with its weight. */
export const HouseholdPortion = z.object({ label: z.string(), grams: z.number() });
export type HouseholdPortion = z.infer<typeof HouseholdPortion>;

/** One food by its id (`GET /api/foods/:id`): a stored item's portion can be changed among its household measures. */
export const FoodDetail = z.extend(FoodSearchResult, { householdPortions: z.array(HouseholdPortion) });
export type FoodDetail = z.infer<typeof FoodDetail>;

/** One item found in a meal description or photo: calories whole, macros to one decimal. */
export const AnalyzedItem = z.object({
  name: z.string(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  ...extraNutrients,
  units: z.string(),
  quantity: z.number(),
  /** The meal the words named ("for lunch I had ..."), issue 14; absent when they named none. */
  meal: z.optional(Meal),
  /** null when the amount is not known in grams (a favorite, a model's estimate). */
  grams: z.nullable(z.number()),
  /** The database food it came from; null when not from the database. */
  foodId: z.nullable(z.string()),
  confidence: z.number().check(z.minimum(0), z.maximum(1)),
  /** The database food's own name (the item's `name` is the person's words, decision 038). */
  matchedName: z.optional(z.string()),
  /** Up to five other foods the words could mean, valued for the same grams: one tap swaps (issue 10). */
  alternatives: z.optional(z.array(AnalyzedAlternative).check(z.maxLength(5))),
  /** The matched food's household measures, to change the portion with one tap. */
  portions: z.optional(z.array(HouseholdPortion)),
});
export type AnalyzedItem = z.infer<typeof AnalyzedItem>;

export const AnalyzeResult = z.object({
  items: z.array(AnalyzedItem),
  source: z.enum(['database', 'ai']),
  /** Phrases of the description that named no food the parser knows ("Skipped: ..."). */
  unmatched: z._default(z.array(z.string()), []),
});
export type AnalyzeResult = z.infer<typeof AnalyzeResult>;
