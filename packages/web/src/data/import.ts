// Issue 4: a guest who signs up or signs in keeps everything. The local profile, favorites and days go to
// POST /api/import, and only then is the local copy cleared. The server keeps item ids and matches favorites
// by identity, so running this twice (a crash between import and clear) neither loses nor doubles anything.
import { DEFAULT_PROFILE } from '@forkcast/core';
import type { Profile } from '@forkcast/core';
import type { LocalDataClient } from './local.ts';
import { importData } from './remote.ts';
import type { ImportPayload } from './remote.ts';

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

export async function importGuestData(
  local: LocalDataClient,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const snapshot = await local.snapshot();
  const sendProfile = options.includeProfile && snapshot.profile !== null;
  if (
    !sendProfile &&
    snapshot.favorites.length === 0 &&
    snapshot.days.length === 0 &&
    snapshot.weights.length === 0 &&
    snapshot.incompleteDays.length === 0
  ) {
    if (snapshot.profile) await local.clear();
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
  await local.clear();
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
