// Issue 4: a guest who signs up or signs in keeps everything. Issue 12 (decision 125): for the signed-in
// person's local-first store this is "start syncing what is already here": the guest's profile, favorites,
// days and weights become operations in the account's queue (items and favorites keep their ids and identity),
// shown at once and sent like any other change, and only then is the guest copy cleared. An interrupted
// sign-up neither loses nor doubles anything: the queue is written once per guest id, the server applies each
// operation once, and the import operations replace rather than double what is already there.
// An account client that is not local-first (tests' doubles) still goes through POST /api/import.
import { DEFAULT_PROFILE, LIMITS } from '@forkcast/core';
import type { Operation, Profile } from '@forkcast/core';
import type { GuestSnapshot } from './local.ts';
import type { GuestStore } from './client.ts';
import { newOperationId } from './local.ts';
import { importData } from './remote.ts';
import type { ImportPayload } from './remote.ts';
import type { SyncedDataClient } from './synced.ts';
import { forgetKeptHome } from './kept-home.ts';

/** The guest's data goes once it is the account's, and the home the page kept for the guest with it (decision 198). */
const clearGuest = (local: GuestStore) => (forgetKeptHome(), local.clear());

export interface ImportOutcome {
  imported: boolean;
  items: number;
  favorites: number;
  profile: boolean;
}

export interface ImportOptions {
  /** Send the guest profile too: on sign-up it replaces the default; on sign-in only when the account has none. */
  includeProfile: boolean;
  /** The call to the server (replaced in tests by a real in-memory server double of the same contract). */
  send?: (payload: ImportPayload) => Promise<{ items: number; favorites: number }>;
}

/** The guest's data as operations, in an order that keeps it valid: profile, favorites, days, weights. */
export function guestOperations(snapshot: GuestSnapshot, includeProfile: boolean, now: number): Operation[] {
  const op = (type: string, payload: unknown): Operation => ({
    id: newOperationId(),
    type,
    payload,
    at: now,
  });
  const ops: Operation[] = [];
  if (includeProfile && snapshot.profile) ops.push(op('profile.save', { profile: snapshot.profile }));
  for (const item of snapshot.favorites) ops.push(op('favorite.import', { item }));
  const max = LIMITS.itemsPerRequest.max;
  for (const day of snapshot.days) {
    for (let i = 0; i < day.items.length; i += max) {
      ops.push(op('items.import', { date: day.date, items: day.items.slice(i, i + max) }));
    }
  }
  for (const w of snapshot.weights) ops.push(op('weight.put', { date: w.date, weight: w.weight }));
  for (const date of snapshot.incompleteDays) ops.push(op('day.incomplete', { date, incomplete: true }));
  return ops;
}

const isEmpty = (s: GuestSnapshot) =>
  s.favorites.length === 0 && s.days.length === 0 && s.weights.length === 0 && s.incompleteDays.length === 0;

/** Guest to account on the local-first store: the guest's data joins the account's queue, then is cleared. */
export async function startSyncingGuestData(
  local: GuestStore,
  account: SyncedDataClient,
  options: { includeProfile: boolean; now?: () => number },
): Promise<ImportOutcome> {
  const snapshot = await local.snapshot();
  const sendProfile = options.includeProfile && snapshot.profile !== null;
  if (!sendProfile && isEmpty(snapshot)) {
    if (snapshot.profile) await clearGuest(local);
    return { imported: false, items: 0, favorites: 0, profile: false };
  }
  const ops = guestOperations(snapshot, sendProfile, (options.now ?? Date.now)());
  await account.adopt(ops, await local.guestId());
  // Cleared only once the operations are in the account's queue: a crash above leaves the guest's data here.
  await clearGuest(local);
  return {
    imported: true,
    items: snapshot.days.reduce((n, d) => n + d.items.length, 0),
    favorites: snapshot.favorites.length,
    profile: sendProfile,
  };
}

export async function importGuestData(local: GuestStore, options: ImportOptions): Promise<ImportOutcome> {
  const snapshot = await local.snapshot();
  const sendProfile = options.includeProfile && snapshot.profile !== null;
  if (!sendProfile && isEmpty(snapshot)) {
    if (snapshot.profile) await clearGuest(local);
    return { imported: false, items: 0, favorites: 0, profile: false };
  }
  const payload: ImportPayload = {
    favorites: snapshot.favorites,
    days: snapshot.days,
    weights: snapshot.weights,
    incompleteDays: snapshot.incompleteDays,
  };
  if (sendProfile && snapshot.profile) payload.profile = snapshot.profile;
  const result = await (options.send ?? importData)(payload);
  // Cleared only after the server confirmed: a failure above leaves the guest's data where it was.
  await clearGuest(local);
  return { imported: true, items: result.items, favorites: result.favorites, profile: sendProfile };
}

/**
 * True when an account's profile may be replaced by the guest's: it has none, or still the default the server
 * seeds at account creation (a fresh sign-up, including one through the identity provider).
 */
export function accountProfileIsReplaceable(profile: Profile | null): boolean {
  if (profile === null) return true;
  return (Object.keys(DEFAULT_PROFILE) as (keyof Profile)[]).every((k) => profile[k] === DEFAULT_PROFILE[k]);
}
