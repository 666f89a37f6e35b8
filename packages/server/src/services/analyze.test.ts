import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isLowConfidence, LOW_CONFIDENCE_BELOW, type EstimateItem, type Favorite } from '@forkcast/core';
import { analyzeMeal, groundItem, loadFoodDatabase } from '@forkcast/foods';
import { completion, failure, startChatServer, type ChatServer } from '../ai/testing/chat-server.ts';
import {
  createAnalyzer,
  ground,
  MODEL_ESTIMATE_CONFIDENCE,
  PHOTO_ANALYSIS_FAILED,
  TEXT_ANALYSIS_FAILED,
  userGaveNutritionNumbers,
  withMeal,
  type AnalyzerLogger,
} from './analyze.ts';
import { HttpError } from '../http/errors.ts';
import { createAnalyzePool } from './analyze-pool.ts';

// One pool of worker threads for the file (starting one per test would cost a thread start each).
const pool = createAnalyzePool({ threads: 1 });
afterAll(() => pool.close());

const db = loadFoodDatabase();
const jpeg = readFileSync(new URL('../ai/fixtures/meal.jpg', import.meta.url));

const estimate = (over: Partial<EstimateItem>): EstimateItem => ({
  name: 'Banana',
  calories: 100,
  protein: 1.2,
  carbs: 26,
  fat: 0.4,
  units: 'medium',
  quantity: 1,
  ...over,
});

const egg: Favorite = {
  id: 'fav-egg',
  name: 'Egg',
  calories: 140,
  protein: 12,
  carbs: 1,
  fat: 10,
  units: 'large',
  quantity: 2,
  isFavorite: true,
  timestamp: 0,
};

function recordingLogger() {
  const warnings: { details: object; message: string }[] = [];
  const logger: AnalyzerLogger = { warn: (details, message) => warnings.push({ details, message }) };
  return { logger, warnings };
}

describe('userGaveNutritionNumbers', () => {
  it.each([
    'a protein bar, 250 calories',
    'shake with 30g protein',
    '300 kcal salad',
    'protein: 25',
    '1 cal soda',
  ])('sees the numbers in %j', (text) => expect(userGaveNutritionNumbers(text)).toBe(true));
  it.each(['2 eggs and toast', '200g chicken breast', 'low fat yogurt, 2 cups', 'a 12 oz latte'])(
    'sees none in %j',
    (text) => expect(userGaveNutritionNumbers(text)).toBe(false),
  );
});

describe('ground (decision 041)', () => {
  it('replaces the model numbers with the database food when the match is confident', () => {
    const expected = groundItem({ name: 'Banana', quantity: 1, units: 'medium' }, { db });
    expect(expected).not.toBeNull();
    const [item] = ground([estimate({})], 'a banana', [], db);
    expect(item).toEqual({ ...expected, name: 'Banana' });
    expect(item!.foodId).toEqual(expect.any(String));
    expect(item!.grams).toBeGreaterThan(0);
  });

  it('keeps the model numbers for a food the database does not know', () => {
    const e = estimate({ name: 'Zorblax stew from planet Quux', calories: 420, units: 'serving' });
    expect(groundItem({ name: e.name, quantity: 1, units: 'serving' }, { db })).toBeNull();
    expect(ground([e], 'zorblax stew', [], db)).toEqual([
      { ...e, grams: null, foodId: null, confidence: MODEL_ESTIMATE_CONFIDENCE },
    ]);
  });

  it('keeps the model numbers when the user gave nutrition numbers (spec section 7)', () => {
    const e = estimate({ calories: 150 });
    const [item] = ground([e], 'a banana, 150 calories', [], db);
    expect(item).toMatchObject({ calories: 150, foodId: null });
  });

  it('keeps the model numbers when the database disagrees by more than a factor 3', () => {
    const e = estimate({ calories: 900, units: 'medium' });
    const [item] = ground([e], 'a banana', [], db);
    expect(item).toMatchObject({ calories: 900, foodId: null, confidence: MODEL_ESTIMATE_CONFIDENCE });
  });

  it('uses the favorite of the same name and units, scaled to the amount', () => {
    const [item] = ground(
      [estimate({ name: 'egg', units: 'Large', quantity: 3, calories: 999 })],
      '3 eggs',
      [egg],
      db,
    );
    expect(item).toEqual({
      name: 'Egg',
      calories: 210,
      protein: 18,
      carbs: 1.5,
      fat: 15,
      units: 'large',
      quantity: 3,
      grams: null,
      foodId: null,
      confidence: 1,
    });
  });

  it('records grams for a model item measured in grams', () => {
    const e = estimate({ name: 'Zorblax', units: 'grams', quantity: 120, calories: 200 });
    expect(ground([e], 'zorblax', [], db)[0]).toMatchObject({ grams: 120, foodId: null });
  });

  describe('with a given database match', () => {
    const match =
      (confidence: number, calories = 110) =>
      () => ({
        name: 'Banana, raw',
        calories,
        protein: 1.3,
        carbs: 28.8,
        fat: 0.4,
        units: 'pieces',
        quantity: 1,
        grams: 118,
        foodId: 'fndds:63107010',
        confidence,
      });

    it.each([
      [LOW_CONFIDENCE_BELOW, 'fndds:63107010'],
      [0.95, 'fndds:63107010'],
      [LOW_CONFIDENCE_BELOW - 0.01, null],
      [0.3, null],
    ])('at match confidence %d the food is %s', (confidence, foodId) => {
      const [item] = ground([estimate({})], 'a banana', [], db, match(confidence));
      expect(item!.foodId).toBe(foodId);
      expect(item!.calories).toBe(foodId ? 110 : 100);
      // One rule: a food the database grounds is never one core marks "Low confidence".
      expect(isLowConfidence(item!.confidence)).toBe(foodId === null);
    });

    it.each([
      [100, 300, true],
      [100, 301, false],
      [300, 100, true],
      [301, 100, false],
      [2, 40, true], // small amounts: within 50 kcal is agreement
      [0, 150, false], // diet soda is not regular soda
    ])('model %d kcal against database %d kcal: grounded %s', (model, database, grounded) => {
      const [item] = ground([estimate({ calories: model })], 'a banana', [], db, match(0.9, database));
      expect(item!.foodId !== null).toBe(grounded);
    });
  });
});

describe('withMeal (issue 14: the meal the words name, for a model reply)', () => {
  const item = (name: string) => ({
    name,
    calories: 100,
    protein: 1,
    carbs: 1,
    fat: 1,
    units: 'serving',
    quantity: 1,
    grams: null,
    foodId: null,
    confidence: 0.5,
  });

  it('gives every item the one meal named, and none when none or several are named', () => {
    expect(withMeal([item('Burrito bowl')], 'for dinner a burrito bowl').map((i) => i.meal)).toEqual([
      'dinner',
    ]);
    expect(withMeal([item('Salad')], 'a salad')[0]).not.toHaveProperty('meal');
    expect(
      withMeal([item('Eggs'), item('Soup')], 'eggs for breakfast and soup for lunch')[0],
    ).not.toHaveProperty('meal');
  });
});

describe('createAnalyzer without a provider', () => {
  const analyzer = createAnalyzer({ pool });

  it('reports database text analysis and no photo analysis', () => {
    expect(analyzer.capabilities).toEqual({ text: 'database', photo: false });
  });

  it('parses text offline with the food database', async () => {
    const result = await analyzer.analyzeText('  2 eggs and a banana ', [egg]);
    expect(result).toEqual({
      ...analyzeMeal('2 eggs and a banana', { favorites: [egg], db }),
      source: 'database',
    });
    expect(result.items.length).toBeGreaterThan(0);
  });

  it('returns no items (not an error) when the text holds no food, and says what it skipped', async () => {
    await expect(analyzer.analyzeText('hello there, how are you', [])).resolves.toEqual({
      items: [],
      source: 'database',
      unmatched: ['hello there', 'how are you'],
    });
  });

  it('names the phrases it skipped and keeps the foods it understood', async () => {
    const result = await analyzer.analyzeText('2 eggs and a plate of zorblax', []);
    expect(result.items.map((i) => i.foodId)).toEqual(['fndds:31102000']);
    expect(result.unmatched).toEqual(['a plate of zorblax']);
  });

  it('refuses photos as unavailable', async () => {
    const error = await analyzer
      .analyzePhoto({ data: jpeg, mimeType: 'image/jpeg' }, undefined, [])
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 400, code: 'photo_analysis_unavailable' });
  });
});

describe('createAnalyzer with a provider', () => {
  let server: ChatServer;
  beforeEach(async () => {
    server = await startChatServer();
  });
  afterEach(() => server.close());

  const make = (logger: AnalyzerLogger, over = {}) =>
    createAnalyzer({
      pool,
      apiKey: 'sk-secret-key',
      baseURL: server.baseURL,
      textModel: 'text-model',
      visionModel: 'vision-model',
      maxRetries: 0,
      logger,
      ...over,
    });

  it('reports AI text and photo analysis; photo only with a vision model', () => {
    const { logger } = recordingLogger();
    expect(make(logger).capabilities).toEqual({ text: 'ai', photo: true });
    expect(make(logger, { visionModel: undefined }).capabilities).toEqual({ text: 'ai', photo: false });
  });

  it('grounds the model reply and says the source is the AI', async () => {
    const { logger, warnings } = recordingLogger();
    server.reply(completion(JSON.stringify([estimate({})])));
    const result = await make(logger).analyzeText('a banana', []);
    expect(result.source).toBe('ai');
    expect(result.items).toEqual(ground([estimate({})], 'a banana', [], db));
    expect(result.items[0]!.foodId).not.toBeNull();
    expect(warnings).toEqual([]);
  });

  it('returns no items when the model finds no food', async () => {
    const { logger } = recordingLogger();
    server.reply(completion('[]'));
    await expect(make(logger).analyzeText('hello', [])).resolves.toEqual({
      items: [],
      source: 'ai',
      unmatched: [],
    });
  });

  it('falls back to the database when the provider fails, and logs why', async () => {
    const { logger, warnings } = recordingLogger();
    server.reply(failure(500, 'upstream exploded'));
    const result = await make(logger).analyzeText('2 eggs and a banana', []);
    expect(result).toEqual({
      ...analyzeMeal('2 eggs and a banana', { favorites: [], db }),
      source: 'database',
    });
    expect(result.items.length).toBeGreaterThan(0);
    expect(warnings).toHaveLength(1);
    expect(String((warnings[0]!.details as { err: Error }).err.message)).toContain('upstream exploded');
  });

  it('falls back to the database when the reply is prose', async () => {
    const { logger, warnings } = recordingLogger();
    server.reply(completion('You had a lovely breakfast!'));
    const result = await make(logger).analyzeText('2 eggs', []);
    expect(result.source).toBe('database');
    expect(result.items.length).toBeGreaterThan(0);
    expect(warnings).toHaveLength(1);
  });

  it('falls back to the database when the provider times out', async () => {
    const { logger, warnings } = recordingLogger();
    server.reply({ ...completion('[]'), delayMs: 2_000 });
    const result = await make(logger, { timeoutMs: 50 }).analyzeText('a banana', []);
    expect(result.source).toBe('database');
    expect(result.items.length).toBeGreaterThan(0);
    expect(String((warnings[0]!.details as { err: Error }).err.message)).toMatch(/timed out/i);
  });

  it("fails with the spec's message when neither the provider nor the database understands", async () => {
    const { logger } = recordingLogger();
    server.reply(failure(500, 'upstream exploded'));
    const error = await make(logger)
      .analyzeText('hello there', [])
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 502, code: 'analysis_failed', message: TEXT_ANALYSIS_FAILED });
  });

  it("fails a photo with the spec's message when the provider fails", async () => {
    const { logger, warnings } = recordingLogger();
    server.reply({ status: 401, body: { error: { message: 'Incorrect API key provided: sk-secret-key' } } });
    const error = await make(logger)
      .analyzePhoto({ data: jpeg, mimeType: 'image/jpeg' }, 'lunch', [])
      .catch((e) => e);
    expect(error).toMatchObject({ statusCode: 502, code: 'analysis_failed', message: PHOTO_ANALYSIS_FAILED });
    expect(error.message).not.toContain('sk-secret-key');
    expect(warnings).toHaveLength(1);
  });

  it('grounds photo items, keeping model numbers when the description gives them', async () => {
    const { logger } = recordingLogger();
    const e = estimate({ calories: 150 });
    server.reply(completion(JSON.stringify([e])), completion(JSON.stringify([e])));
    const analyzer = make(logger);
    const plain = await analyzer.analyzePhoto({ data: jpeg, mimeType: 'image/jpeg' }, undefined, []);
    expect(plain.items[0]!.foodId).not.toBeNull();
    const withNumbers = await analyzer.analyzePhoto(
      { data: jpeg, mimeType: 'image/jpeg' },
      'about 150 kcal',
      [],
    );
    expect(withNumbers.items[0]).toMatchObject({ calories: 150, foodId: null });
    expect(withNumbers.source).toBe('ai');
  });
});
