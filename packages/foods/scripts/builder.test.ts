import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildDatabase } from './builder.ts';
import { createFoodDatabase } from '../src/database.ts';
import type { DbFile } from '../src/types.ts';
import { DB_FILE, readSources, sourcesPresent } from './sources.ts';

// A tiny copy of the USDA tables in their own formats (FNDDS CSV; SR28 caret-separated, '~' quoted).
const NUTRIENT_HEADER =
  'Food code,Main food description,WWEIA Category number,WWEIA Category description,Energy (kcal),Protein (g),Carbohydrate (g),"Sugars, total (g)","Fiber, total dietary (g)",Total Fat (g),Sodium (mg)';
const fndds = {
  nutrients: `${NUTRIENT_HEADER}
31105005,"Egg, whole, fried, NS as to fat",2502,Eggs and omelets,185,11.58,0.91,0.4,0,15,207
92101000,"Coffee, brewed",7302,Coffee,1,0.12,0,0,0,0.02,2
`,
  foods: `Food code,Main food description,Additional food description,WWEIA Category number,WWEIA Category description
31105005,"Egg, whole, fried, NS as to fat","over easy, medium, or hard; sunny side up",2502,Eggs and omelets
92101000,"Coffee, brewed",,7302,Coffee
`,
  portions: `Food code,Main food description,WWEIA Category number,WWEIA Category description,Seq num,Portion description,Portion weight (g)
31105005,"Egg, whole, fried, NS as to fat",2502,Eggs and omelets,2,1 cup,135
31105005,"Egg, whole, fried, NS as to fat",2502,Eggs and omelets,1,1 egg,55
31105005,"Egg, whole, fried, NS as to fat",2502,Eggs and omelets,3,Quantity not specified,55
92101000,"Coffee, brewed",7302,Coffee,1,1 cup (8 fl oz),240
`,
};
const sr28 = {
  foodDes: '~01001~^~0100~^~Butter, salted~^~BUTTER,WITH SALT~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87\r\n',
  weight: '~01001~^1^1^~pat (1" sq, 1/3" high)~^5.0^^\r\n~01001~^2^.5^~cup~^113.5^^\r\n',
  abbrev: '~01001~^~BUTTER,WITH SALT~^15.87^717^0.85^81.11^2.11^0.06^^0.06^24^0.02^2^24^24^643^0.09\n',
  fdGroup: '~0100~^~Dairy and Egg Products~\r\n',
};

describe('buildDatabase', () => {
  const text = buildDatabase(fndds, sr28);
  const file = JSON.parse(text) as DbFile;

  it('is deterministic: the same tables give byte-identical output', () => {
    expect(buildDatabase(fndds, sr28)).toBe(text);
  });

  it('keeps name, synonyms, category, nutrients per 100 g and portions in seq order, QNS apart', () => {
    const db = createFoodDatabase(file);
    const egg = db.get('fndds:31105005')!;
    expect(egg.name).toBe('Egg, whole, fried, NS as to fat');
    expect(egg.synonyms).toBe('over easy, medium, or hard; sunny side up');
    expect(egg.category).toBe('Eggs and omelets');
    expect(egg.source).toBe('fndds');
    expect(egg.per100g).toEqual({
      calories: 185,
      protein: 11.58,
      carbs: 0.91,
      fat: 15,
      fiber: 0,
      sugars: 0.4,
      sodium: 207,
    });
    expect(egg.portions).toEqual([
      { name: '1 egg', grams: 55 },
      { name: '1 cup', grams: 135 },
    ]);
    expect(egg.defaultPortion).toEqual({ name: 'Quantity not specified', grams: 55 });
    expect(db.get('fndds:92101000')!.defaultPortion).toBeNull();
  });

  it('reads SR28 with its amounts and marks unanalysed nutrients as null, not zero', () => {
    const db = createFoodDatabase(file);
    const butter = db.get('sr28:01001')!;
    expect(butter.source).toBe('sr28');
    expect(butter.category).toBe('Dairy and Egg Products (SR28)');
    expect(butter.per100g.calories).toBe(717);
    expect(butter.per100g.fiber).toBeNull();
    expect(butter.portions).toEqual([
      { name: '1 pat (1" sq, 1/3" high)', grams: 5 },
      { name: '1/2 cup', grams: 113.5 },
    ]);
  });

  it('fails loudly on a table without the expected columns', () => {
    expect(() => buildDatabase({ ...fndds, nutrients: 'Food code,Name\n1,x\n' }, sr28)).toThrow(
      /Missing column/,
    );
  });
});

describe('the committed database', () => {
  const committed = gunzipSync(readFileSync(DB_FILE)).toString('utf8');

  it('is current: a fresh build of the USDA tables gives the same text (when the tables are here)', () => {
    // The shared USDA folder sits beside the repository on the build machine; a clone elsewhere still checks
    // that the committed file is a complete build.
    const file = JSON.parse(committed) as DbFile;
    expect(file.foods.filter((f) => f[0].startsWith('fndds:')).length).toBe(5431);
    if (sourcesPresent()) {
      const { fndds: f, sr28: s } = readSources();
      expect(buildDatabase(f, s) === committed, 'db/foods.json.gz is stale: run npm run build:foods').toBe(
        true,
      );
    }
  });
});
