// The account implementation of the data client: the JSON API under /api, through the single fetch wrapper.
import type {
  DailyIntake,
  Favorite,
  FoodItemPatch,
  IsoDate,
  NewFoodItem,
  Expenditure,
  Profile,
  Suggestion,
  WeightEntry,
} from '@forkcast/core';
import { ApiError, api } from './api.ts';
import type { DataClient } from './client.ts';

const seg = encodeURIComponent;

export class HttpDataClient implements DataClient {
  readonly kind = 'account' as const;

  async getProfile(): Promise<Profile | null> {
    try {
      return await api<Profile>('/api/profile');
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  }

  saveProfile(profile: Profile): Promise<Profile> {
    return api<Profile>('/api/profile', { method: 'PUT', json: profile });
  }

  getDay(date: IsoDate): Promise<DailyIntake> {
    return api<DailyIntake>(`/api/days/${seg(date)}`);
  }

  async getDays(from: IsoDate, to: IsoDate): Promise<DailyIntake[]> {
    const { days } = await api<{ days: DailyIntake[] }>(`/api/days?from=${seg(from)}&to=${seg(to)}`);
    return days;
  }

  addItems(date: IsoDate, items: NewFoodItem[]): Promise<DailyIntake> {
    return api<DailyIntake>(`/api/days/${seg(date)}/items`, { method: 'POST', json: { items } });
  }

  updateItem(date: IsoDate, id: string, patch: FoodItemPatch): Promise<DailyIntake> {
    return api<DailyIntake>(`/api/days/${seg(date)}/items/${seg(id)}`, { method: 'PATCH', json: patch });
  }

  removeItem(date: IsoDate, id: string): Promise<DailyIntake> {
    return api<DailyIntake>(`/api/days/${seg(date)}/items/${seg(id)}`, { method: 'DELETE' });
  }

  async getFavorites(): Promise<Favorite[]> {
    const { favorites } = await api<{ favorites: Favorite[] }>('/api/favorites');
    return favorites;
  }

  addFavorite(item: NewFoodItem): Promise<Favorite> {
    return api<Favorite>('/api/favorites', { method: 'POST', json: item });
  }

  updateFavorite(id: string, patch: FoodItemPatch): Promise<Favorite> {
    return api<Favorite>(`/api/favorites/${seg(id)}`, { method: 'PATCH', json: patch });
  }

  async removeFavorite(id: string): Promise<void> {
    await api<void>(`/api/favorites/${seg(id)}`, { method: 'DELETE' });
  }

  toggleFavorite(item: NewFoodItem): Promise<{ isFavorite: boolean }> {
    return api<{ isFavorite: boolean }>('/api/favorites/toggle', { method: 'POST', json: item });
  }

  async getSuggestions(query: string): Promise<Suggestion[]> {
    const { suggestions } = await api<{ suggestions: Suggestion[] }>(`/api/suggestions?q=${seg(query)}`);
    return suggestions;
  }

  getWeights(from: IsoDate, to: IsoDate): Promise<{ weights: WeightEntry[]; incomplete: IsoDate[] }> {
    return api(`/api/weights?from=${seg(from)}&to=${seg(to)}`);
  }

  putWeight(date: IsoDate, weight: number): Promise<WeightEntry> {
    return api<WeightEntry>(`/api/weights/${seg(date)}`, { method: 'PUT', json: { weight } });
  }

  async removeWeight(date: IsoDate): Promise<void> {
    await api(`/api/weights/${seg(date)}`, { method: 'DELETE' });
  }

  async setIncomplete(date: IsoDate, incomplete: boolean): Promise<void> {
    await api(`/api/days/${seg(date)}/incomplete`, { method: 'PUT', json: { incomplete } });
  }

  getExpenditure(date: IsoDate): Promise<Expenditure> {
    return api<Expenditure>(`/api/expenditure?date=${seg(date)}`);
  }
}
