// Favorites (spec sections 3 and 4): identity is name plus units. The rules are core's (issue 12); writes run
// in the person's order, so two concurrent adds of one food cannot both succeed.
import { rules } from '@forkcast/core';
import type { Favorite, FoodItemPatch, NewFoodItem } from '@forkcast/core';
import type { Repository } from '../storage/repository.ts';
import type { Clock } from './clock.ts';

export class FavoritesService {
  constructor(
    private readonly repo: Repository,
    private readonly clock: Clock,
  ) {}

  list(userId: string): Promise<Favorite[]> {
    return rules.listFavorites(this.repo.read(userId));
  }

  /** Favorites need no "today"; new ids and timestamps come from the server's clock. */
  private ctx() {
    return { now: this.clock.now(), random: this.clock.random, today: '9999-12-31' };
  }

  add(userId: string, item: NewFoodItem): Promise<Favorite> {
    return this.repo.write(userId, (store) => rules.addFavorite(store, this.ctx(), item));
  }

  update(userId: string, id: string, patch: FoodItemPatch): Promise<Favorite> {
    return this.repo.write(userId, (store) => rules.updateFavorite(store, id, patch));
  }

  remove(userId: string, id: string): Promise<void> {
    return this.repo.write(userId, (store) => rules.removeFavorite(store, id));
  }

  toggle(userId: string, item: NewFoodItem): Promise<{ isFavorite: boolean }> {
    return this.repo.write(userId, (store) => rules.toggleFavorite(store, this.ctx(), item));
  }
}
