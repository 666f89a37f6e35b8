// The contracts shared by client and server (convention 3): one zod schema each, types inferred.
// Limits live here once and are used by the schemas and the UI alike.
import { z } from 'zod/mini';
import { Meal } from './meals.ts';

import { ACTIVITY_LEVELS, GOALS, GOAL_TYPES, LIMITS, SEXES, UNIT_SYSTEMS } from './limits.ts';
import { ISO_DATE_PATTERN, isCalendarDay } from '../dates/calendar.ts';
export * from './limits.ts';
export * from './weight-limits.ts';

// zod's mini build (decision 153): the same rules as checks, so a bundler keeps only the checks used here and the
// browser's first screen does not carry zod's whole method surface.
const nonNegative = (max: number) => z.number().check(z.minimum(0), z.maximum(max));
const itemCalories = nonNegative(LIMITS.item.caloriesMax);
const itemMacro = nonNegative(LIMITS.item.macroMax);
const itemSodium = nonNegative(LIMITS.item.sodiumMaxMg);
const itemQuantity = z
  .number()
  .check(
    z.minimum(LIMITS.quantity.min, 'Please enter a valid quantity'),
    z.maximum(LIMITS.quantity.max, 'Please enter a valid quantity'),
  );
const between = (min: number, max: number) => z.number().check(z.minimum(min), z.maximum(max));
const intBetween = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));
const trimmedText = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** 'yyyy-MM-dd', a real calendar day (spec section 9: date format). */
export const IsoDate = z
  .string()
  .check(
    z.regex(ISO_DATE_PATTERN, 'Date must be yyyy-MM-dd'),
    z.refine(isCalendarDay, 'Date must be a real calendar day'),
  );
export type IsoDate = z.infer<typeof IsoDate>;

const target = intBetween(LIMITS.target.min, LIMITS.target.max);

/** Spec section 3 (user profile) with section 5 bounds. `unitSystem` is a display preference only (issue 4). */
export const Profile = z.object({
  age: intBetween(LIMITS.age.min, LIMITS.age.max),
  sex: z.enum(SEXES),
  weight: between(LIMITS.weight.min, LIMITS.weight.max),
  height: between(LIMITS.height.min, LIMITS.height.max),
  activityLevel: z.enum(ACTIVITY_LEVELS),
  goal: z.enum(GOALS),
  goalType: z.optional(z.enum(GOAL_TYPES)),
  customWeightChange: z.optional(between(-LIMITS.rate.max, LIMITS.rate.max)),
  targetCalories: target,
  targetProtein: target,
  targetCarbs: target,
  targetFat: target,
  walkthroughCompleted: z.boolean(),
  unitSystem: z._default(z.enum(UNIT_SYSTEMS), 'imperial'),
  /** Decision 143 (issue 14 #7): the user typed the calorie target; recomputing keeps it (and shows the computed one). */
  calorieTargetSet: z.optional(z.boolean()),
});
export type Profile = z.infer<typeof Profile>;

const trimmedName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter a food name'),
    z.maxLength(LIMITS.name.max, `Name must be at most ${LIMITS.name.max} characters`),
  );

/** Notes are stored only when non-empty after trimming (spec section 3). */
const notes = z.pipe(
  z.optional(
    z.string().check(z.maxLength(LIMITS.notes.max, `Notes must be at most ${LIMITS.notes.max} characters`)),
  ),
  z.transform((n: string | undefined) => (n === undefined || n.trim() === '' ? undefined : n.trim())),
);

/** A food id as the database writes it: its source, a colon and the source's code ('fndds:31102000'). */
export const FoodId = z
  .string()
  .check(
    z.maxLength(100, 'A food id is at most 100 characters'),
    z.regex(/^[a-z0-9]+:[A-Za-z0-9._-]+$/, 'A food id looks like fndds:31102000'),
  );

/**
 * The built-in database food an item came from and its weight (issue 10): the portion can be changed later.
 * An item's foodId is any text up to 100 characters, not FoodId: items already stored and synced may hold ids of
 * other forms, and tightening it would refuse their edits and imports.
 */
const foodId = text(1, 100);
const itemGrams = between(0, LIMITS.item.macroMax * 10);
const itemId = text(1, 100);
const itemUnits = trimmedText(1, 50);

const extraNutrientFields = { fiber: itemMacro, sugars: itemMacro, sodium: itemSodium };

/** Issue 14 (item 3): one food of a saved meal (a usual breakfast, a recipe), with its own values. */
export const SavedMealItem = z.object({
  name: trimmedName,
  calories: itemCalories,
  protein: itemMacro,
  carbs: itemMacro,
  fat: itemMacro,
  units: itemUnits,
  quantity: itemQuantity,
  foodId: z.optional(foodId),
  grams: z.optional(itemGrams),
  fiber: z.optional(extraNutrientFields.fiber),
  sugars: z.optional(extraNutrientFields.sugars),
  sodium: z.optional(extraNutrientFields.sodium),
});
export type SavedMealItem = z.infer<typeof SavedMealItem>;
const savedMealItems = z
  .array(SavedMealItem)
  .check(
    z.minLength(1, 'A saved meal holds at least one food'),
    z.maxLength(LIMITS.savedMeal.itemsMax, `A saved meal holds at most ${LIMITS.savedMeal.itemsMax} foods`),
  );
const SERVINGS_MESSAGE = `Servings must be between 1 and ${LIMITS.savedMeal.servingsMax}`;
const servings = z
  .int()
  .check(z.minimum(1, SERVINGS_MESSAGE), z.maximum(LIMITS.savedMeal.servingsMax, SERVINGS_MESSAGE));

const itemFields = {
  name: trimmedName,
  calories: itemCalories,
  protein: itemMacro,
  carbs: itemMacro,
  fat: itemMacro,
  units: itemUnits,
  quantity: itemQuantity,
  notes,
  foodId: z.optional(foodId),
  grams: z.optional(itemGrams),
  fiber: z.optional(extraNutrientFields.fiber),
  sugars: z.optional(extraNutrientFields.sugars),
  sodium: z.optional(extraNutrientFields.sodium),
  meal: z.optional(Meal),
  /** A favorite that is a saved meal: its foods, and how many servings they make (a recipe). */
  items: z.optional(savedMealItems),
  servings: z.optional(servings),
};

/** Notes present only when non-empty: the pipes below drop an undefined `notes` key. */
type WithNotes<T> = Omit<T, 'notes'> & { notes?: string };
const dropEmptyNotes = <T extends { notes?: string | undefined }>({ notes: n, ...rest }: T): WithNotes<T> =>
  n === undefined ? rest : { ...rest, notes: n };

const FoodItemFields = z.object({
  id: itemId,
  ...itemFields,
  isFavorite: z._default(z.boolean(), false),
  timestamp: z.int().check(z.minimum(0)),
});

/** Spec section 3: a food item. `timestamp` is epoch milliseconds; `id` is a timestamp-based string. */
export const FoodItem = z.pipe(
  FoodItemFields,
  z.transform((item: z.output<typeof FoodItemFields>) => dropEmptyNotes(item)),
);
export type FoodItem = z.output<typeof FoodItem>;

const NewFoodItemFields = z.object({
  id: z.optional(itemId),
  ...itemFields,
  isFavorite: z._default(z.boolean(), false),
  timestamp: z.optional(z.int().check(z.minimum(0))),
});

/** What a client sends to log an item: the server assigns id and timestamp when they are missing. */
export const NewFoodItem = z.pipe(
  NewFoodItemFields,
  z.transform((item: z.output<typeof NewFoodItemFields>) => dropEmptyNotes(item)),
);
export type NewFoodItem = z.input<typeof NewFoodItem>;

/** Items that ParsedNewFoodItem gave: frozen, so each is still exactly what NewFoodItem's parse made of it. */
const parsedNewItems = new WeakSet<object>();

/**
 * Decision 209: NewFoodItem, its result frozen and remembered, for a caller that hands the result straight to
 * core's rules (the server's add route): they take it as parsed instead of parsing the same item twice.
 */
export const ParsedNewFoodItem = z.pipe(
  NewFoodItem,
  z.transform((item: z.output<typeof NewFoodItem>) => {
    parsedNewItems.add(Object.freeze(item));
    return item;
  }),
);

/** Whether `value` is an item ParsedNewFoodItem gave (unchanged since: it is frozen). */
export const isParsedNewItem = (value: unknown): value is z.output<typeof NewFoodItem> =>
  typeof value === 'object' && value !== null && parsedNewItems.has(value);

/** An edit (spec section 7: name, quantity, calories, protein, units, notes; carbs, fat, nutrients and meal too). */
export const FoodItemPatch = z.partial(
  z.strictObject({
    name: trimmedName,
    calories: itemCalories,
    protein: itemMacro,
    carbs: itemMacro,
    fat: itemMacro,
    units: itemUnits,
    quantity: itemQuantity,
    notes: z.nullable(z.string().check(z.maxLength(LIMITS.notes.max))),
    isFavorite: z.boolean(),
    /** A portion change keeps the food and sets its new weight; null unlinks the database food. */
    foodId: z.nullable(foodId),
    grams: z.nullable(itemGrams),
    /** null clears a nutrient (not known). */
    fiber: z.nullable(extraNutrientFields.fiber),
    sugars: z.nullable(extraNutrientFields.sugars),
    sodium: z.nullable(extraNutrientFields.sodium),
    meal: Meal,
    /** null makes a saved meal a plain favorite again. */
    items: z.nullable(savedMealItems),
    servings: z.nullable(servings),
  }),
);
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
const itemMacroOneDecimal = z
  .number()
  .check(z.minimum(0), z.maximum(LIMITS.item.macroMax), z.refine(oneDecimal, 'At most one decimal'));

/** Spec section 3 (AI estimate result) and section 9: calories an integer, macros one decimal, quantity >= 0.1. */
export const EstimateItem = z.object({
  name: trimmedText(1, LIMITS.name.max),
  calories: z.int().check(z.minimum(0), z.maximum(LIMITS.item.caloriesMax)),
  protein: itemMacroOneDecimal,
  carbs: itemMacroOneDecimal,
  fat: itemMacroOneDecimal,
  units: itemUnits,
  quantity: itemQuantity,
});
export type EstimateItem = z.infer<typeof EstimateItem>;

export const HISTORY_PERIODS = ['week', 'month'] as const;
export const HistoryPeriod = z.enum(HISTORY_PERIODS);
export type HistoryPeriod = z.infer<typeof HistoryPeriod>;

export * from './defaults.ts';
export * from './meals.ts';
export * from './analysis.ts';
export * from './account.ts';
export * from './weights.ts';
