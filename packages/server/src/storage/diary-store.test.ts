// The storage contract (issue 12): core's diary rules over SQLite and PostgreSQL, the same suite the browser's
// IndexedDB store runs (packages/web/src/data/synced.test.ts).
import type { DiaryStore } from '@forkcast/core';
import { describeStoreContract } from '@forkcast/core/testing';
import { describe } from 'vitest';
import { signUp, useServers } from '../testing/app.ts';
import { ENGINES, useDatabase } from '../testing/engines.ts';
import type { Repository } from './repository.ts';

const WRITES = new Set([
  'putProfile',
  'insertItems',
  'readThenInsertItems',
  'replaceItem',
  'deleteItem',
  'insertFavorite',
  'replaceFavorite',
  'deleteFavorite',
  'putBodyDay',
]);

/** A store whose every write is its own KyselyRepository.write (as one JSON API request is). */
function autoCommit(repo: Repository, userId: string): DiaryStore {
  const reader = repo.read(userId);
  return new Proxy(reader, {
    get(target, name: string) {
      if (!WRITES.has(name)) return (target as unknown as Record<string, unknown>)[name];
      return (...args: unknown[]) =>
        repo.write(userId, (store) =>
          (store as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!(...args),
        );
    },
  });
}

describe.each(ENGINES)('on %s', (engine) => {
  const openDatabase = useDatabase(engine);
  const start = useServers();

  async function pair(): Promise<[DiaryStore, DiaryStore]> {
    const database = openDatabase();
    const server = await start(database);
    const users = await Promise.all([signUp(server.app), signUp(server.app)]);
    const ids = users.map((u) => u.userId!);
    // A fresh account is seeded with a profile and the Egg; the contract starts from nothing.
    await database.db.deleteFrom('profiles').where('user_id', 'in', ids).execute();
    await database.db.deleteFrom('favorites').where('user_id', 'in', ids).execute();
    return [autoCommit(server.services.repo, ids[0]!), autoCommit(server.services.repo, ids[1]!)];
  }

  describeStoreContract(`Kysely (${engine})`, async () => (await pair())[0], pair);
});
