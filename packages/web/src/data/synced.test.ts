// The signed-in person's local-first store (issue 12): IndexedDB (fake-indexeddb here), the operation queue
// and sync against the server's contract in memory.
import { DocumentStore } from '@forkcast/core';
import { describeStoreContract, MemoryServer } from '@forkcast/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { IdbDocuments, openForkcastDb } from './idb.ts';
import { SyncedDataClient } from './synced.ts';
import { food, Network } from '../test/sync.ts';

let n = 0;
const uniqueName = () => `forkcast-test-${++n}-${Math.random().toString(36).slice(2)}`;

describeStoreContract(
  'IndexedDB',
  async () => new DocumentStore(new IdbDocuments(openForkcastDb(uniqueName()))),
);

const NOW = new Date('2026-11-22T12:00:00Z');
const TODAY = '2026-11-22';

const opened: SyncedDataClient[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});

function device(network: Network): SyncedDataClient {
  const client = new SyncedDataClient({
    dbName: uniqueName(),
    send: network.send,
    now: () => NOW,
    timeZone: () => 'UTC',
    autoSync: false,
  });
  opened.push(client);
  return client;
}

describe('signed in, local-first', () => {
  it('keeps logging offline, counts what waits, then syncs it once', async () => {
    const server = new MemoryServer(TODAY);
    const net = new Network(server);
    const phone = device(net);
    await phone.sync();
    expect(phone.state).toEqual({ status: 'saved', pending: 0 });
    net.online = false;
    const day = await phone.addItems(TODAY, [food('Soup'), food('Bread')]);
    await phone.updateItem(TODAY, day.items[0]!.id, { calories: 250 });
    await phone.removeItem(TODAY, day.items[1]!.id);
    const fav = await phone.addFavorite(food('Tea', 2));
    await phone.updateFavorite(fav.id, { notes: 'green' });
    await expect(phone.sync()).rejects.toThrow();
    expect(phone.state).toEqual({ status: 'offline', pending: 5 });
    expect((await phone.getDay(TODAY)).items.map((i) => [i.name, i.calories])).toEqual([['Soup', 250]]);
    // A refusal queues nothing (spec section 8 message as the server's).
    await expect(phone.addItems('2026-11-23', [food('Tomorrow')])).rejects.toThrow(
      'Cannot add items to future dates',
    );
    expect(await phone.pendingCount()).toBe(5);

    net.online = true;
    await phone.sync();
    expect(phone.state).toEqual({ status: 'saved', pending: 0 });
    expect(server.applied.map((o) => o.type)).toEqual([
      'items.add',
      'item.update',
      'item.remove',
      'favorite.add',
      'favorite.update',
    ]);
    expect((await phone.getDay(TODAY)).items.map((i) => [i.name, i.calories])).toEqual([['Soup', 250]]);
    expect((await phone.getFavorites())[0]).toMatchObject({ name: 'Tea', notes: 'green' });
  });

  it('loses no operation when the server dies mid-sync and applies each once when resent', async () => {
    const server = new MemoryServer(TODAY);
    const net = new Network(server);
    const phone = device(net);
    await phone.sync();
    await phone.addItems(TODAY, [food('A')]);
    await phone.addItems(TODAY, [food('B')]);
    server.failNext = true; // killed before applying anything
    await expect(phone.sync()).rejects.toThrow();
    net.loseAnswers = 1; // applied, but the answer never came back
    await expect(phone.sync()).rejects.toThrow();
    expect(await phone.pendingCount()).toBe(2);
    await phone.sync();
    expect(server.applied).toHaveLength(2);
    expect(await phone.pendingCount()).toBe(0);
    expect((await phone.getDay(TODAY)).items.map((i) => i.name)).toEqual(['A', 'B']);
  });

  it('shows a second device the same day; both offline additions are kept, nothing doubled', async () => {
    const server = new MemoryServer(TODAY);
    const phoneNet = new Network(server);
    const laptopNet = new Network(server);
    const phone = device(phoneNet);
    const laptop = device(laptopNet);
    await phone.sync();
    await laptop.sync();
    const shared = await phone.addItems(TODAY, [food('Rice')]);
    await phone.sync();
    await laptop.sync();
    expect((await laptop.getDay(TODAY)).items).toEqual(shared.items);

    laptopNet.online = false;
    await laptop.addItems(TODAY, [food('Pear')]);
    await laptop.updateItem(TODAY, shared.items[0]!.id, { calories: 5 });
    await phone.addItems(TODAY, [food('Apple')]);
    await phone.removeItem(TODAY, shared.items[0]!.id);
    await phone.sync();
    laptopNet.online = true;
    await laptop.sync();
    await phone.sync();
    const onPhone = await phone.getDay(TODAY);
    // The delete won over the laptop's edit of the deleted item; both additions are there, once.
    expect(onPhone.items.map((i) => i.name)).toEqual(['Apple', 'Pear']);
    expect(await laptop.getDay(TODAY)).toEqual(onPhone);
  });

  it("logs issue 13's weights and incomplete marks offline and syncs them to a second device", async () => {
    const server = new MemoryServer(TODAY);
    const phoneNet = new Network(server);
    const phone = device(phoneNet);
    const laptop = device(new Network(server));
    await phone.sync();
    phoneNet.online = false;
    await phone.putWeight('2026-11-21', 181.2);
    await phone.putWeight(TODAY, 180.6);
    await phone.setIncomplete('2026-11-21', true);
    await phone.removeWeight(TODAY);
    await expect(phone.putWeight('2026-11-23', 180)).rejects.toThrow('Cannot log a weight on a future date');
    const shown = await phone.getWeights('2026-11-01', TODAY);
    expect(shown).toEqual({ weights: [{ date: '2026-11-21', weight: 181.2 }], incomplete: ['2026-11-21'] });
    expect(await phone.pendingCount()).toBe(4);
    expect((await phone.getExpenditure(TODAY)).weighIns).toBe(1);

    phoneNet.online = true;
    await phone.sync();
    expect(server.applied.map((o) => o.type)).toEqual([
      'weight.put',
      'weight.put',
      'day.incomplete',
      'weight.remove',
    ]);
    await laptop.sync();
    expect(await laptop.getWeights('2026-11-01', TODAY)).toEqual(shown);
    expect(await phone.getWeights('2026-11-01', TODAY)).toEqual(shown);
  });
});
