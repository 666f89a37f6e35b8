// Everyday phrasings probed outside every part of the dev set (decision 138): each names the class a fix was made for.
import { describe, expect, it } from 'vitest';
import { analyzeMeal, loadFoodDatabase } from './index.ts';

const db = loadFoodDatabase();
const ids = (text: string) => analyzeMeal(text, { db }).items.map((i) => i.foodId);

describe('analyzeMeal: a deli sandwich said by its meat, cheese and bread', () => {
  it.each([
    ['turkey and cheese on wheat', ['fndds:27540040']],
    ['ham and cheese on white', ['fndds:27520220']],
    ['ham and swiss on rye', ['fndds:27520240']],
    ['turkey and swiss on sourdough', ['fndds:27540020']],
    ['roast beef and cheddar on a kaiser roll', ['fndds:27513050']],
  ])(
    '%j: one sandwich with cheese, never the meat again or a Puerto Rican white cheese',
    (text, expected) => {
      expect(ids(text)).toEqual(expected);
    },
  );
});

describe('analyzeMeal: marinara', () => {
  it("reads marinara as FNDDS's tomato-based sauce, not cooked tomatoes", () => {
    expect(ids('mozzarella sticks with marinara')).toEqual(['fndds:14660200', 'fndds:74404010']);
  });
});

describe('analyzeMeal: a lean ratio and a bun', () => {
  const read = (text: string) => analyzeMeal(text, { db }).items.map((i) => [i.foodId, i.grams]);

  it('reads a lean-to-fat ratio as how lean the meat is, never as an amount', () => {
    expect(read('4 oz ground beef 80/20')).toEqual([['sr28:23573', 113.4]]);
    expect(read('6 oz 85/15 ground beef')).toEqual([['sr28:23568', 170.1]]);
    expect(read('1/2 cup rice')).toEqual([['fndds:56205001', 81.5]]);
  });

  it('reads a bun said alone as a hamburger bun, and a named bao bun as the bao', () => {
    expect(read('1 bun')).toEqual([['fndds:51154100', 52]]);
    expect(read('a bao bun')).toEqual([['fndds:58123110', 100]]);
    expect(read('a hot dog on a bun')).toEqual([['fndds:27564000', 102]]);
  });
});
