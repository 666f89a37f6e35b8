// The document store over any reader of its documents (issue 15, decision 159): DocumentStore (documents.ts)
// checks every document it reads with core's schemas; a store whose documents were all written through the rules
// (or checked once since, as the guest's database is) may read them as written, without loading zod. Its reads
// are document-reads.ts's (decision 205), so a screen that only reads loads none of the writes.
import type { Favorite, FoodItem, IsoDate, Profile } from '../schemas/index.ts';
import type { BodyDay, DiaryStore } from '../diary/reads.ts';
import { StoredDocumentReads } from './document-reads.ts';
import { bodyScope, dayScope } from './scopes.ts';

export * from './document-reads.ts';

/** The stored document of a day's weight and mark (undefined: neither, nothing stored). */
export function bodyDocument(day: BodyDay): { weight?: number; incomplete?: true } | undefined {
  if (day.weight === null && !day.incomplete) return undefined;
  return {
    ...(day.weight === null ? {} : { weight: day.weight }),
    ...(day.incomplete ? { incomplete: true as const } : {}),
  };
}

export class StoredDocumentStore extends StoredDocumentReads implements DiaryStore {
  async putProfile(profile: Profile): Promise<void> {
    await this.docs.put('profile', profile);
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

  async putBodyDay(day: BodyDay): Promise<void> {
    await this.docs.put(bodyScope(day.date), bodyDocument(day));
  }
}
