// The limits, choices and messages of the contracts as plain values (no zod): forms, the first screen and the
// rules' reads use them without loading the schemas (issue 15, decisions 158 and 159). The schemas in index.ts,
// meals.ts and weights.ts are built from them.

/** Spec section 3: units offered in each form. */
export const QUICK_ADD_UNITS = [
  'serving',
  'grams',
  'cups',
  'tbsp',
  'tsp',
  'oz',
  'lbs',
  'pieces',
  'slices',
] as const;
export const EDIT_UNITS = QUICK_ADD_UNITS.filter((u) => u !== 'serving');
export const PREFILLED_UNITS = [
  'serving',
  'grams',
  'cups',
  'pieces',
  'slices',
  'tbsp',
  'tsp',
  'oz',
  'lb',
  'ml',
  'large',
  'medium',
  'small',
] as const;

export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very_active'] as const;
export const SEXES = ['male', 'female', 'other'] as const;
export const GOALS = ['maintain', 'custom'] as const;
export const GOAL_TYPES = ['maintain', 'lose', 'gain'] as const;
export const UNIT_SYSTEMS = ['imperial', 'metric'] as const;

/** Spec section 5 bounds. Onboarding is stricter than settings; the schema holds the settings (outer) bounds. */
export const LIMITS = {
  age: { min: 1, max: 120, onboardingMin: 13 },
  weight: { min: 1, max: 1000, onboardingMin: 80, onboardingMax: 500, step: 0.1 },
  heightFeet: { min: 3, max: 8 },
  heightInches: { min: 0, max: 11 },
  height: { min: 12, max: 120 },
  rate: { min: 0.1, max: 2, step: 0.1, default: 0.5 },
  target: { min: 0, max: 20000, macroMin: 1 },
  quantity: { min: 0.1, step: 0.1, max: 10_000 },
  /** Per item: nothing eaten at once comes near these; larger numbers are input errors (or model noise). */
  item: { caloriesMax: 100_000, macroMax: 10_000, sodiumMaxMg: 1_000_000 },
  name: { max: 200 },
  notes: { max: 1000 },
  itemsPerRequest: { min: 1, max: 50 },
  historyRangeDays: 366,
  analyzeTextMax: 2000,
  /**
   * Issue 11: favorites an account may store or a guest may send with an analysis (names are at most
   * name.max), and how many of them, sharing words with a description, the parser compares it against.
   */
  favorites: { max: 500, matchedMax: 100 },
  /** Issue 11: what one account may store (import refuses more): ten years of days, 13 items a day on average. */
  account: { itemsMax: 50_000, daysMax: 3_660 },
  /** Issue 14 (item 3): a saved meal's foods, and the servings a recipe makes. */
  savedMeal: { itemsMax: 30, servingsMax: 100 },
} as const;

/** Issue 14 (item 1): the meals an item may belong to, and the words for them. */
export const MEALS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export const MEAL_LABELS: Record<(typeof MEALS)[number], string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snacks: 'Snacks',
};

/**
 * Issue 14 (item 4): the nutrients beyond the four macros that the food database carries. Fiber and sugars in
 * grams, sodium in milligrams; absent when not known (manual items may leave them empty, USDA did not analyse
 * every food), never a guessed zero.
 */
export const EXTRA_NUTRIENTS = ['fiber', 'sugars', 'sodium'] as const;
export type ExtraNutrient = (typeof EXTRA_NUTRIENTS)[number];
/** Labels and units as shown (one place for the day's details and the forms). */
export const EXTRA_NUTRIENT_INFO: Record<
  ExtraNutrient,
  { label: string; unit: 'g' | 'mg'; decimals: number }
> = {
  fiber: { label: 'Fiber', unit: 'g', decimals: 1 },
  sugars: { label: 'Sugars', unit: 'g', decimals: 1 },
  sodium: { label: 'Sodium', unit: 'mg', decimals: 0 },
};

/** Spec section 5: items are never added on a future date. */
export const FUTURE_DATE_MESSAGE = 'Cannot add items to future dates';

/** Issue 13: as items are (spec section 5), weights are refused on days after the user's today. */
export const FUTURE_WEIGHT_MESSAGE = 'Cannot log a weight on a future date';
/** Issue 13: a day after the user's today cannot be marked incomplete either. */
export const FUTURE_MARK_MESSAGE = 'Cannot mark a future date';
