// Spec section 3 (favorite: identity is name plus units) and section 4 (toggle favorite).
import type { Favorite, FoodItem } from '../schemas/index.ts';

type Identity = Pick<FoodItem, 'name' | 'units'>;

/**
 * The identity of a favorite or suggestion: trimmed, lower-cased name plus units. Favorites use the same
 * case-insensitive key as suggestions (spec section 3) so 'Egg' and 'egg' are one favorite (decision 007).
 */
export function favoriteKey(item: Identity): string {
  return JSON.stringify([item.name.trim().toLowerCase(), item.units.trim().toLowerCase()]);
}

export const isSameFavorite = (a: Identity, b: Identity): boolean => favoriteKey(a) === favoriteKey(b);

/** The stored shape of a favorite: suggestion-only fields (usageCount, lastUsed, badges) are dropped (spec 3). */
export function toFavorite(item: Favorite): Favorite {
  const { id, name, calories, protein, carbs, fat, units, quantity, timestamp } = item;
  const favorite: Favorite = {
    id,
    name,
    calories,
    protein,
    carbs,
    fat,
    units,
    quantity,
    isFavorite: true,
    timestamp,
  };
  return item.notes === undefined ? favorite : { ...favorite, notes: item.notes };
}

/**
 * Spec section 4: if a favorite with the same name and units exists it is removed (result false); otherwise
 * the item is added with isFavorite true (result true). The input list is not modified.
 */
export function toggleFavorite(
  favorites: readonly Favorite[],
  item: Favorite,
): { favorites: Favorite[]; isFavorite: boolean } {
  const key = favoriteKey(item);
  const kept = favorites.filter((f) => favoriteKey(f) !== key);
  if (kept.length < favorites.length) return { favorites: kept, isFavorite: false };
  return { favorites: [...favorites, toFavorite(item)], isFavorite: true };
}
