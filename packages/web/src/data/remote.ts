// API calls that are the same for guests and accounts (analysis, food search, configuration) and the
// account-only ones (export, delete, import). All go through the single fetch wrapper.
import type {
  AnalyzeResult,
  Favorite,
  FoodDetail,
  FoodItem,
  FoodSearchResult,
  IsoDate,
  Profile,
  WeightEntry,
} from '@forkcast/core';
import { LIMITS } from '@forkcast/core';
import { api } from './api.ts';

export type { AnalyzedItem, AnalyzeResult, FoodSearchResult } from '@forkcast/core';

export interface ServerConfig {
  /** `providerId` is the Better Auth provider id; 'oidc' when the server does not say. */
  oidc: { providerName: string; providerId?: string } | null;
  ai: { text: boolean; photo: boolean };
}

export const NO_SERVER_CONFIG: ServerConfig = { oidc: null, ai: { text: false, photo: false } };

export function getServerConfig(): Promise<ServerConfig> {
  return api<ServerConfig>('/api/config');
}

/** `favorites` are a guest's (they live in the browser); for an account the server uses the stored ones. */
export function analyzeText(text: string, favorites?: Favorite[]): Promise<AnalyzeResult> {
  return api<AnalyzeResult>('/api/analyze/text', {
    method: 'POST',
    json:
      favorites && favorites.length > 0
        ? { text, favorites: favorites.slice(0, LIMITS.favorites.max) }
        : { text },
  });
}

export function analyzePhoto(
  file: Blob,
  description?: string,
  favorites?: Favorite[],
): Promise<AnalyzeResult> {
  const form = new FormData();
  if (description && description.trim() !== '') form.append('description', description.trim());
  if (favorites && favorites.length > 0)
    form.append('favorites', JSON.stringify(favorites.slice(0, LIMITS.favorites.max)));
  form.append('image', file);
  return api<AnalyzeResult>('/api/analyze/photo', { method: 'POST', form });
}

export async function searchFoods(query: string): Promise<FoodSearchResult[]> {
  const { foods } = await api<{ foods: FoodSearchResult[] }>(
    `/api/foods/search?q=${encodeURIComponent(query)}`,
  );
  return foods;
}

/** One food of the built-in database with its household measures (issue 10: a stored item's portion). */
export async function getFood(id: string): Promise<FoodDetail> {
  const { food } = await api<{ food: FoodDetail }>(`/api/foods/${encodeURIComponent(id)}`);
  return food;
}

export interface ImportPayload {
  profile?: Profile;
  favorites: Favorite[];
  days: { date: IsoDate; items: FoodItem[] }[];
  /** Issue 13: the guest's weigh-ins and days marked incomplete. */
  weights?: WeightEntry[];
  incompleteDays?: IsoDate[];
}

export function importData(payload: ImportPayload): Promise<{ items: number; favorites: number }> {
  return api<{ items: number; favorites: number }>('/api/import', { method: 'POST', json: payload });
}

export function deleteAccount(): Promise<void> {
  return api<void>('/api/account', { method: 'DELETE' });
}

/** The export file's URL; the browser downloads it with the session cookie. */
export const exportUrl = (format: 'json' | 'csv'): string => `/api/export?format=${format}`;
