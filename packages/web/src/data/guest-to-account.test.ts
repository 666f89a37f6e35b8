// Issue 12 (decision 125): guest to account is "start syncing what is already here". The guest's data joins
// the account's queue of operations with its ids; an interrupted sign-up loses and doubles nothing.
import { DEFAULT_PROFILE } from '@forkcast/core';
import { MemoryServer } from '@forkcast/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { startSyncingGuestData } from './import.ts';
import { LocalDataClient } from './local.ts';
import { SyncedDataClient } from './synced.ts';
import { food, Network } from '../test/sync.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const TODAY = '2026-11-22';
const clock = { now: () => NOW, timeZone: () => 'UTC' };

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});

let n = 0;
function account(net: Network, dbName = `forkcast-account-u${++n}`): SyncedDataClient {
  const client = new SyncedDataClient({ dbName, send: net.send, ...clock, autoSync: false });
  opened.push(client);
  return client;
}

/** A guest with a profile, a favorite, two days and a weigh-in. */
async function guestWithData(): Promise<LocalDataClient> {
  const guest = new LocalDataClient({ storage: null, ...clock });
  opened.push(guest);
  await guest.saveProfile({ ...DEFAULT_PROFILE, age: 52 });
  await guest.addFavorite(food('Tea', 2));
  await guest.addItems('2026-11-21', [food('Soup', 250), food('Bread', 180)]);
  await guest.addItems(TODAY, [food('Oats', 300)]);
  await guest.putWeight('2026-11-21', 181.2);
  await guest.setIncomplete('2026-11-21', true);
  return guest;
}

/** What the server holds for the person, by name (doubles would show twice). */
async function onServer(server: MemoryServer) {
  const days = await server.store.getDays('2026-11-01', TODAY);
  return {
    profileAge: (await server.store.getProfile())?.age,
    favorites: (await server.store.listFavorites()).map((f) => f.name),
    days: days.map((d) => [d.date, d.items.map((i) => i.name)]),
    body: await server.store.getBodyDays('2026-11-01', TODAY),
  };
}

const EXPECTED = {
  profileAge: 52,
  favorites: ['Tea'],
  days: [
    ['2026-11-21', ['Soup', 'Bread']],
    [TODAY, ['Oats']],
  ],
  body: [{ date: '2026-11-21', weight: 181.2, incomplete: true }],
};

describe('guest to account: start syncing what is already here', () => {
  it('queues the guest data with its ids, shows it at once (even offline), clears the guest, syncs it once', async () => {
    const server = new MemoryServer(TODAY);
    const net = new Network(server);
    const guest = await guestWithData();
    const guestDay = await guest.getDay('2026-11-21');
    net.online = false;
    const acct = account(net);

    const outcome = await startSyncingGuestData(guest, acct, {
      includeProfile: true,
      now: () => NOW.getTime(),
    });
    expect(outcome).toEqual({ imported: true, items: 3, favorites: 1, profile: true });
    // Shown from the account's store before the server has seen any of it, with the very same item ids.
    expect(await acct.getDay('2026-11-21')).toEqual(guestDay);
    expect((await acct.getProfile())?.age).toBe(52);
    expect(await acct.getWeights('2026-11-01', TODAY)).toEqual({
      weights: [{ date: '2026-11-21', weight: 181.2 }],
      incomplete: ['2026-11-21'],
    });
    expect(await acct.pendingCount()).toBe(6);
    expect(await guest.snapshot()).toEqual({
      profile: null,
      favorites: [],
      days: [],
      weights: [],
      incompleteDays: [],
    });

    net.online = true;
    await acct.sync();
    expect(acct.state).toEqual({ status: 'saved', pending: 0 });
    expect(await onServer(server)).toEqual(EXPECTED);
    expect((await server.store.getItems('2026-11-21')).map((i) => i.id)).toEqual(
      guestDay.items.map((i) => i.id),
    );
  });

  it('an interrupted sign-up (crash before the guest copy was cleared, answers lost) loses and doubles nothing', async () => {
    const server = new MemoryServer(TODAY);
    const net = new Network(server);
    const guest = await guestWithData();
    const dbName = 'forkcast-account-interrupted';
    const first = account(net, dbName);
    // The crash: the operations reached the account's queue, the guest copy was never cleared.
    const clear = guest.clear.bind(guest);
    guest.clear = () => Promise.reject(new Error('tab closed'));
    await expect(startSyncingGuestData(guest, first, { includeProfile: true })).rejects.toThrow('tab closed');
    guest.clear = clear;
    // Sent, applied, but the answer never came back; then the tab closed.
    net.loseAnswers = 1;
    await expect(first.sync()).rejects.toThrow();
    await first.close();

    // The next start runs the sign-up's import again on the same account database.
    const again = account(net, dbName);
    await startSyncingGuestData(guest, again, { includeProfile: true });
    expect(await again.pendingCount()).toBe(6); // the same six, not twelve
    await again.sync();
    expect(await onServer(server)).toEqual(EXPECTED);
    expect(server.applied).toHaveLength(6);
    expect((await again.getDay('2026-11-21')).items.map((i) => i.name)).toEqual(['Soup', 'Bread']);
  });

  it('even with the account database gone (another browser, a sign-out), a second run doubles nothing', async () => {
    const server = new MemoryServer(TODAY);
    const net = new Network(server);
    const guest = await guestWithData();
    const snapshotBefore = await guest.snapshot();
    const first = account(net);
    await startSyncingGuestData(guest, first, { includeProfile: true });
    await first.sync();
    // The same guest data arrives once more through a fresh account database: the same ids and identities.
    const copy = new LocalDataClient({ storage: null, dbName: 'forkcast-guest-copy', ...clock });
    opened.push(copy);
    await copy.saveProfile(snapshotBefore.profile!);
    await copy.addFavorite(snapshotBefore.favorites[0]!);
    for (const d of snapshotBefore.days) await copy.addItems(d.date, d.items);
    await copy.putWeight('2026-11-21', 181.2);
    await copy.setIncomplete('2026-11-21', true);
    const second = account(net);
    await second.sync();
    await startSyncingGuestData(copy, second, { includeProfile: false });
    await second.sync();
    expect(await onServer(server)).toEqual(EXPECTED);
    await first.sync();
    expect(await second.getDays('2026-11-01', TODAY)).toEqual(await first.getDays('2026-11-01', TODAY));
  });

  it('leaves the account profile alone when told to, and queues nothing for an empty guest', async () => {
    const server = new MemoryServer(TODAY);
    await server.store.putProfile({ ...DEFAULT_PROFILE, age: 60 });
    const net = new Network(server);
    const guest = await guestWithData();
    const acct = account(net);
    await acct.sync();
    await startSyncingGuestData(guest, acct, { includeProfile: false });
    await acct.sync();
    expect((await server.store.getProfile())?.age).toBe(60);
    expect((await acct.getProfile())?.age).toBe(60);

    const empty = new LocalDataClient({ storage: null, dbName: 'forkcast-guest-empty', ...clock });
    opened.push(empty);
    const outcome = await startSyncingGuestData(empty, acct, { includeProfile: true });
    expect(outcome.imported).toBe(false);
    expect(await acct.pendingCount()).toBe(0);
  });
});
