// The guest store's part that checks with core's schemas (issue 15, decision 159): the rules that write, the
// schemas' readers and the one-time check of a database's documents. Loaded with the first write (or a database
// not checked yet), so a returning guest's home reads its day without zod.
import { WeightInput, bodyDocument, readBodyDay, readItems, readProfile } from '@forkcast/core';
import { rules as allRules } from '@forkcast/core';

/** Decision 205: the guest store's writes load with the rules that write (local.ts reads without them). */
export { StoredDocumentStore } from '@forkcast/core';
import type { ForkcastDatabase } from './idb.ts';
import { forgetKeptHome } from './kept-home.ts';
import { GUEST_ID, newOperationId } from './local.ts';
import type { GuestSnapshot } from './local.ts';

/** The rules, each of which writes: every use first forgets the guest's kept home (decision 198). */
export const rules: typeof allRules = new Proxy(allRules, {
  get(target, name) {
    forgetKeptHome();
    return Reflect.get(target, name) as unknown;
  },
});

/**
 * Rewrites every document of the database as the schemas read it (what DocumentStore would answer): defaults
 * filled in, unreadable items dropped, a day left with none removed, an unreadable profile removed. One
 * transaction: a crash leaves the database as it was, and the flag unset.
 */
export async function checkStoredDocuments(db: ForkcastDatabase): Promise<void> {
  const tx = db.transaction('docs', 'readwrite');
  const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
  for (const [i, key] of keys.entries()) {
    const value = values[i];
    let next: unknown;
    if (key === 'profile') next = readProfile(value) ?? undefined;
    else if (key === 'favorites') next = readItems(value);
    else if (key.startsWith('day:')) {
      const items = readItems(value);
      next = items.length > 0 ? items : undefined;
    } else if (key.startsWith('body:')) next = bodyDocument(readBodyDay(key.slice('body:'.length), value));
    else continue;
    if (next === undefined) await tx.store.delete(key);
    else await tx.store.put(next, key);
  }
  await tx.done;
}

/** Everything a guest has, checked with the schemas, for the import into a new account (spec section 4). */
export async function snapshotOf(db: ForkcastDatabase): Promise<GuestSnapshot> {
  const [keys, values] = await Promise.all([db.getAllKeys('docs'), db.getAll('docs')]);
  const snap: GuestSnapshot = { profile: null, favorites: [], days: [], weights: [], incompleteDays: [] };
  keys.forEach((key, i) => {
    const value = values[i];
    if (key === 'profile') snap.profile = readProfile(value);
    else if (key === 'favorites') snap.favorites = readItems(value);
    else if (key.startsWith('day:')) {
      const items = readItems(value);
      if (items.length > 0) snap.days.push({ date: key.slice('day:'.length), items });
    } else if (key.startsWith('body:')) {
      const body = readBodyDay(key.slice('body:'.length), value);
      if (body.weight !== null && WeightInput.safeParse({ weight: body.weight }).success) {
        snap.weights.push({ date: body.date, weight: body.weight });
      }
      if (body.incomplete) snap.incompleteDays.push(body.date);
    }
  });
  return snap;
}

// Decision 205: clearing and the guest's id are here, not in local.ts (home's first chunk): Settings and the
// sign-up's import use them, after home's first paint (the import loads this module for the snapshot anyway).

/**
 * Spec section 4: clearing guest data removes the profile, favorites, every day and the weights. The
 * walkthrough flag stays: it belongs to the browser, not to the guest's data.
 */
export async function clearGuestData(db: ForkcastDatabase): Promise<void> {
  const tx = db.transaction(['docs', 'meta'], 'readwrite');
  await Promise.all([tx.objectStore('docs').clear(), tx.objectStore('meta').delete(GUEST_ID), tx.done]);
}

/**
 * This guest's data's own id (decision 125): an account that took it records the id, so a sign-up
 * interrupted before the guest copy was cleared does not queue it twice. A cleared guest gets a new one.
 */
export async function guestIdOf(db: ForkcastDatabase): Promise<string> {
  const tx = db.transaction('meta', 'readwrite');
  let id = (await tx.store.get(GUEST_ID)) as string | undefined;
  if (id === undefined) {
    id = newOperationId();
    await tx.store.put(id, GUEST_ID);
  }
  await tx.done;
  return id;
}
