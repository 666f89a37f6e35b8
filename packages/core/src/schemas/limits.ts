// The limits and choices of the contracts as plain values (no zod): forms and the first screen read them
// without loading the schemas (issue 15, decision 158). The schemas in index.ts are built from them.

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
