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

// Issue 10: the search box finds the common thing first: exact, brand and dish names above partial word matches.
const FIRST_RESULT: [string, string][] = [
  ['big mac', 'Big Mac (McDonalds)'],
  ['scrambled eggs', 'Egg omelet or scrambled egg, NS as to fat'],
  ['cheerios', "Cereal, O's, NFS"],
  ['banana', 'Banana, raw'],
  ['bannana', 'Banana, raw'],
  ['apple', 'Apple, raw'],
  ['egg', 'Egg, whole, cooked, NS as to cooking method'],
  ['milk', 'Milk, NFS'],
  ['coffee', 'Coffee, brewed'],
  ['latte', 'Coffee, Latte'],
  ['pizza', 'Pizza, cheese, from restaurant or fast food, NS as to type of crust'],
  ['pepperoni pizza', 'Pizza with pepperoni, from restaurant or fast food, NS as to type of crust'],
  ['cheeseburger', 'Cheeseburger, NFS'],
  ['hamburger', 'Hamburger, NFS'],
  ['whopper', 'Whopper (Burger King)'],
  ['fries', 'Potato, french fries, NFS'],
  ['french fries', 'Potato, french fries, NFS'],
  ['chicken breast', 'Chicken breast, NS as to cooking method, skin not eaten'],
  ['chicken nuggets', 'Chicken nuggets, NFS'],
  ['mcnuggets', 'Chicken nuggets, NFS'],
  ['rice', 'Rice, white, cooked, NS as to fat'],
  ['white rice', 'Rice, white, cooked, NS as to fat'],
  ['brown rice', 'Rice, brown, cooked, NS as to fat'],
  ['oatmeal', 'Oatmeal, NFS'],
  ['greek yogurt', 'Yogurt, Greek, NS as to type of milk or flavor'],
  ['peanut butter', 'Peanut butter'],
  ['white bread', 'Bread, white'],
  ['bagel', 'Bagel'],
  ['orange juice', 'Orange juice, 100%, NFS'],
  ['coke', 'Soft drink, cola'],
  ['diet coke', 'Soft drink, cola, diet'],
  ['beer', 'Beer'],
  ['red wine', 'Wine, red'],
  ['avocado', 'Avocado, raw'],
  ['broccoli', 'Broccoli, NS as to form, cooked'],
  ['salmon', 'Fish, salmon, NFS'],
  ['tuna', 'Fish, tuna, canned'],
  ['steak', 'Steak, NS as to type of meat, NS as to fat eaten'],
  ['bacon', 'Bacon, NS as to type of meat, cooked'],
  ['sausage', 'Sausage, NFS'],
  ['pancakes', 'Pancakes, NFS'],
  ['waffles', 'Waffle, NFS'],
  ['ice cream', 'Ice cream, NFS'],
  ['chocolate chip cookie', 'Cookie, chocolate chip'],
  ['potato chips', 'Potato chips, NFS'],
  ['almonds', 'Almonds, NFS'],
  ['orange', 'Orange, raw'],
  ['strawberries', 'Strawberries, raw'],
  ['blueberries', 'Blueberries, raw'],
  ['grapes', 'Grapes, raw'],
  ['cheddar cheese', 'Cheese, Cheddar'],
  ['butter', 'Butter, NFS'],
  ['olive oil', 'Olive oil'],
  ['mac and cheese', 'Macaroni or noodles with cheese'],
  ['burrito', 'Burrito, NFS'],
  ['taco', 'Taco, NFS'],
  ['quesadilla', 'Quesadilla, NFS'],
  ['caesar salad', 'Caesar salad, with romaine, no dressing'],
  ['grilled cheese', 'Grilled cheese sandwich, NFS'],
  ['frosted flakes', 'Cereal, corn flakes, flavored'],
  ['granola bar', 'Cereal or Granola bar, NFS'],
  ['protein shake', 'Nutritional drink or shake, high protein, ready-to-drink, NFS'],
  ['mashed potatoes', 'Potato, mashed, NFS'],
  ['hummus', 'Hummus, plain'],
  ['tortilla chips', 'Tortilla chips, plain'],
  ['salsa', 'Salsa, NFS'],
  ['guacamole', 'Guacamole, NFS'],
  ['pad thai', 'Pad Thai, NFS'],
  ['ramen', 'Ramen bowl, NFS'],
  ['donut', 'Doughnut, NFS'],
  ['croissant', 'Croissant'],
  ['popcorn', 'Popcorn, NFS'],
  ['cottage cheese', 'Cheese, cottage, NFS'],
  ['string cheese', 'Cheese, Mozzarella, part skim'],
  ['sweet tea', 'Tea, iced, brewed, black, pre-sweetened with sugar'],
  ['gatorade', 'Sports drink (Gatorade G)'],
  ['red bull', 'Energy drink (Red Bull)'],
  ['water', 'Water, tap'],
];

describe('GET /api/foods/search ranks the everyday food first', () => {
  it('pins the first result of 78 everyday queries', () => {
    expect(FIRST_RESULT.length).toBeGreaterThanOrEqual(50);
    const got = FIRST_RESULT.map(([q]) => [q, db.search(q, 5)[0]?.name ?? null]);
    expect(got).toEqual(FIRST_RESULT);
  });

  it('puts a whole dish or brand name above the completions of its last word', () => {
    const names = db.search('big mac', 10).map((f) => f.name);
    expect(names[0]).toBe('Big Mac (McDonalds)');
    expect(names.indexOf('Macadamia nuts')).not.toBe(0);
  });
});
