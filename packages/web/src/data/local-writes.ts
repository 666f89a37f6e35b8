// The guest store's part that checks with core's schemas (issue 15, decision 159): the rules that write, the
// schemas' readers and the one-time check of a database's documents. Loaded with the first write (or a database
// not checked yet), so a returning guest's home reads its day without zod.
import { WeightInput, bodyDocument, readBodyDay, readItems, readProfile } from '@forkcast/core';
import { rules as allRules } from '@forkcast/core';
import type { ForkcastDatabase } from './idb.ts';
import { forgetKeptHome } from './kept-home.ts';
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
