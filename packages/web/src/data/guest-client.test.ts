// Issue 15 (decision 158): the guest client answers a first visit's profile read without the store's code, and
// otherwise is the guest store itself.
import { DEFAULT_PROFILE } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { DeferredGuestClient, guestProfileStored } from './guest-client.ts';
import { openForkcastDb } from './idb.ts';
import { PROFILE_KEY } from './keys.ts';
import { LocalDataClient } from './local.ts';

let n = 0;
const freshDb = () => `forkcast-guest-client-test-${++n}`;

/** A guest client over its own database, counting how often it loaded the store's code. */
function deferred(dbName: string, stored: boolean | null = null) {
  const loads: LocalDataClient[] = [];
  const client = new DeferredGuestClient(
    async () => {
      const local = new LocalDataClient({ dbName, storage: null });
      loads.push(local);
      return local;
    },
    () => (stored === null ? guestProfileStored(null, dbName) : Promise.resolve(stored)),
  );
  return { client, loads };
}

describe('guestProfileStored', () => {
  it('says no for an empty browser and yes once a profile is in the guest database', async () => {
    const dbName = freshDb();
    expect(await guestProfileStored(null, dbName)).toBe(false);
    const local = new LocalDataClient({ dbName, storage: null });
    await local.saveProfile(DEFAULT_PROFILE);
    await local.close();
    expect(await guestProfileStored(null, dbName)).toBe(true);
  });

  it('says yes while a profile waits in localStorage to be migrated', async () => {
    const storage = { getItem: (key: string) => (key === PROFILE_KEY ? '{}' : null) };
    expect(await guestProfileStored(storage, freshDb())).toBe(true);
  });
});

describe('DeferredGuestClient', () => {
  it("answers a first visit's profile read with null without loading the store", async () => {
    const { client, loads } = deferred(freshDb());
    expect(await client.getProfile()).toBeNull();
    expect(loads).toHaveLength(0);
  });

  it('loads the store once for a write, and reads what was written', async () => {
    const { client, loads } = deferred(freshDb(), false);
    await client.saveProfile(DEFAULT_PROFILE);
    expect(await client.getProfile()).toEqual(DEFAULT_PROFILE);
    expect(loads).toHaveLength(1);
  });

  it('reads a stored profile through the store, which checks it', async () => {
    const dbName = freshDb();
    const db = await openForkcastDb(dbName);
    await db.put('docs', { ...DEFAULT_PROFILE, age: 30 }, 'profile');
    db.close();
    const { client, loads } = deferred(dbName);
    expect(await client.getProfile()).toEqual({ ...DEFAULT_PROFILE, age: 30 });
    expect(loads).toHaveLength(1);
  });
});
