import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EstimateItem } from '../schemas/index.ts';
import {
  coerceEstimate,
  ESTIMATE_DEFAULTS,
  EstimateReplyError,
  parseEstimateReply,
  toNumber,
} from './estimate.ts';

const rice = { name: 'Rice', calories: 206, protein: 4.3, carbs: 44.5, fat: 0.4, units: 'cups', quantity: 1 };

describe('coerceEstimate (spec section 3: AI estimate result)', () => {
  it('section 3: defaults: name Unknown food, units serving, quantity 1, numbers 0', () => {
    expect(ESTIMATE_DEFAULTS).toEqual({
      name: 'Unknown food',
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      units: 'serving',
      quantity: 1,
    });
    expect(coerceEstimate({})).toEqual(ESTIMATE_DEFAULTS);
    expect(coerceEstimate(null)).toEqual(ESTIMATE_DEFAULTS);
  });
  it('section 3: keeps a valid item as it is', () => {
    expect(coerceEstimate(rice)).toEqual(rice);
  });
  it('section 9: calories are rounded to an integer', () => {
    expect(coerceEstimate({ calories: 206.5 }).calories).toBe(207);
    expect(coerceEstimate({ calories: 206.4 }).calories).toBe(206);
  });
  it('section 9: protein, carbs and fat are rounded to one decimal', () => {
    expect(coerceEstimate({ protein: 4.25, carbs: 44.44, fat: 0.06 })).toMatchObject({
      protein: 4.3,
      carbs: 44.4,
      fat: 0.1,
    });
  });
  it('section 3: numbers are at least 0: a negative number is invalid and takes the default 0', () => {
    expect(coerceEstimate({ calories: -50, protein: -1, carbs: -0.1, fat: -3 })).toMatchObject({
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
    });
  });
  it('section 5: missing or invalid numbers take the defaults', () => {
    const item = coerceEstimate({
      calories: 'lots',
      protein: null,
      carbs: Number.NaN,
      fat: true,
      quantity: {},
    });
    expect(item).toMatchObject({ calories: 0, protein: 0, carbs: 0, fat: 0, quantity: 1 });
  });
  it('section 3: quantity at least 0.1; zero or negative is invalid and takes the default 1', () => {
    expect(coerceEstimate({ quantity: 0.04 }).quantity).toBe(0.1);
    expect(coerceEstimate({ quantity: 0 }).quantity).toBe(1);
    expect(coerceEstimate({ quantity: -2 }).quantity).toBe(1);
    expect(coerceEstimate({ quantity: 2.5 }).quantity).toBe(2.5);
  });
  it("section 3: a blank or non-text name is 'Unknown food', blank units are 'serving'", () => {
    expect(coerceEstimate({ name: '   ', units: '' })).toMatchObject({
      name: 'Unknown food',
      units: 'serving',
    });
    expect(coerceEstimate({ name: 42, units: 7 })).toMatchObject({ name: 'Unknown food', units: 'serving' });
    expect(coerceEstimate({ name: '  Apple  ', units: ' medium ' })).toMatchObject({
      name: 'Apple',
      units: 'medium',
    });
  });
  it('absurd amounts (above the per-item limits) are invalid and take the defaults', () => {
    expect(
      coerceEstimate({ calories: 1e9, protein: 20_000, carbs: 1e300, fat: 10_000, quantity: 1e6 }),
    ).toMatchObject({
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 10_000,
      quantity: 1,
    });
  });
  it('a very long name is cut to the 200-character limit', () => {
    expect(coerceEstimate({ name: 'x'.repeat(500) }).name).toHaveLength(200);
  });
  it("decision 009: numeric strings are accepted ('12', '12g', '1,200 kcal', '.5')", () => {
    expect(
      coerceEstimate({ calories: '1,200 kcal', protein: '12g', carbs: ' 30 ', fat: '.5', quantity: '2' }),
    ).toMatchObject({
      calories: 1200,
      protein: 12,
      carbs: 30,
      fat: 0.5,
      quantity: 2,
    });
  });
  it('decision 009: strings that are not one number are invalid', () => {
    for (const s of ['about 12', '12-15', '', 'g', '1.2.3', '12 g protein'])
      expect(toNumber(s)).toBeUndefined();
    expect(toNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(toNumber('-3')).toBe(-3);
  });
  it('property: the output always satisfies the EstimateItem schema', () => {
    const anyValue = fc.oneof(
      fc.anything(),
      fc.double(),
      fc.string(),
      fc.integer().map(String),
      fc.double({ noNaN: true }).map((n) => `${n}g`),
    );
    const raw = fc.oneof(
      fc.anything(),
      fc.record(
        {
          name: anyValue,
          calories: anyValue,
          protein: anyValue,
          carbs: anyValue,
          fat: anyValue,
          units: anyValue,
          quantity: anyValue,
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(raw, (r) => {
        const result = EstimateItem.safeParse(coerceEstimate(r));
        expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
  it('property: a valid item survives coercion unchanged', () => {
    const valid = fc.record({
      name: fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() === s && s !== ''),
      calories: fc.integer({ min: 0, max: 10000 }),
      protein: fc.integer({ min: 0, max: 5000 }).map((n) => n / 10),
      carbs: fc.integer({ min: 0, max: 5000 }).map((n) => n / 10),
      fat: fc.integer({ min: 0, max: 5000 }).map((n) => n / 10),
      units: fc.constantFrom('serving', 'cups', 'grams', 'large'),
      quantity: fc.integer({ min: 1, max: 1000 }).map((n) => n / 10),
    });
    fc.assert(
      fc.property(valid, (item) => {
        expect(coerceEstimate(item)).toEqual(item);
      }),
    );
  });
});

describe('parseEstimateReply (spec section 5: photo analysis; section 8: empty reply)', () => {
  it('section 5: parses a bare JSON array of items', () => {
    expect(parseEstimateReply(JSON.stringify([rice]))).toEqual([rice]);
  });
  it('section 5: unwraps a ```json fenced block', () => {
    const reply = `Here is my estimate:\n\`\`\`json\n${JSON.stringify([rice])}\n\`\`\`\nEnjoy!`;
    expect(parseEstimateReply(reply)).toEqual([rice]);
  });
  it('section 5: unwraps a plain ``` fenced block', () => {
    expect(parseEstimateReply(`\`\`\`\n${JSON.stringify([rice])}\n\`\`\``)).toEqual([rice]);
  });
  it('unwraps a fence written on one line', () => {
    expect(parseEstimateReply('```json [{"name":"Tea"}] ```')).toEqual([
      { ...ESTIMATE_DEFAULTS, name: 'Tea' },
    ]);
  });
  it('a value containing ``` does not cut the fenced block short', () => {
    const reply = '```json\n[{"name":"Code ``` cake"}]\n```';
    expect(parseEstimateReply(reply)).toEqual([{ ...ESTIMATE_DEFAULTS, name: 'Code ``` cake' }]);
  });
  it('reads a fenced block whose closing fence is missing', () => {
    expect(parseEstimateReply('```json\n[{"name":"Tea"}]')).toEqual([{ ...ESTIMATE_DEFAULTS, name: 'Tea' }]);
  });
  it('finds the array inside surrounding prose when there is no fence', () => {
    expect(parseEstimateReply(`Sure! [{"name":"Tea","calories":2}] Hope that helps.`)).toEqual([
      { ...ESTIMATE_DEFAULTS, name: 'Tea', calories: 2 },
    ]);
  });
  it('section 5: coerces every item with the defaults', () => {
    const reply = '[{"name":"Apple","calories":"95"},{"calories":-3,"quantity":0}]';
    expect(parseEstimateReply(reply)).toEqual([
      { ...ESTIMATE_DEFAULTS, name: 'Apple', calories: 95 },
      { ...ESTIMATE_DEFAULTS },
    ]);
  });
  it('section 7: an empty array (no food) gives no items', () => {
    expect(parseEstimateReply('[]')).toEqual([]);
  });
  it('decision 009: entries that are not objects are dropped', () => {
    expect(parseEstimateReply('[null, 3, "egg", [1], {"name":"Egg"}]')).toEqual([
      { ...ESTIMATE_DEFAULTS, name: 'Egg' },
    ]);
  });
  it('tolerates an object wrapping the array ({"items": [...]})', () => {
    expect(parseEstimateReply(JSON.stringify({ items: [rice] }))).toEqual([rice]);
    expect(parseEstimateReply(JSON.stringify({ foods: [rice], total: 206 }))).toEqual([rice]);
    expect(parseEstimateReply(JSON.stringify({ meal_items: [rice], note: 'approx' }))).toEqual([rice]);
  });
  it('tolerates a single item object', () => {
    expect(parseEstimateReply(JSON.stringify(rice))).toEqual([rice]);
  });
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['whitespace', '  \n '],
  ])("section 8: a reply with no content (%s) throws EstimateReplyError 'empty'", (_label, reply) => {
    expect(() => parseEstimateReply(reply)).toThrow(EstimateReplyError);
    try {
      parseEstimateReply(reply);
    } catch (e) {
      expect((e as EstimateReplyError).code).toBe('empty');
      expect((e as Error).message).toBe("No content in the AI provider's response");
      expect((e as Error).name).toBe('EstimateReplyError');
    }
  });
  it.each([
    ['prose', 'I cannot see any food in this picture.'],
    ['broken JSON', '[{"name": "Egg",'],
    ['a number', '42'],
    ['a string', '"rice"'],
    ['an object without an array', '{"answer": "rice", "ok": true}'],
    ['an object with two unnamed arrays', '{"a": [], "b": []}'],
  ])("a reply with no array (%s) throws EstimateReplyError 'no-array'", (_label, reply) => {
    let error: unknown;
    try {
      parseEstimateReply(reply);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EstimateReplyError);
    expect(error).toBeInstanceOf(Error);
    expect((error as EstimateReplyError).code).toBe('no-array');
  });
  it('property: any JSON array of records parses to schema-valid items, one per object', () => {
    const rec = fc.dictionary(
      fc.constantFrom('name', 'calories', 'protein', 'carbs', 'fat', 'units', 'quantity', 'x'),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(fc.array(rec, { maxLength: 10 }), fc.boolean(), (items, fenced) => {
        const json = JSON.stringify(items);
        const parsed = parseEstimateReply(fenced ? `\`\`\`json\n${json}\n\`\`\`` : json);
        expect(parsed).toHaveLength(items.length);
        for (const p of parsed) expect(EstimateItem.safeParse(p).success).toBe(true);
      }),
    );
  });
});
