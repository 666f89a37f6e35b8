import { describe, expect, it } from 'vitest';
import { loadFoodDatabase } from './database.ts';
import { ALTERNATIVES, COMMON_FORMS } from './common.ts';
import { LEXICON_FILE_DATA } from './lexicon.ts';

const db = loadFoodDatabase();

describe('COMMON_FORMS', () => {
  it.each(Object.entries(COMMON_FORMS))('%s names a real FNDDS food and portion', (_phrase, form) => {
    const food = db.get(`fndds:${form.code}`);
    expect(food, form.code).toBeDefined();
    if (form.portion) expect(food!.portions.map((p) => p.name)).toContain(form.portion);
    if (form.sized) expect(db.get(`fndds:${form.sized}`)).toBeDefined();
  });
});

describe('the common forms and alternatives in the lexicon', () => {
  it('gives every entry a reason', () => {
    for (const e of LEXICON_FILE_DATA.commonForms!.entries)
      expect(e.why.length, e.phrase).toBeGreaterThan(10);
    for (const e of LEXICON_FILE_DATA.alternatives!.entries) expect(e.why.length, e.word).toBeGreaterThan(10);
    expect(Object.keys(COMMON_FORMS).length).toBeGreaterThan(100);
    expect(ALTERNATIVES['bbq']).toEqual(['barbecue']);
  });
});
