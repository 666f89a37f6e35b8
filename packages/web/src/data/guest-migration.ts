// Issue 12: guests kept their data in localStorage (spec section 3 keys) until their store moved to IndexedDB.
// What a guest has there is copied once into the guest database, in one transaction that also sets a flag, and
// only then removed from localStorage: a crash before the commit leaves localStorage as it was (the next start
// migrates), a crash after it leaves a flag that stops a second migration (the next start only removes the
// leftovers). Nothing is lost and nothing is doubled.
import { bodyDocument, bodyScope, dayScope, isIsoDate, readBodyDay } from '@forkcast/core';
import type { Scope } from '@forkcast/core';
import type { ForkcastDatabase } from './idb.ts';
import { BODY_DAYS_KEY, FAVORITES_KEY, INTAKE_PREFIX, PROFILE_KEY, legacyKeys } from './keys.ts';

/** The meta entry that says this database already took the localStorage data. */
export const MIGRATED_FLAG = 'migratedFromLocalStorage';

function parse(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The documents of the IndexedDB store (the same shapes as an account's) that a localStorage snapshot holds. */
export function documentsFromLocalStorage(storage: Storage): Map<Scope, unknown> {
  const docs = new Map<Scope, unknown>();
  const profile = parse(storage.getItem(PROFILE_KEY));
  if (profile !== undefined && profile !== null) docs.set('profile', profile);
  const favorites = parse(storage.getItem(FAVORITES_KEY));
  if (Array.isArray(favorites) && favorites.length > 0) docs.set('favorites', favorites);
  for (const key of legacyKeys(storage)) {
    if (!key.startsWith(INTAKE_PREFIX)) continue;
    const date = key.slice(INTAKE_PREFIX.length);
    if (!isIsoDate(date)) continue;
    // Spec section 3's day: { date, items, totals }; the totals are always recomputed from the items.
    const day = parse(storage.getItem(key));
    const items = Array.isArray(day) ? day : (day as { items?: unknown } | undefined)?.items;
    if (Array.isArray(items) && items.length > 0) docs.set(dayScope(date), items);
  }
  const body = parse(storage.getItem(BODY_DAYS_KEY));
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const [date, value] of Object.entries(body as Record<string, unknown>)) {
      if (!isIsoDate(date)) continue;
      const doc = bodyDocument(readBodyDay(date, value));
      if (doc) docs.set(bodyScope(date), doc);
    }
  }
  return docs;
}

/** Moves the guest's localStorage data into `db` once. Resolves with whether this call copied anything. */
export async function migrateLocalStorage(db: ForkcastDatabase, storage: Storage | null): Promise<boolean> {
  if (!storage) return false;
  let keys: string[];
  try {
    keys = legacyKeys(storage);
  } catch {
    return false; // localStorage refused (a browser setting): there is nothing we can read.
  }
  const docs = documentsFromLocalStorage(storage);
  const tx = db.transaction(['docs', 'meta'], 'readwrite');
  const done = await tx.objectStore('meta').get(MIGRATED_FLAG);
  let copied = false;
  if (done === undefined) {
    const store = tx.objectStore('docs');
    for (const [scope, value] of docs) {
      // A document already here (written by this version before the flag existed) is newer: it stays.
      if ((await store.get(scope)) === undefined) {
        await store.put(value, scope);
        copied = true;
      }
    }
    await tx.objectStore('meta').put(Date.now(), MIGRATED_FLAG);
  }
  await tx.done;
  // Only after the commit: the data is in IndexedDB, so these copies are leftovers.
  for (const key of keys) storage.removeItem(key);
  return copied;
}
