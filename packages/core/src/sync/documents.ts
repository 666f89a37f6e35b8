// A DiaryStore over documents, one per scope (the profile, the favorites, each day). The browser keeps its data
// this way (IndexedDB; localStorage before issue 12), the sync protocol hands changes back per scope, and tests
// and replicas use the in-memory one. Unreadable entries are dropped on read rather than failing a whole day.
import { FoodItem as FoodItemSchema, Profile as ProfileSchema } from '../schemas/index.ts';
import type { Favorite, FoodItem, IsoDate, Profile } from '../schemas/index.ts';
import type { DiaryStore } from '../diary/rules.ts';
import { dayScope } from './operations.ts';
import type { Scope } from './operations.ts';

export interface Documents {
  get(scope: Scope): Promise<unknown>;
  /** `undefined` removes the document. */
  put(scope: Scope, value: unknown): Promise<void>;
  /** The dates in [from, to] that have a day document. */
  dates(from: IsoDate, to: IsoDate): Promise<IsoDate[]>;
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

  async dates(from: IsoDate, to: IsoDate): Promise<IsoDate[]> {
    return [...this.map.keys()].flatMap((k) => {
      if (!k.startsWith('day:')) return [];
      const date = k.slice(4);
      return date >= from && date <= to ? [date] : [];
    });
  }
}

export const memoryStore = (): DiaryStore => new DocumentStore(new MemoryDocuments());
