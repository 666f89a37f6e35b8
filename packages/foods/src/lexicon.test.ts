import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEXICON, LEXICON_CLASSES, LEXICON_FILE_DATA, lexiconPattern, tagText } from './lexicon.ts';
import { analyzeMeal, loadFoodDatabase } from './index.ts';
import { WEIGHT_SPECS, WEIGHTS } from './weights.ts';

const db = loadFoodDatabase();

describe('the lexicon file (decisions 101, 102)', () => {
  it('gives every entry and every class a reason, and names only classes it defines', () => {
    for (const e of LEXICON) {
      expect(e.why.trim().length, e.phrase).toBeGreaterThan(3);
      for (const [, name] of e.phrase.matchAll(/\{(\w+)\}/g))
        expect(LEXICON_CLASSES[name!], name).toBeDefined();
    }
    for (const [name, c] of Object.entries(LEXICON_CLASSES)) {
      expect(c.why.trim().length, name).toBeGreaterThan(3);
      expect(c.phrases.length, name).toBeGreaterThan(0);
    }
  });
});

describe('the lead-in and portion patterns in the lexicon (decision 107)', () => {
  const leadIns = LEXICON_FILE_DATA.leadIns!.entries;
  const portions = LEXICON_FILE_DATA.portionPhrases!.entries;

  it('gives every pattern a reason and names only classes the file defines', () => {
    for (const e of [...leadIns, ...portions]) {
      expect(e.why.trim().length, e.pattern).toBeGreaterThan(10);
      for (const [, name] of e.pattern.matchAll(/\{(\w+)\}/g))
        expect(LEXICON_CLASSES[name!], name).toBeDefined();
    }
    expect(LEXICON_FILE_DATA.nothingEaten!.why.length).toBeGreaterThan(10);
  });

  it('gives every list joiner a reason and one of the three ways to join', () => {
    for (const j of LEXICON_FILE_DATA.joiners!.entries) {
      expect(j.why.length, j.words).toBeGreaterThan(10);
      expect(['and', 'with', 'plus'], j.words).toContain(j.joins);
    }
    const count = (text: string) => analyzeMeal(text, { db }).items.length;
    // "plus" never joins a dish; "chips n salsa" are two foods.
    expect(count('a bagel plus coffee')).toBe(2);
    expect(count('chips n salsa')).toBe(2);
  });

  it('reads a class in a pattern as any of its phrases, as written', () => {
    const re = lexiconPattern(String.raw`\bi {eating_verb}\b`);
    expect(re.exec('i started my day with oatmeal')?.[0]).toBe('i started my day with');
    expect(re.exec('i sipped on a latte')?.[0]).toBe('i sipped on');
    expect(re.test('i banana')).toBe(false);
    expect(() => lexiconPattern('{no_such_class}')).toThrow(/unknown class/);
  });

  it('drops the lead-ins and keeps the foods', () => {
    const names = (text: string) => analyzeMeal(text, { db }).items.map((i) => i.name.toLowerCase());
    expect(names('For lunch I had a turkey sandwich')).toEqual(['turkey sandwich']);
    expect(names('breakfast was 2 eggs this morning')).toEqual(['eggs']);
    expect(names('I skipped lunch')).toEqual([]);
  });
});

describe('the lexicon classes (decision 107)', () => {
  it('names every class somewhere: in an entry, a pattern or the code that reads it', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const code = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const data = JSON.stringify({ ...LEXICON_FILE_DATA, classes: undefined });
    for (const name of Object.keys(LEXICON_CLASSES)) {
      const named = data.includes(`{${name}}`) || code.includes(`{${name}}`) || code.includes(`'${name}'`);
      expect(named, name).toBe(true);
    }
  });
});

describe('tagText: the one-pass tagger over the lexicon', () => {
  it.each([
    // A class slot, and what it matched put back into the replacement.
    ['white toast', 'white bread toasted'],
    ['spicy tuna rolls', 'tuna sushi rolls'],
    ['a gyro wrap', 'a gyro sandwich'],
    // "&", "'n'" and a glued "&" read as "and".
    ['mac & cheese', 'macaroni cheese'],
    ["mac 'n' cheese", 'macaroni cheese'],
    ['pb&j', 'peanut butter jelly sandwich'],
    // A comma spelled inside an entry.
    ['bacon, egg and cheese', 'egg sandwich with bacon cheese'],
    // Optional slots.
    ['philly cheesesteak sandwich', 'cheese steak sandwich'],
    ['cheesesteak', 'cheese steak sandwich'],
  ])('%j -> %j', (text, want) => {
    expect(tagText(text)).toBe(want);
  });

  it('applies an entry only where its conditions hold', () => {
    // notAfter: the breakfast sandwich is not the fillings of another food.
    expect(tagText('a bagel with bacon egg and cheese')).toBe('a bagel with bacon egg and cheese');
    // before, within: "6 inch" is the sub's portion only with a sub word close after it.
    expect(tagText('a 6 inch turkey sub')).toBe('a six-inch turkey sub');
    expect(tagText('a 6 inch tortilla')).toBe('a 6 inch tortilla');
    // notBefore: "coors light" is light beer, "coors" beer.
    expect(tagText('a coors light')).toBe('a light beer');
    expect(tagText('a coors')).toBe('a beer');
    // beforeAny: a chain before a food is dropped, at the end it is left for the lead-in rules.
    expect(tagText('starbucks blueberry muffin')).toBe('blueberry muffin');
    expect(tagText('a muffin from starbucks')).toBe('a muffin from starbucks');
    // beforeBreak: a cuisine introducing its dish.
    expect(tagText('leftover chinese, lo mein')).toBe(', , lo mein');
    expect(tagText('chinese chicken salad')).toBe('chinese chicken salad');
  });

  it('prefers the longest phrase ("french fries" is not rewritten twice)', () => {
    expect(tagText('french fries')).toBe('french fries');
    expect(tagText('fries')).toBe('french fries');
    expect(tagText('a stir fry')).toBe('a stir fry');
  });
});

describe('the trailing amount of the mention grammar', () => {
  it('gives a count said after the food to that food', () => {
    const a = analyzeMeal('chicken tenders, like 4 of them', { db });
    expect(a.items).toHaveLength(1);
    expect(a.items[0]!.quantity).toBe(4);
    const b = analyzeMeal('chicken tenders like 4 of them', { db });
    expect(b.items).toHaveLength(1);
    expect(b.items[0]!.quantity).toBe(4);
    expect(b.unmatched).toEqual([]);
  });

  it('gives an amount after a comma to the food before it, whatever its unit', () => {
    const [pizza, ...rest] = analyzeMeal('pizza, 2 slices', { db }).items;
    expect(rest).toEqual([]);
    expect(pizza!.quantity).toBe(2);
    const [rice] = analyzeMeal('rice, 1 cup', { db }).items;
    expect(rice!.grams).toBeGreaterThan(150);
  });
});

describe('everyday foods outside the US (decision 103)', () => {
  it.each([
    ['250 g ugali', 'fndds:56201515'],
    ['100 g boiled groundnuts', 'fndds:42111030'],
    ['120 g sukuma wiki', 'fndds:72119220'],
    ['300 g rice porridge', 'fndds:56205101'],
  ])('%j is matched through its everyday name', (text, id) => {
    const { items, unmatched } = analyzeMeal(text, { db });
    expect(items.map((i) => i.foodId)).toEqual([id]);
    expect(unmatched).toEqual([]);
  });

  it('keeps "made with" inside the food it describes', () => {
    const { items } = analyzeMeal('250 g oatmeal made with water', { db });
    expect(items).toHaveLength(1);
    expect(items[0]!.matchedName).toMatch(/^Oatmeal, .*made with water/);
  });
});

describe('packages people eat whole (decision 104)', () => {
  const one = (text: string) => {
    const { items } = analyzeMeal(text, { db });
    expect(items, text).toHaveLength(1);
    return { name: items[0]!.matchedName, grams: items[0]!.grams };
  };

  it('reads a whole sleeve, a 100 calorie pack and a two-bar package as their FNDDS portions', () => {
    expect(one('a whole sleeve of saltine crackers')).toEqual({ name: 'Crackers, saltine', grams: 115 });
    expect(one('a 100 calorie pack of almonds')).toEqual({ name: 'Almonds, NFS', grams: 18 });
    expect(one('a 100 calorie pack of almonds').grams).not.toBe(100);
    expect(one('a two-bar package of granola bars').grams).toBe(2 * one('a granola bar').grams!);
  });

  it('reads a whole pie or pizza as the whole food, and keeps "whole wheat" and "whole milk" as food words', () => {
    expect(one('a whole apple pie')).toEqual({ name: 'Pie, apple', grams: 1200 });
    expect(one('an entire large cheese pizza').grams).toBe(954);
    expect(one('a slice of whole wheat pizza').grams).toBeLessThan(200);
    expect(one('a glass of whole milk').name).toBe('Milk, whole');
  });

  it('reads fountain drink sizes as the soft drink sizes, and a size said after the food', () => {
    expect(one('a large fountain drink')).toEqual({ name: 'Soft drink, cola', grams: 744 });
    expect(one('a small fountain soda')).toEqual({ name: 'Soft drink, cola', grams: 372 });
    expect(one('a coke, the large size')).toEqual({ name: 'Soft drink, cola', grams: 744 });
  });
});

describe('composite foods stay whole, counting nothing twice (decision 105)', () => {
  const names = (text: string) => analyzeMeal(text, { db }).items.map((i) => i.matchedName);

  it('reads a list of fillings that ends in a sandwich, and the bread it comes on, as one sandwich', () => {
    expect(names('an egg, cheese and sausage sandwich on an English muffin')).toEqual([
      'Egg sandwich on English muffin, with sausage',
    ]);
    expect(names('mayo on a turkey sandwich')).toHaveLength(2);
  });

  it("absorbs the parts of a dish and keeps what the dish's food does not hold", () => {
    expect(names('a burrito bowl with chicken, rice, black beans, salsa and guac')).toEqual([
      'Burrito bowl, chicken, with beans and rice',
      'Guacamole, NFS',
    ]);
    expect(names('a burger with lettuce and fries')).toEqual(['Hamburger, NFS', 'Potato, french fries, NFS']);
  });

  it('reads a McMuffin as the egg sandwich on an English muffin', () => {
    expect(names('a sausage mcmuffin with egg')).toEqual(['Egg sandwich on English muffin, with sausage']);
  });
});

describe('the fitted constants (decision 105)', () => {
  it('gives every constant a reason and a grid that holds its value (the fit only picks grid values)', () => {
    for (const [name, spec] of Object.entries(WEIGHT_SPECS)) {
      expect(spec.why.length, name).toBeGreaterThan(10);
      expect(spec.grid, name).toContain(spec.value);
      expect(WEIGHTS[name as keyof typeof WEIGHTS], name).toBe(spec.value);
    }
  });
});

describe('ordinary foods that were dropped (decisions 104, 105)', () => {
  const items = (text: string) => analyzeMeal(text, { db }).items.map((i) => `${i.matchedName} ${i.grams}`);

  it('reads jars of baby food and candy bars by their FNDDS names and sizes', () => {
    expect(items('2 jars of gerber baby food peas')).toEqual(['Baby Toddler peas, Stage 2 220']);
    expect(items('a candy bar')).toEqual(['Chocolate candy, other, NFS 45']);
    expect(items('a fun-size candy bar')).toEqual(['Chocolate candy, other, NFS 15']);
  });

  it('splits a food from what it is put on unless one food names both', () => {
    expect(items('a fried egg on a hamburger bun')).toEqual([
      'Egg, whole, fried, NS as to fat 55',
      'Roll, white, hamburger bun 52',
    ]);
    expect(items('corn on the cob')).toHaveLength(1);
    expect(items('a hot dog on a bun')).toEqual(['Hot dog sandwich, NFS, on white bun 102']);
  });
});

describe("a chain's food said without its noun (decision 102)", () => {
  it('adds the noun the chain implies, before a trailing amount, unless the food names one', () => {
    expect(tagText('dominos pepperoni 2 slices')).toBe('pepperoni pizza 2 slices');
    expect(tagText('kfc 2 pc')).toBe('2 pieces fried chicken');
    expect(tagText('dominos wings and a coke')).toBe('wings and a coke');
    expect(tagText('kfc mashed potatoes')).toBe('mashed potatoes');
    // At the end no food follows the chain: nothing is added.
    expect(tagText('a pizza from dominos')).toBe('a pizza from');
  });
});

describe('a container says the form of the food (decision 105)', () => {
  it('reads a can of soup as the canned soup and its can', () => {
    const [soup] = analyzeMeal('a can of chicken noodle soup', { db }).items;
    expect(soup!.matchedName).toBe('Soup, chicken noodle, canned');
    expect(soup!.grams).toBe(525);
    // Without a container the plain soup stays.
    expect(analyzeMeal('a cup of chicken noodle soup', { db }).items[0]!.matchedName).toBe(
      'Soup, chicken noodle',
    );
  });
});

describe('a dish FNDDS has as two foods, and verbs that name no food (decision 102)', () => {
  const names = (text: string) => analyzeMeal(text, { db }).items.map((i) => i.matchedName);

  it('reads avocado toast as its two foods, and instant ramen as the noodle soup, not a ramen bowl', () => {
    expect(names('avocado toast')).toEqual(['Avocado, raw', 'Bread, NS as to major flour, toasted']);
    expect(names('instant ramen')).toEqual(['Soup, ramen noodles, water added']);
    expect(names('a bowl of ramen')).toEqual(['Ramen bowl, NFS']);
  });

  it('drops "I heated up" before the food', () => {
    const a = analyzeMeal('I heated up a can of minestrone', { db });
    expect(a.items.map((i) => i.matchedName)).toEqual(['Soup, minestrone']);
    expect(a.unmatched).toEqual([]);
  });
});

describe('restaurant main dishes (lexicon mainDishPortions, decision 197)', () => {
  const section = LEXICON_FILE_DATA.mainDishPortions!;

  it('gives the section, its units and each entry a reason, and each entry names FNDDS foods', () => {
    expect(section.why.length).toBeGreaterThan(50);
    expect(section.unitsWhy.length).toBeGreaterThan(20);
    expect(section.cups).toBeGreaterThan(1);
    for (const e of section.entries) {
      expect(e.why.length, e.name).toBeGreaterThan(20);
      const category = new RegExp(e.category, 'i');
      const name = new RegExp(e.name, 'i');
      const foods = db.foods.filter(
        (f) => f.source === 'fndds' && category.test(f.category) && name.test(f.name),
      );
      expect(foods.length, e.name).toBeGreaterThan(0);
    }
  });

  it('reads drunken noodles as the noodle entree, not plain noodles', () => {
    expect(analyzeMeal('drunken noodles', { db }).items.map((i) => i.foodId)).toEqual(['fndds:58136110']);
  });
});

describe('the tagger\'s "after" condition (decision 118)', () => {
  it('rewrites a phrase only after one of its words, within its window, not across a comma', () => {
    expect(tagText('bagel w cc')).toBe('bagel with cream cheese');
    expect(tagText('bagels with cc')).toBe('bagels with cream cheese');
    expect(tagText('cc')).toBe('cc');
    expect(tagText('milk 5 cc')).toBe('milk 5 cc');
    expect(tagText('bagel, cc')).toBe('bagel, cc');
  });
});
