// A DiaryStore over documents, one per scope (the profile, the favorites, each day). The browser keeps its data
// this way (IndexedDB; localStorage before issue 12), the sync protocol hands changes back per scope, and tests
// and replicas use the in-memory one. Unreadable entries are dropped on read rather than failing a whole day.
import { FoodItem as FoodItemSchema, Profile as ProfileSchema } from '../schemas/index.ts';
import type { Favorite, FoodItem, IsoDate, Profile } from '../schemas/index.ts';
import type { BodyDay, DiaryStore } from '../diary/rules.ts';
import { bodyScope, dayScope } from './operations.ts';
import type { Scope } from './operations.ts';

export interface Documents {
  get(scope: Scope): Promise<unknown>;
  /** `undefined` removes the document. */
  put(scope: Scope, value: unknown): Promise<void>;
  /** The dates in [from, to] that have a day document (`kind` 'body': a weight document). */
  dates(from: IsoDate, to: IsoDate, kind?: 'day' | 'body'): Promise<IsoDate[]>;
}

/** Items of a stored day or favorites document: an array, or a day object with `items`. */
export function readItems(value: unknown): FoodItem[] {
  const list = Array.isArray(value)
    ? value
    : Array.isArray((value as { items?: unknown } | null)?.items)
      ? (value as { items: unknown[] }).items
      : [];
  return list.flatMap((i) => {
    const one = FoodItemSchema.safeParse(i);
    return one.success ? [one.data] : [];
  });
}

export function readProfile(value: unknown): Profile | null {
  const parsed = ProfileSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Issue 13: a `body:<date>` document is `{ weight?, incomplete? }` (pounds; only `true` marks a day). */
export function readBodyDay(date: IsoDate, value: unknown): BodyDay {
  const doc = (value !== null && typeof value === 'object' ? value : {}) as {
    weight?: unknown;
    incomplete?: unknown;
  };
  const weight = typeof doc.weight === 'number' && Number.isFinite(doc.weight) ? doc.weight : null;
  return { date, weight, incomplete: doc.incomplete === true };
}

/** The stored document of a day's weight and mark (undefined: neither, nothing stored). */
export function bodyDocument(day: BodyDay): { weight?: number; incomplete?: true } | undefined {
  if (day.weight === null && !day.incomplete) return undefined;
  return {
    ...(day.weight === null ? {} : { weight: day.weight }),
    ...(day.incomplete ? { incomplete: true as const } : {}),
  };
}

export class DocumentStore implements DiaryStore {
  constructor(private readonly docs: Documents) {}

  async getProfile(): Promise<Profile | null> {
    return readProfile(await this.docs.get('profile'));
  }

  async putProfile(profile: Profile): Promise<void> {
    await this.docs.put('profile', profile);
  }

  async getItems(date: IsoDate): Promise<FoodItem[]> {
    return readItems(await this.docs.get(dayScope(date)));
  }

  async getDays(from: IsoDate, to: IsoDate): Promise<{ date: IsoDate; items: FoodItem[] }[]> {
    const dates = (await this.docs.dates(from, to)).sort();
    const days = await Promise.all(dates.map(async (date) => ({ date, items: await this.getItems(date) })));
    return days.filter((d) => d.items.length > 0);
  }

  private async putItems(date: IsoDate, items: FoodItem[]): Promise<void> {
    await this.docs.put(dayScope(date), items.length === 0 ? undefined : items);
  }

  async insertItems(date: IsoDate, items: FoodItem[]): Promise<void> {
    await this.putItems(date, [...(await this.getItems(date)), ...items]);
  }

  async replaceItem(date: IsoDate, item: FoodItem): Promise<void> {
    await this.putItems(
      date,
      (await this.getItems(date)).map((i) => (i.id === item.id ? item : i)),
    );
  }

  async deleteItem(date: IsoDate, id: string): Promise<void> {
    await this.putItems(
      date,
      (await this.getItems(date)).filter((i) => i.id !== id),
    );
  }

  async listFavorites(): Promise<Favorite[]> {
    return readItems(await this.docs.get('favorites'));
  }

  private async putFavorites(favorites: Favorite[]): Promise<void> {
    await this.docs.put('favorites', favorites);
  }

  async insertFavorite(favorite: Favorite): Promise<void> {
    await this.putFavorites([...(await this.listFavorites()), favorite]);
  }

  async replaceFavorite(favorite: Favorite): Promise<void> {
    await this.putFavorites((await this.listFavorites()).map((f) => (f.id === favorite.id ? favorite : f)));
  }

  async deleteFavorite(id: string): Promise<void> {
    await this.putFavorites((await this.listFavorites()).filter((f) => f.id !== id));
  }

  async getBodyDays(from: IsoDate, to: IsoDate): Promise<BodyDay[]> {
    const dates = (await this.docs.dates(from, to, 'body')).sort();
    const days = await Promise.all(
      dates.map(async (date) => readBodyDay(date, await this.docs.get(bodyScope(date)))),
    );
    return days.filter((d) => d.weight !== null || d.incomplete);
  }

  async putBodyDay(day: BodyDay): Promise<void> {
    await this.docs.put(bodyScope(day.date), bodyDocument(day));
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
