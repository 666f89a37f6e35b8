// The browser's own database (issue 12, decision 121): IndexedDB through `idb`. One database per owner — the
// guest, or one per signed-in account — each with the documents the person sees (`docs`: one per scope), and
// for accounts the server's documents (`base`), the queue of operations not yet on the server (`ops`) and the
// sync cursor (`meta`).
import { openDB, deleteDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { Documents, IsoDate, Operation, Scope } from '@forkcast/core';

export interface QueuedOperation {
  /** Queue order (assigned by IndexedDB). */
  seq?: number;
  op: Operation;
  scope: Scope;
}

export interface ForkcastDB extends DBSchema {
  docs: { key: string; value: unknown };
  base: { key: string; value: unknown };
  ops: { key: number; value: QueuedOperation };
  meta: { key: string; value: unknown };
}

export type ForkcastDatabase = IDBPDatabase<ForkcastDB>;

export const GUEST_DB = 'forkcast-guest';
export const accountDbName = (userId: string) => `forkcast-account-${userId}`;

export function openForkcastDb(name: string): Promise<ForkcastDatabase> {
  return openDB<ForkcastDB>(name, 1, {
    upgrade(db) {
      db.createObjectStore('docs');
      db.createObjectStore('base');
      db.createObjectStore('ops', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('meta');
    },
  });
}

/** Removes a whole database (sign-out on a shared computer). Resolves once it is gone. */
export async function deleteForkcastDb(name: string): Promise<void> {
  await deleteDB(name);
}

/** Every account database this browser holds (sign-out removes them all). */
export async function accountDbNames(): Promise<string[]> {
  if (typeof indexedDB.databases !== 'function') return [];
  const all = await indexedDB.databases();
  return all.flatMap((d) => (d.name?.startsWith('forkcast-account-') ? [d.name] : []));
}

/** Documents in one object store of a Forkcast database. */
export class IdbDocuments implements Documents {
  constructor(
    private readonly db: Promise<ForkcastDatabase>,
    private readonly store: 'docs' | 'base' = 'docs',
  ) {}

  async get(scope: Scope): Promise<unknown> {
    return (await this.db).get(this.store, scope);
  }

  async put(scope: Scope, value: unknown): Promise<void> {
    const db = await this.db;
    if (value === undefined) await db.delete(this.store, scope);
    else await db.put(this.store, value, scope);
  }

  async dates(from: IsoDate, to: IsoDate, kind: 'day' | 'body' = 'day'): Promise<IsoDate[]> {
    const range = IDBKeyRange.bound(`${kind}:${from}`, `${kind}:${to}`);
    const keys = await (await this.db).getAllKeys(this.store, range);
    return keys.map((k) => k.slice(kind.length + 1));
  }
}
