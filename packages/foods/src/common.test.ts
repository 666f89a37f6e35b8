import { describe, expect, it } from 'vitest';
import { loadFoodDatabase } from './database.ts';
import { COMMON_FORMS } from './common.ts';

const db = loadFoodDatabase();

describe('COMMON_FORMS', () => {
  it.each(Object.entries(COMMON_FORMS))('%s names a real FNDDS food and portion', (_phrase, form) => {
    const food = db.get(`fndds:${form.code}`);
    expect(food, form.code).toBeDefined();
    if (form.portion) expect(food!.portions.map((p) => p.name)).toContain(form.portion);
    if (form.sized) expect(db.get(`fndds:${form.sized}`)).toBeDefined();
  });
});
