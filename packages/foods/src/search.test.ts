import { describe, expect, it } from 'vitest';
import { loadFoodDatabase } from './database.ts';

const db = loadFoodDatabase();

describe('db.search', () => {
  it('returns foods with nutrients per 100 g, portions and the default portion', () => {
    const [banana] = db.search('banana', 5);
    expect(banana).toMatchObject({
      id: 'fndds:63107010',
      name: 'Banana, raw',
      source: 'fndds',
      category: 'Bananas',
    });
    expect(banana!.per100g.calories).toBeGreaterThan(80);
    expect(banana!.portions).toContainEqual({ name: '1 banana', grams: 126 });
    expect(banana!.defaultPortion).toEqual({ name: 'Quantity not specified', grams: 126 });
    expect(banana).not.toHaveProperty('synonyms');
  });

  it('completes the word being typed and honours the limit', () => {
    const results = db.search('chick', 5);
    expect(results).toHaveLength(5);
    expect(results.some((f) => /chicken/i.test(f.name))).toBe(true);
    expect(db.search('milk', 3)).toHaveLength(3);
  });

  it('prefers the plain form and finds FNDDS synonyms', () => {
    expect(db.search('rice ', 1)[0]?.name).toMatch(/^Rice, (cooked|white)/);
    expect(db.search('cheerios ', 1)[0]?.name).toMatch(/^Cereal, O's/);
  });

  it('finds nothing for nothing', () => {
    expect(db.search('   ')).toEqual([]);
    expect(db.search('qwxzv ')).toEqual([]);
  });

  it('gets a food by id, with its synonyms', () => {
    expect(db.get('fndds:92101000')?.synonyms).toMatch(/K-cups/);
    expect(db.get('sr28:01001')?.source).toBe('sr28');
    expect(db.get('nope')).toBeUndefined();
  });
});
