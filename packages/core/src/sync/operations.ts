// Local-first sync (issue 12, decision 120): every change a person makes is an operation with its own id. The
// browser applies it to its own store at once and queues it; the server applies each one exactly once, in the
// order it receives them, with the same rules (diary/rules.ts). An operation is generic — {id, type, payload} —
// and its payload is what the rule takes, so new item fields flow through without this code changing.
import { z } from 'zod/mini';
import { FoodItemPatch, IsoDate, Profile } from '../schemas/index.ts';
import type { NewFoodItem } from '../schemas/index.ts';
import type { DiaryStore, RuleContext } from '../diary/rules.ts';
import {
  addFavorite,
  addItems,
  removeFavorite,
  importFavorite,
  importItems,
  putWeight,
  removeItem,
  removeWeight,
  RuleError,
  saveProfile,
  setIncomplete,
  toggleFavorite,
  updateFavorite,
  updateItem,
} from '../diary/rules.ts';

import { bodyScope, dayScope } from './scopes.ts';
import type { Scope } from './scopes.ts';
export { bodyScope, dayScope } from './scopes.ts';
export type { Scope } from './scopes.ts';

const Id = z.string().check(z.minLength(1), z.maxLength(100));

interface OperationKind<P> {
  payload: z.ZodMiniType<P>;
  scope(payload: P): Scope;
  apply(store: DiaryStore, ctx: RuleContext, payload: P): Promise<unknown>;
}

const kind = <P>(k: OperationKind<P>) => k as OperationKind<unknown>;

/**
 * Every operation type, its payload's schema, the scope it changes and the rule it runs. A new kind of change
 * (weights, saved meals) is one more entry here.
 */
export const OPERATIONS: Record<string, OperationKind<unknown>> = {
  'items.add': kind({
    payload: z.object({ date: IsoDate, items: z.array(z.unknown()).check(z.minLength(1)) }) as z.ZodMiniType<{
      date: IsoDate;
      items: NewFoodItem[];
    }>,
    scope: (p) => dayScope(p.date),
    apply: (store, ctx, p) => addItems(store, ctx, p.date, p.items),
  }),
  // Issue 12 (decision 125): a guest's data arriving in an account; items and favorites keep their ids and
  // identity, and a second delivery replaces rather than doubles.
  'items.import': kind({
    payload: z.object({ date: IsoDate, items: z.array(z.unknown()).check(z.minLength(1)) }) as z.ZodMiniType<{
      date: IsoDate;
      items: NewFoodItem[];
    }>,
    scope: (p) => dayScope(p.date),
    apply: (store, ctx, p) => importItems(store, ctx, p.date, p.items),
  }),
  'favorite.import': kind({
    payload: z.object({ item: z.unknown() }) as z.ZodMiniType<{ item: NewFoodItem }>,
    scope: () => 'favorites',
    apply: (store, ctx, p) => importFavorite(store, ctx, p.item),
  }),
  'item.update': kind({
    payload: z.object({ date: IsoDate, id: Id, patch: FoodItemPatch }),
    scope: (p) => dayScope(p.date),
    apply: (store, _ctx, p) => updateItem(store, p.date, p.id, p.patch),
  }),
  'item.remove': kind({
    payload: z.object({ date: IsoDate, id: Id }),
    scope: (p) => dayScope(p.date),
    apply: (store, _ctx, p) => removeItem(store, p.date, p.id),
  }),
  'favorite.add': kind({
    payload: z.object({ item: z.unknown() }) as z.ZodMiniType<{ item: NewFoodItem }>,
    scope: () => 'favorites',
    apply: (store, ctx, p) => addFavorite(store, ctx, p.item),
  }),
  'favorite.update': kind({
    payload: z.object({ id: Id, patch: FoodItemPatch }),
    scope: () => 'favorites',
    apply: (store, _ctx, p) => updateFavorite(store, p.id, p.patch),
  }),
  'favorite.remove': kind({
    payload: z.object({ id: Id }),
    scope: () => 'favorites',
    apply: (store, _ctx, p) => removeFavorite(store, p.id),
  }),
  'favorite.toggle': kind({
    payload: z.object({ item: z.unknown() }) as z.ZodMiniType<{ item: NewFoodItem }>,
    scope: () => 'favorites',
    apply: (store, ctx, p) => toggleFavorite(store, ctx, p.item),
  }),
  // Issue 13's weight log and incomplete days (decision 124): one document per date, `body:<date>`.
  'weight.put': kind({
    payload: z.object({ date: IsoDate, weight: z.number() }),
    scope: (p) => bodyScope(p.date),
    apply: (store, ctx, p) => putWeight(store, ctx, p.date, p.weight),
  }),
  'weight.remove': kind({
    payload: z.object({ date: IsoDate }),
    scope: (p) => bodyScope(p.date),
    apply: (store, _ctx, p) => removeWeight(store, p.date),
  }),
  'day.incomplete': kind({
    payload: z.object({ date: IsoDate, incomplete: z.boolean() }),
    scope: (p) => bodyScope(p.date),
    apply: (store, ctx, p) => setIncomplete(store, ctx, p.date, p.incomplete),
  }),
  'profile.save': kind({
    payload: z.object({ profile: z.unknown() }) as z.ZodMiniType<{ profile: Profile }>,
    scope: () => 'profile',
    apply: (store, _ctx, p) => saveProfile(store, Profile.parse(p.profile)),
  }),
};

export const OPERATION_TYPES = Object.keys(OPERATIONS);

/** One change: `at` is when the person made it (epoch ms), for new ids and timestamps it did not fix. */
export const Operation = z.object({
  id: Id,
  type: z.string().check(z.minLength(1), z.maxLength(50)),
  payload: z.unknown(),
  at: z.optional(z.int().check(z.minimum(0))),
});
export type Operation = z.infer<typeof Operation>;

export type OperationOutcome =
  | { id: string; status: 'applied' }
  | { id: string; status: 'rejected'; error: { code: string; message: string } };

function kindOf(op: Operation): OperationKind<unknown> {
  const k = Object.hasOwn(OPERATIONS, op.type) ? OPERATIONS[op.type] : undefined;
  if (!k) throw new RuleError(400, 'bad_request', `Unknown operation type: ${op.type}`);
  return k;
}

/** The scope an operation changes (throws a RuleError for an unknown type or a malformed payload). */
export function scopeOf(op: Operation): Scope {
  const k = kindOf(op);
  const parsed = k.payload.safeParse(op.payload);
  if (!parsed.success)
    throw new RuleError(400, 'bad_request', parsed.error.issues[0]?.message ?? 'Invalid operation');
  return k.scope(parsed.data);
}

/**
 * Applies one operation with the rules. A change the rules refuse (an edit of an item deleted meanwhile, a
 * second favorite of the same food) is `rejected` and writes nothing: a delete wins over an edit, and the
 * server's order decides between two writes. Any other failure is thrown (the caller retries).
 */
export async function applyOperation(
  store: DiaryStore,
  ctx: RuleContext,
  op: Operation,
): Promise<OperationOutcome> {
  try {
    const k = kindOf(op);
    const parsed = k.payload.safeParse(op.payload);
    if (!parsed.success) {
      throw new RuleError(400, 'bad_request', parsed.error.issues[0]?.message ?? 'Invalid operation');
    }
    await k.apply(store, op.at === undefined ? ctx : { ...ctx, now: op.at }, parsed.data);
    return { id: op.id, status: 'applied' };
  } catch (error) {
    if (error instanceof RuleError) {
      return { id: op.id, status: 'rejected', error: { code: error.code, message: error.message } };
    }
    throw error;
  }
}
