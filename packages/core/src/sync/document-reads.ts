// The document store's reads (decision 205: apart from its writes, document-store.ts, which load with the rules that
// write; home's first chunk holds this). Decision 159: a store whose documents were all written through the rules
// (or checked once since, as the guest's database is) may read them as written, without loading zod.
import type { Favorite, FoodItem, IsoDate, Profile } from '../schemas/index.ts';
import type { BodyDay, DiaryReads } from '../diary/reads.ts';
import { bodyScope, dayScope } from './scopes.ts';
import type { Scope } from './scopes.ts';

export interface Documents {
  get(scope: Scope): Promise<unknown>;
  /** `undefined` removes the document. */
  put(scope: Scope, value: unknown): Promise<void>;
  /** The dates in [from, to] that have a day document (`kind` 'body': a weight document). */
  dates(from: IsoDate, to: IsoDate, kind?: 'day' | 'body'): Promise<IsoDate[]>;
}

/** How a store turns a stored document into the rules' values. */
export interface DocumentReaders {
  /** A day's or the favorites' items (unreadable ones dropped). */
  items(value: unknown): FoodItem[];
  profile(value: unknown): Profile | null;
}

/** The list a day or favorites document holds: an array, or a day object with `items`. */
export function storedList(value: unknown): unknown[] {
  return Array.isArray(value)
    ? value
    : Array.isArray((value as { items?: unknown } | null)?.items)
      ? (value as { items: unknown[] }).items
      : [];
}

/**
 * Documents as they were written, unchecked: only for a store whose every document was written by the rules
 * (which check what they write) or checked once with the schemas since (the guest's database, decision 159).
 */
export const AS_WRITTEN: DocumentReaders = {
  items: (value) => storedList(value) as FoodItem[],
  profile: (value) => (value !== null && typeof value === 'object' ? (value as Profile) : null),
};

/** Issue 13: a `body:<date>` document is `{ weight?, incomplete? }` (pounds; only `true` marks a day). */
export function readBodyDay(date: IsoDate, value: unknown): BodyDay {
  const doc = (value !== null && typeof value === 'object' ? value : {}) as {
    weight?: unknown;
    incomplete?: unknown;
  };
  const weight = typeof doc.weight === 'number' && Number.isFinite(doc.weight) ? doc.weight : null;
  return { date, weight, incomplete: doc.incomplete === true };
}

/** The reads of StoredDocumentStore (which adds the writes): what a screen needs before anything is written. */
export class StoredDocumentReads implements DiaryReads {
  constructor(
    protected readonly docs: Documents,
    protected readonly read: DocumentReaders,
  ) {}

  async getProfile(): Promise<Profile | null> {
    return this.read.profile(await this.docs.get('profile'));
  }

  async getItems(date: IsoDate): Promise<FoodItem[]> {
    return this.read.items(await this.docs.get(dayScope(date)));
  }

  async getDays(from: IsoDate, to: IsoDate): Promise<{ date: IsoDate; items: FoodItem[] }[]> {
    const dates = (await this.docs.dates(from, to)).sort();
    const days = await Promise.all(dates.map(async (date) => ({ date, items: await this.getItems(date) })));
    return days.filter((d) => d.items.length > 0);
  }

  async listFavorites(): Promise<Favorite[]> {
    return this.read.items(await this.docs.get('favorites'));
  }

  async getBodyDays(from: IsoDate, to: IsoDate): Promise<BodyDay[]> {
    const dates = (await this.docs.dates(from, to, 'body')).sort();
    const days = await Promise.all(
      dates.map(async (date) => readBodyDay(date, await this.docs.get(bodyScope(date)))),
    );
    return days.filter((d) => d.weight !== null || d.incomplete);
  }
}
