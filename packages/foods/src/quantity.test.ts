import { describe, expect, it } from 'vitest';
import { LEXICON_FILE_DATA } from './lexicon.ts';
import {
  CONTAINER_ML,
  ML_PER_FL_OZ,
  UNIT_PORTION_TEXT,
  NUMBER_WORDS,
  SIZES,
  parseAmount,
  parseNumber,
  parseTrailingAmount,
  unitOf,
} from './quantity.ts';

describe('parseNumber', () => {
  it.each([
    ['2', 2],
    ['2.5', 2.5],
    ['.5', 0.5],
    ['1/2', 0.5],
    ['1 1/2', 1.5],
    ['1-1/2', 1.5],
    ['twelve', 12],
    ['half', 0.5],
  ])('%s -> %d', (text, value) => expect(parseNumber(text)).toBeCloseTo(value));

  it('refuses what is not a number', () => {
    expect(parseNumber('banana')).toBeNull();
    expect(parseNumber('1/0')).toBeNull();
  });
});

describe('parseAmount', () => {
  it.each([
    ['2 eggs', 2, null, 'eggs'],
    ['an apple', 1, null, 'apple'],
    ['1 1/2 cups rice', 1.5, 'cup', 'rice'],
    ['half a cup of oatmeal', 0.5, 'cup', 'oatmeal'],
    ['three quarters of a cup of granola', 0.75, 'cup', 'granola'],
    ['a couple of cookies', 2, null, 'cookies'],
    ['a few crackers', 3, null, 'crackers'],
    ['200g chicken', 200, 'g', 'chicken'],
    ['8oz steak', 8, 'oz', 'steak'],
    ['2 tbsp peanut butter', 2, 'tbsp', 'peanut butter'],
    ['a 12 fl oz can of coke', 12, 'fl oz', 'coke'],
    ['2-3 slices of bacon', 2.5, 'slice', 'bacon'],
    ['a pound of crawfish', 1, 'lb', 'crawfish'],
    ['250 ml orange juice', 250, 'ml', 'orange juice'],
  ])('%s', (text, quantity, unit, rest) => {
    const a = parseAmount(text);
    expect(a.quantity).toBeCloseTo(quantity);
    expect(a.unit?.key ?? null).toBe(unit);
    expect(a.rest).toBe(rest);
  });

  it('keeps a number glued to % as part of the food', () => {
    expect(parseAmount('2% milk')).toMatchObject({ quantity: null, rest: '2% milk' });
  });

  it('reads sizes and containers', () => {
    expect(parseAmount('a large coffee')).toMatchObject({ quantity: 1, size: 'large', rest: 'coffee' });
    expect(parseAmount('grande latte')).toMatchObject({ quantity: null, size: 'medium', rest: 'latte' });
    expect(parseAmount('a bowl of cheerios')).toMatchObject({ quantity: 1, rest: 'cheerios' });
    expect(parseAmount('a bowl of cheerios').unit?.key).toBe('bowl');
  });

  it('leaves a food without an amount alone', () => {
    expect(parseAmount('coffee')).toMatchObject({ quantity: null, unit: null, size: null, rest: 'coffee' });
    expect(parseAmount('quarter pounder').quantity).toBeNull();
  });
});

describe('parseTrailingAmount', () => {
  it('reads an amount after the food', () => {
    const r = parseTrailingAmount('steak 8 oz');
    expect(r.text).toBe('steak');
    expect(r.amount).toMatchObject({ quantity: 8 });
    expect(parseTrailingAmount('eggs x2').amount?.quantity).toBe(2);
    expect(parseTrailingAmount('chicken noodle soup').amount).toBeNull();
  });
});

describe('the amount words in the lexicon (decision 107)', () => {
  const amounts = LEXICON_FILE_DATA.amounts!;

  it('gives every unit, number, size and hedge a reason', () => {
    for (const e of amounts.units) expect(e.why.length, e.key).toBeGreaterThan(10);
    for (const e of amounts.numbers) expect(e.why.length, e.word).toBeGreaterThan(10);
    for (const e of amounts.sizes) expect(e.why.length, e.word).toBeGreaterThan(10);
    expect(amounts.hedges.why.length).toBeGreaterThan(10);
  });

  it('gives a mass or volume unit exactly one measure, and a count none', () => {
    for (const e of amounts.units) {
      const measures = [e.grams, e.ml, e.flOz].filter((m) => m !== undefined).length;
      expect(measures, e.key).toBe(e.kind === 'count' ? 0 : 1);
    }
  });

  it('reads the measures as before: fluid-ounce fractions, grams and millilitres', () => {
    expect(unitOf('tsp')?.factor).toBe(ML_PER_FL_OZ / 6);
    expect(unitOf('cups')?.factor).toBe(8 * ML_PER_FL_OZ);
    expect(unitOf('ounces')).toEqual({ key: 'oz', kind: 'mass', factor: 28.3495 });
    expect(unitOf('cl')?.factor).toBe(10);
    expect(unitOf('sleeve')).toEqual({ key: 'sleeve', kind: 'count' });
  });

  it('reads the containers and the FNDDS portion texts a unit stands for', () => {
    expect(CONTAINER_ML.get('can')).toBe(12 * ML_PER_FL_OZ);
    expect(CONTAINER_ML.get('drizzle')).toBe(2 * (ML_PER_FL_OZ / 6));
    expect(CONTAINER_ML.get('pinch')).toBe(ML_PER_FL_OZ / 6 / 4);
    expect(CONTAINER_ML.get('slice')).toBeUndefined();
    expect(UNIT_PORTION_TEXT.get('sixinch')?.test('6" submarine')).toBe(true);
    expect(UNIT_PORTION_TEXT.get('entire')?.test('regular pie (8-9" dia)')).toBe(true);
    expect(UNIT_PORTION_TEXT.get('bottle')?.test('can or bottle (12 fl oz)')).toBe(true);
    expect(UNIT_PORTION_TEXT.get('glass')?.test('cup')).toBe(false);
  });

  it('reads number, size and hedge words from the lexicon', () => {
    expect(parseAmount('about three quarters cup milk')).toMatchObject({ quantity: 0.75, rest: 'milk' });
    expect(parseAmount('approx. 2 slices toast')).toMatchObject({ quantity: 2, rest: 'toast' });
    expect(parseAmount('an extra-large coffee')).toMatchObject({ size: 'large', rest: 'coffee' });
    expect(parseAmount('a venti latte')).toMatchObject({ size: 'large', rest: 'latte' });
    // "regular" is a size only before a size noun: "regular milk" is the food.
    expect(parseAmount('a regular size coke')).toMatchObject({ size: 'medium', rest: 'coke' });
    expect(parseAmount('regular milk')).toMatchObject({ size: null, rest: 'regular milk' });
    expect(NUMBER_WORDS['couple']).toBe(2);
    expect(SIZES['grande']).toBe('medium');
  });
});
