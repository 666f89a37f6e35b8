// The contracts shared by client and server (convention 3): one zod schema each, types inferred.
// Limits live here once and are used by the schemas and the UI alike.
import { z } from 'zod';

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
  item: { caloriesMax: 100_000, macroMax: 10_000 },
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
} as const;

const finiteNonNegative = z.number().finite().min(0);
const itemCalories = finiteNonNegative.max(LIMITS.item.caloriesMax);
const itemMacro = finiteNonNegative.max(LIMITS.item.macroMax);
const itemQuantity = z
  .number()
  .finite()
  .min(LIMITS.quantity.min, 'Please enter a valid quantity')
  .max(LIMITS.quantity.max, 'Please enter a valid quantity');

/** 'yyyy-MM-dd', a real calendar day (spec section 9: date format). */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be yyyy-MM-dd')
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const dt = new Date(Date.UTC(y, m - 1, d));
    return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
  }, 'Date must be a real calendar day');
export type IsoDate = z.infer<typeof IsoDate>;

/** Spec section 3 (user profile) with section 5 bounds. `unitSystem` is a display preference only (issue 4). */
export const Profile = z.object({
  age: z.number().int().min(LIMITS.age.min).max(LIMITS.age.max),
  sex: z.enum(SEXES),
  weight: z.number().finite().min(LIMITS.weight.min).max(LIMITS.weight.max),
  height: z.number().finite().min(LIMITS.height.min).max(LIMITS.height.max),
  activityLevel: z.enum(ACTIVITY_LEVELS),
  goal: z.enum(GOALS),
  goalType: z.enum(GOAL_TYPES).optional(),
  customWeightChange: z.number().finite().min(-LIMITS.rate.max).max(LIMITS.rate.max).optional(),
  targetCalories: z.number().int().min(LIMITS.target.min).max(LIMITS.target.max),
  targetProtein: z.number().int().min(LIMITS.target.min).max(LIMITS.target.max),
  targetCarbs: z.number().int().min(LIMITS.target.min).max(LIMITS.target.max),
  targetFat: z.number().int().min(LIMITS.target.min).max(LIMITS.target.max),
  walkthroughCompleted: z.boolean(),
  unitSystem: z.enum(UNIT_SYSTEMS).default('imperial'),
  /** Decision 143 (issue 14 #7): the user typed the calorie target; recomputing keeps it (and shows the computed one). */
  calorieTargetSet: z.boolean().optional(),
});
export type Profile = z.infer<typeof Profile>;

const trimmedName = z
  .string()
  .trim()
  .min(1, 'Please enter a food name')
  .max(LIMITS.name.max, `Name must be at most ${LIMITS.name.max} characters`);

/** Notes are stored only when non-empty after trimming (spec section 3). */
const notes = z
  .string()
  .max(LIMITS.notes.max, `Notes must be at most ${LIMITS.notes.max} characters`)
  .optional()
  .transform((n) => (n === undefined || n.trim() === '' ? undefined : n.trim()));

/** The built-in database food an item came from and its weight (issue 10): the portion can be changed later. */
const foodId = z.string().min(1).max(100);
const itemGrams = z
  .number()
  .finite()
  .min(0)
  .max(LIMITS.item.macroMax * 10);

const itemFields = {
  name: trimmedName,
  calories: itemCalories,
  protein: itemMacro,
  carbs: itemMacro,
  fat: itemMacro,
  units: z.string().trim().min(1).max(50),
  quantity: itemQuantity,
  notes,
  foodId: foodId.optional(),
  grams: itemGrams.optional(),
};

/** Spec section 3: a food item. `timestamp` is epoch milliseconds; `id` is a timestamp-based string. */
export const FoodItem = z
  .object({
    id: z.string().min(1).max(100),
    ...itemFields,
    isFavorite: z.boolean().default(false),
    timestamp: z.number().int().min(0),
  })
  // Typed with `notes?` so callers can read item.notes (the inferred type would be a union without it).
  .transform(({ notes: n, ...rest }): typeof rest & { notes?: string } =>
    n === undefined ? rest : { ...rest, notes: n },
  );
export type FoodItem = z.output<typeof FoodItem>;

/** What a client sends to log an item: the server assigns id and timestamp when they are missing. */
export const NewFoodItem = z
  .object({
    id: z.string().min(1).max(100).optional(),
    ...itemFields,
    isFavorite: z.boolean().default(false),
    timestamp: z.number().int().min(0).optional(),
  })
  .transform(({ notes: n, ...rest }) => (n === undefined ? rest : { ...rest, notes: n }));
export type NewFoodItem = z.input<typeof NewFoodItem>;

/** An edit (spec section 7: name, quantity, calories, protein, units, notes; carbs and fat too). */
export const FoodItemPatch = z
  .object({
    name: trimmedName,
    calories: itemCalories,
    protein: itemMacro,
    carbs: itemMacro,
    fat: itemMacro,
    units: z.string().trim().min(1).max(50),
    quantity: itemQuantity,
    notes: z.string().max(LIMITS.notes.max).nullable(),
    isFavorite: z.boolean(),
    /** A portion change keeps the food and sets its new weight; null unlinks the database food. */
    foodId: foodId.nullable(),
    grams: itemGrams.nullable(),
  })
  .partial()
  .strict();
export type FoodItemPatch = z.infer<typeof FoodItemPatch>;

export const Totals = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});
export type Totals = z.infer<typeof Totals>;

/** Spec section 3: a day's intake. Totals are always computed from the items, never stored. */
export const DailyIntake = z.object({
  date: IsoDate,
  items: z.array(FoodItem),
  totals: Totals,
});
export type DailyIntake = z.infer<typeof DailyIntake>;

/** Spec section 3: a favorite is a food item; identity is name plus units. */
export const Favorite = FoodItem;
export type Favorite = FoodItem;

/** Spec section 3: a suggestion is a food item derived from history, with usageCount and lastUsed (a day). */
export type Suggestion = FoodItem & {
  usageCount: number;
  lastUsed: IsoDate;
  badges: ('Recent' | 'Frequent')[];
};

const oneDecimal = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6;

/** Spec section 3 (AI estimate result) and section 9: calories an integer, macros one decimal, quantity >= 0.1. */
export const EstimateItem = z.object({
  name: z.string().trim().min(1).max(LIMITS.name.max),
  calories: itemCalories.int(),
  protein: itemMacro.refine(oneDecimal, 'At most one decimal'),
  carbs: itemMacro.refine(oneDecimal, 'At most one decimal'),
  fat: itemMacro.refine(oneDecimal, 'At most one decimal'),
  units: z.string().trim().min(1).max(50),
  quantity: itemQuantity,
});
export type EstimateItem = z.infer<typeof EstimateItem>;

export const HISTORY_PERIODS = ['week', 'month'] as const;
export const HistoryPeriod = z.enum(HISTORY_PERIODS);
export type HistoryPeriod = z.infer<typeof HistoryPeriod>;

export * from './defaults.ts';
export * from './analysis.ts';
export * from './account.ts';
export * from './weights.ts';
