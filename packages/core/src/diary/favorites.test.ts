import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FAVORITE, Favorite } from '../schemas/index.ts';
import { food } from './fixtures.test-helpers.ts';
import { favoriteKey, isSameFavorite, toFavorite, toggleFavorite } from './favorites.ts';

describe('favorite identity (spec section 3: name plus units)', () => {
  it('section 3: the same name and units are the same favorite', () => {
    expect(isSameFavorite({ name: 'Egg', units: 'large' }, { name: 'Egg', units: 'large' })).toBe(true);
  });
  it('section 3: different units are different favorites', () => {
    expect(isSameFavorite({ name: 'Egg', units: 'large' }, { name: 'Egg', units: 'small' })).toBe(false);
  });
  it('decision 007: case and surrounding spaces do not matter', () => {
    expect(isSameFavorite({ name: ' egg ', units: 'Large' }, { name: 'Egg', units: 'large' })).toBe(true);
  });
  it('keys cannot collide through a separator', () => {
    expect(favoriteKey({ name: 'a|b', units: 'c' })).not.toBe(favoriteKey({ name: 'a', units: 'b|c' }));
  });
});

describe('toggleFavorite (spec section 4)', () => {
  const egg: Favorite = { ...DEFAULT_FAVORITE };
  it('section 4: an existing favorite with the same name and units is removed and the result is false', () => {
    const rice = food({ isFavorite: true });
    const result = toggleFavorite([egg, rice], food({ name: 'Egg', units: 'large', calories: 70 }));
    expect(result).toEqual({ favorites: [rice], isFavorite: false });
  });
  it('section 4: otherwise the item is added with isFavorite true and the result is true', () => {
    const rice = food({ isFavorite: false });
    const result = toggleFavorite([egg], rice);
    expect(result.isFavorite).toBe(true);
    expect(result.favorites).toEqual([egg, { ...rice, isFavorite: true }]);
  });
  it('section 3: suggestion fields usageCount and lastUsed are dropped before saving', () => {
    const suggestion = { ...food(), usageCount: 4, lastUsed: '2024-01-01', badges: ['Frequent' as const] };
    const [added] = toggleFavorite([], suggestion).favorites;
    expect(added).not.toHaveProperty('usageCount');
    expect(added).not.toHaveProperty('lastUsed');
    expect(added).not.toHaveProperty('badges');
    expect(Favorite.safeParse(added).success).toBe(true);
  });
  it('keeps notes when present', () => {
    expect(toFavorite(food({ notes: 'no salt' })).notes).toBe('no salt');
    expect(toFavorite(food())).not.toHaveProperty('notes');
  });
  it('does not modify the input list', () => {
    const list = [egg];
    toggleFavorite(list, food());
    toggleFavorite(list, egg);
    expect(list).toEqual([egg]);
  });
  it('property: toggling twice restores the list (as a set of identities)', () => {
    const item = fc.record({
      name: fc.constantFrom('Egg', 'egg', 'Rice', 'Apple', 'Toast'),
      units: fc.constantFrom('large', 'cups', 'pieces'),
    });
    fc.assert(
      fc.property(fc.uniqueArray(item, { selector: (i) => favoriteKey(i) }), item, (favs, target) => {
        const list = favs.map((f) => toFavorite(food(f)));
        const once = toggleFavorite(list, food(target));
        const twice = toggleFavorite(once.favorites, food(target));
        expect(once.isFavorite).toBe(!list.some((f) => isSameFavorite(f, target)));
        expect(twice.isFavorite).toBe(!once.isFavorite);
        const keys = (l: Favorite[]) => l.map(favoriteKey).sort();
        expect(keys(twice.favorites)).toEqual(keys(list));
      }),
    );
  });
});
