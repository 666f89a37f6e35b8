// A DiaryStore over documents, one per scope (the profile, the favorites, each day). The browser keeps its data
// this way (IndexedDB; localStorage before issue 12), the sync protocol hands changes back per scope, and tests
// and replicas use the in-memory one. Unreadable entries are dropped on read rather than failing a whole day.
import { FoodItem as FoodItemSchema, Profile as ProfileSchema } from '../schemas/index.ts';
import type { FoodItem, IsoDate, Profile } from '../schemas/index.ts';
import type { DiaryStore } from '../diary/reads.ts';
import { StoredDocumentStore, storedList } from './document-store.ts';
import type { Documents } from './document-store.ts';
import type { Scope } from './scopes.ts';

export * from './document-store.ts';

/** Items of a stored day or favorites document: an array, or a day object with `items`. */
export function readItems(value: unknown): FoodItem[] {
  return storedList(value).flatMap((i) => {
    const one = FoodItemSchema.safeParse(i);
    return one.success ? [one.data] : [];
  });
}

export function readProfile(value: unknown): Profile | null {
  const parsed = ProfileSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The store every document of which is checked with the schemas as it is read (unreadable entries dropped). */
export class DocumentStore extends StoredDocumentStore {
  constructor(docs: Documents) {
    super(docs, { items: readItems, profile: readProfile });
  }
}

/** Documents in memory (tests, the property test's replicas). Values are copied in and out. */
export class MemoryDocuments implements Documents {
  readonly map = new Map<Scope, unknown>();

  async get(scope: Scope): Promise<unknown> {
    const v = this.map.get(scope);
    return v === undefined ? undefined : (JSON.parse(JSON.stringify(v)) as unknown);
  }

  async put(scope: Scope, value: unknown): Promise<void> {
    if (value === undefined) this.map.delete(scope);
    else this.map.set(scope, JSON.parse(JSON.stringify(value)) as unknown);
  }

  async dates(from: IsoDate, to: IsoDate, kind: 'day' | 'body' = 'day'): Promise<IsoDate[]> {
    const prefix = `${kind}:`;
    return [...this.map.keys()].flatMap((k) => {
      if (!k.startsWith(prefix)) return [];
      const date = k.slice(prefix.length);
      return date >= from && date <= to ? [date] : [];
    });
  }
}

export const memoryStore = (): DiaryStore => new DocumentStore(new MemoryDocuments());
