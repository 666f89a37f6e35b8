// Favorites (spec sections 3 and 4): identity is name plus units, as core's favoriteKey decides; the storage's
// unique key enforces it, so two concurrent adds of one food cannot both succeed.
import { newItemId } from '@forkcast/core';
import type { Favorite, FoodItemPatch } from '@forkcast/core';
import { notFound } from '../http/errors.ts';
import { DuplicateError } from '../storage/repository.ts';
import type { Repository } from '../storage/repository.ts';
import type { Clock } from './clock.ts';
import { patchToChanges } from './diary.ts';
import type { ValidNewItem } from './diary.ts';
import { conflict } from './errors.ts';

export const DUPLICATE_FAVORITE_MESSAGE = 'This food is already a favorite';
const noFavorite = (id: string) => notFound(`No favorite found with id: ${id}`);

export class FavoritesService {
  constructor(
    private readonly repo: Repository,
    private readonly clock: Clock,
  ) {}

  list(userId: string): Promise<Favorite[]> {
    return this.repo.listFavorites(userId);
  }

  private toFavorite(item: ValidNewItem): Favorite {
    const now = this.clock.now();
    // Spec section 3: suggestion-only fields never reach a favorite; the schema has already dropped them.
    return {
      ...item,
      id: item.id ?? newItemId(now, this.clock.random),
      timestamp: item.timestamp ?? now,
      isFavorite: true,
    };
  }

  async add(userId: string, item: ValidNewItem): Promise<Favorite> {
    try {
      return await this.repo.addFavorite(userId, this.toFavorite(item));
    } catch (error) {
      if (error instanceof DuplicateError) throw conflict(DUPLICATE_FAVORITE_MESSAGE);
      throw error;
    }
  }

  async update(userId: string, id: string, patch: FoodItemPatch): Promise<Favorite> {
    try {
      const updated = await this.repo.updateFavorite(userId, id, patchToChanges(patch));
      if (!updated) throw noFavorite(id);
      return updated;
    } catch (error) {
      if (error instanceof DuplicateError) throw conflict(DUPLICATE_FAVORITE_MESSAGE);
      throw error;
    }
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.repo.deleteFavorite(userId, id))) throw noFavorite(id);
  }

  async toggle(userId: string, item: ValidNewItem): Promise<{ isFavorite: boolean }> {
    return { isFavorite: await this.repo.toggleFavorite(userId, this.toFavorite(item)) };
  }
}
