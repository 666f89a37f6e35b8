// The diary's rules, once (issue 12): adding, editing and removing items, favorites (identity is name plus
// units), the profile, and the spec section 8 messages. They run over a small storage port, so the server (over
// SQLite or PostgreSQL) and the browser (over IndexedDB) apply exactly the same rules and fail with the same
// errors. Every check happens before the first write, so a refused change writes nothing.
// The reads (and the storage port, the errors and the messages) are in reads.ts, without the schemas (decision 159).
import {
  FoodItemPatch as FoodItemPatchSchema,
  isParsedNewItem,
  NewFoodItem as NewFoodItemSchema,
  Profile as ProfileSchema,
  WeightInput,
} from '../schemas/index.ts';
import { LIMITS } from '../schemas/limits.ts';
import type {
  DailyIntake,
  Favorite,
  FoodItem,
  FoodItemPatch,
  IsoDate,
  NewFoodItem,
  Profile,
  WeightEntry,
} from '../schemas/index.ts';
import { newItemId } from '../dates/index.ts';
import { favoriteKey, isSameFavorite } from './favorites.ts';
import { withSavedMealValues } from './saved-meals.ts';
import { withTotals } from './totals.ts';
import { badRequest, bodyDay, checkDate, getDay } from './reads.ts';
import { MESSAGES, conflict, notFound } from './rule-messages.ts';
import type { RuleContext, DiaryStore } from './reads.ts';

export * from './reads.ts';
export { MESSAGES, conflict, notFound } from './rule-messages.ts';
export * from './derived.ts';

function parse<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}

/** A new item with its id and timestamp (the ones given, else fresh ones). */
export function completeItem(input: NewFoodItem, ctx: Pick<RuleContext, 'now' | 'random'>): FoodItem {
  // An item the server's route already parsed with the same schema (decision 209) is not parsed again.
  const { id, timestamp, ...rest } = isParsedNewItem(input) ? input : parse(NewFoodItemSchema, input);
  return { ...rest, id: id ?? newItemId(ctx.now, ctx.random), timestamp: timestamp ?? ctx.now } as FoodItem;
}

/**
 * Notes: null or blank removes them (spec section 3: stored only if non-empty after trimming). Any other null
 * (the database food, its grams, a nutrient) removes that field: unknown is absent, never null.
 */
export function applyPatch<T extends FoodItem>(item: T, patch: FoodItemPatch): T {
  const { notes, ...rest } = patch;
  const next = { ...item, ...rest } as T;
  for (const [key, value] of Object.entries(rest))
    if (value === null) delete (next as Record<string, unknown>)[key];
  if (notes !== undefined) {
    if (notes === null || notes.trim() === '') delete (next as { notes?: string }).notes;
    else (next as { notes?: string }).notes = notes.trim();
  }
  return next;
}

/**
 * What adding and importing share (spec section 5): a real date, never a future one, the count limit, ids unique
 * within the request, and no saved-meal fields (a logged item is one food; a saved meal is logged as its foods).
 */
function prepareItems(ctx: RuleContext, date: IsoDate, items: NewFoodItem[]): FoodItem[] {
  checkDate(date);
  if (date > ctx.today) throw badRequest(MESSAGES.futureDate, 'future_date');
  const { min, max } = LIMITS.itemsPerRequest;
  if (items.length < min || items.length > max) throw badRequest(MESSAGES.itemCount);
  if (items.some(holdsFoods)) throw badRequest(MESSAGES.notASavedMeal);
  const prepared = items.map((i) => completeItem(i, ctx));
  if (new Set(prepared.map((i) => i.id)).size !== prepared.length) throw badRequest(MESSAGES.itemIdsUnique);
  return prepared;
}

const holdsFoods = (item: { items?: unknown; servings?: unknown }) =>
  item.items !== undefined || item.servings !== undefined;

/**
 * Spec section 5: never on a future date; ids are unique within the day. The day is read once: the reply is the
 * items read plus the added ones, which insertItems appends after them (decision 191).
 */
export async function addItems(
  store: DiaryStore,
  ctx: RuleContext,
  date: IsoDate,
  items: NewFoodItem[],
): Promise<DailyIntake> {
  const added = prepareItems(ctx, date, items);
  const before = await (store.readThenInsertItems?.(date, added) ?? readThenInsert(store, date, added));
  return withTotals(date, [...before, ...added]);
}

/**
 * The day's items as they were, then `added` inserted after them; an id already on the day is a conflict and
 * nothing is inserted. A store's `readThenInsertItems` does the same.
 */
export async function readThenInsert(
  store: DiaryStore,
  date: IsoDate,
  added: FoodItem[],
): Promise<FoodItem[]> {
  const before = await store.getItems(date);
  const existing = new Set(before.map((i) => i.id));
  if (added.some((i) => existing.has(i.id))) throw conflict(MESSAGES.itemExists(date));
  await store.insertItems(date, added);
  return before;
}

/**
 * Issue 12: a guest's day arriving in an account (guest to account, decision 125). Items keep their ids; one
 * already on the day is replaced by the arriving one, the others are appended, so running it twice (an
 * interrupted sign-up) doubles nothing. Otherwise the rules of adding hold (no future date, the count limit).
 */
export async function importItems(
  store: DiaryStore,
  ctx: RuleContext,
  date: IsoDate,
  items: NewFoodItem[],
): Promise<DailyIntake> {
  const arriving = prepareItems(ctx, date, items);
  const existing = new Set((await store.getItems(date)).map((i) => i.id));
  for (const item of arriving) if (existing.has(item.id)) await store.replaceItem(date, item);
  const fresh = arriving.filter((i) => !existing.has(i.id));
  if (fresh.length > 0) await store.insertItems(date, fresh);
  return getDay(store, date);
}

/** Spec section 5: a date with no intake fails with its own message; otherwise the item is unknown. */
async function findItem(store: DiaryStore, date: IsoDate, id: string): Promise<FoodItem> {
  checkDate(date);
  const items = await store.getItems(date);
  if (items.length === 0) throw notFound(MESSAGES.noDay(date));
  const item = items.find((i) => i.id === id);
  if (!item) throw notFound(MESSAGES.noItem(id));
  return item;
}

export async function updateItem(
  store: DiaryStore,
  date: IsoDate,
  id: string,
  patch: FoodItemPatch,
): Promise<DailyIntake> {
  const valid = parse(FoodItemPatchSchema, patch);
  if (holdsFoods(valid)) throw badRequest(MESSAGES.notASavedMeal);
  const item = await findItem(store, date, id);
  await store.replaceItem(date, applyPatch(item, valid));
  return getDay(store, date);
}

export async function removeItem(store: DiaryStore, date: IsoDate, id: string): Promise<DailyIntake> {
  await findItem(store, date, id);
  await store.deleteItem(date, id);
  return getDay(store, date);
}

/**
 * The stored shape of a favorite (suggestion-only fields were dropped by the schema). A saved meal's values and
 * units are derived from its foods (core withSavedMealValues), whatever arrived.
 */
function newFavorite(item: NewFoodItem, ctx: RuleContext): Favorite {
  return withSavedMealValues({ ...completeItem(item, ctx), isFavorite: true });
}

/** Identity is name plus units (spec section 3): a second one of the same food is refused. */
export async function addFavorite(store: DiaryStore, ctx: RuleContext, item: NewFoodItem): Promise<Favorite> {
  const favorite = newFavorite(item, ctx);
  const favorites = await store.listFavorites();
  if (favorites.some((f) => f.id === favorite.id || isSameFavorite(f, favorite))) {
    throw conflict(MESSAGES.duplicateFavorite);
  }
  await store.insertFavorite(favorite);
  return favorite;
}

/**
 * Issue 12: a guest's favorite arriving in an account. Identity is name plus units: the account's favorite of
 * the same food takes the arriving fields and keeps its id; otherwise it is added (with a fresh id if its id
 * is another food's). Running it twice doubles nothing.
 */
export async function importFavorite(
  store: DiaryStore,
  ctx: RuleContext,
  item: NewFoodItem,
): Promise<Favorite> {
  const favorite = newFavorite(item, ctx);
  const favorites = await store.listFavorites();
  const same = favorites.find((f) => isSameFavorite(f, favorite));
  if (same) {
    const next = { ...favorite, id: same.id };
    await store.replaceFavorite(next);
    return next;
  }
  const fresh = favorites.some((f) => f.id === favorite.id)
    ? { ...favorite, id: newItemId(ctx.now, ctx.random) }
    : favorite;
  await store.insertFavorite(fresh);
  return fresh;
}

export async function updateFavorite(store: DiaryStore, id: string, patch: FoodItemPatch): Promise<Favorite> {
  const valid = parse(FoodItemPatchSchema, patch);
  const favorites = await store.listFavorites();
  const current = favorites.find((f) => f.id === id);
  if (!current) throw notFound(MESSAGES.noFavorite(id));
  const next = withSavedMealValues({ ...applyPatch(current, valid), isFavorite: true });
  if (favorites.some((f) => f.id !== id && isSameFavorite(f, next)))
    throw conflict(MESSAGES.duplicateFavorite);
  await store.replaceFavorite(next);
  return next;
}

export async function removeFavorite(store: DiaryStore, id: string): Promise<void> {
  const favorites = await store.listFavorites();
  if (!favorites.some((f) => f.id === id)) throw notFound(MESSAGES.noFavorite(id));
  await store.deleteFavorite(id);
}

/** Spec section 4: the favorite with the same name and units is removed, else the item is added. */
export async function toggleFavorite(
  store: DiaryStore,
  ctx: RuleContext,
  item: NewFoodItem,
): Promise<{ isFavorite: boolean }> {
  const favorite = newFavorite(item, ctx);
  const key = favoriteKey(favorite);
  const same = (await store.listFavorites()).filter((f) => favoriteKey(f) === key);
  if (same.length > 0) {
    for (const f of same) await store.deleteFavorite(f.id);
    return { isFavorite: false };
  }
  await store.insertFavorite(favorite);
  return { isFavorite: true };
}

export async function saveProfile(store: DiaryStore, profile: Profile): Promise<Profile> {
  const valid = parse(ProfileSchema, profile);
  await store.putProfile(valid);
  return valid;
}

/** Issue 13: one weight per day, the last entry wins; never on a day after today. */
export async function putWeight(
  store: DiaryStore,
  ctx: Pick<RuleContext, 'today'>,
  date: IsoDate,
  weight: number,
): Promise<WeightEntry> {
  checkDate(date);
  if (date > ctx.today) throw badRequest(MESSAGES.futureWeight, 'future_date');
  const valid = parse(WeightInput, { weight }).weight;
  await store.putBodyDay({ ...(await bodyDay(store, date)), weight: valid });
  return { date, weight: valid };
}

export async function removeWeight(store: DiaryStore, date: IsoDate): Promise<void> {
  checkDate(date);
  const day = await bodyDay(store, date);
  if (day.weight === null) throw notFound(MESSAGES.noWeight(date));
  await store.putBodyDay({ ...day, weight: null });
}

/** Issue 13 (decision 132): a day marked incomplete is left out of the estimate; not after today. */
export async function setIncomplete(
  store: DiaryStore,
  ctx: Pick<RuleContext, 'today'>,
  date: IsoDate,
  incomplete: boolean,
): Promise<void> {
  checkDate(date);
  if (date > ctx.today) throw badRequest(MESSAGES.futureMark, 'future_date');
  await store.putBodyDay({ ...(await bodyDay(store, date)), incomplete });
}
