import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, type Favorite } from '@forkcast/core';
import { loadFoodDatabase, parseMeal } from '@forkcast/foods';
import { completion, failure, startChatServer, type ChatServer } from '../../ai/testing/chat-server.ts';
import {
  createAnalyzer,
  PHOTO_ANALYSIS_FAILED,
  TEXT_ANALYSIS_FAILED,
  type Analyzer,
  type AnalyzerLogger,
} from '../../services/analyze.ts';
import { foodsRoutes } from '../foods/routes.ts';
import {
  analyzeRoutes,
  MAX_IMAGE_BYTES,
  TEXT_REQUIRED,
  TEXT_TOO_LONG,
  type AnalyzeRoutesOptions,
} from './routes.ts';
import { buildTestApp, multipartBody } from './test-app.ts';
import { createAnalyzePool } from '../../services/analyze-pool.ts';

// One pool of worker threads for the file (starting one per test would cost a thread start each).
const pool = createAnalyzePool({ threads: 1 });
afterAll(() => pool.close());

const fixture = (name: string) => readFileSync(new URL(`../../ai/fixtures/${name}`, import.meta.url));
const jpeg = fixture('meal.jpg');
const db = loadFoodDatabase();

const favorite = (name: string): Favorite => ({
  id: `fav-${name}`,
  name,
  calories: 140,
  protein: 12,
  carbs: 1,
  fat: 10,
  units: 'large',
  quantity: 2,
  isFavorite: true,
  timestamp: 0,
});

const banana = {
  name: 'Banana',
  calories: 100,
  protein: 1.2,
  carbs: 26,
  fat: 0.4,
  units: 'medium',
  quantity: 1,
};

async function appWith(analyzer: Analyzer, over: Partial<AnalyzeRoutesOptions> = {}) {
  return buildTestApp(async (app) => {
    await app.register(analyzeRoutes, {
      analyzer,
      rateLimitPerMinute: 0,
      favoritesFor: async () => null,
      ...over,
    });
    await app.register(foodsRoutes, {});
  });
}

const postText = (app: FastifyInstance, payload: unknown, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: '/api/analyze/text', payload: payload as object, remoteAddress });

const postPhoto = (
  app: FastifyInstance,
  parts: Parameters<typeof multipartBody>[0],
  remoteAddress?: string,
) => {
  const { payload, headers } = multipartBody(parts);
  return app.inject({ method: 'POST', url: '/api/analyze/photo', payload, headers, remoteAddress });
};

const image = (data: Buffer, type = 'image/jpeg', filename = 'meal.jpg') => ({
  name: 'image',
  filename,
  type,
  data,
});

describe('POST /api/analyze/text without a provider (the offline parser)', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await appWith(createAnalyzer({ pool }));
  });
  afterEach(() => app.close());

  it('analyses text with the food database', async () => {
    const res = await postText(app, { text: '2 eggs and a slice of toast' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      items: parseMeal('2 eggs and a slice of toast', { favorites: [], db }),
      source: 'database',
      unmatched: [],
    });
    expect(body.items.length).toBeGreaterThanOrEqual(2);
    for (const item of body.items) expect(item.foodId).toEqual(expect.any(String));
  });

  it('returns 200 with no items when no food is found', async () => {
    const res = await postText(app, { text: 'the weather is nice today' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [],
      source: 'database',
      unmatched: ['the weather is nice'],
    });
  });

  it("uses a guest's favorites sent with the request", async () => {
    const fav = { ...favorite('Grandma special'), units: 'serving', quantity: 1, calories: 333 };
    const res = await postText(app, { text: 'grandma special', favorites: [fav] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: parseMeal('grandma special', { favorites: [fav], db }),
      source: 'database',
      unmatched: [],
    });
  });

  it.each([
    ['empty text', { text: '' }, TEXT_REQUIRED],
    ['whitespace only', { text: ' \n\t ' }, TEXT_REQUIRED],
    ['text too long', { text: 'a'.repeat(LIMITS.analyzeTextMax + 1) }, TEXT_TOO_LONG],
  ])('refuses %s with a 400', async (_case, payload, message) => {
    const res = await postText(app, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'validation_error', message, field: 'body.text' } });
  });

  it.each([
    ['no text', {}],
    ['text that is not a string', { text: 42 }],
    ['favorites that are not favorites', { text: 'egg', favorites: [{ name: 'x' }] }],
  ])('refuses %s with a 400', async (_case, payload) => {
    const res = await postText(app, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_error');
  });

  it('accepts text of exactly the limit', async () => {
    const text = 'apple '.repeat(LIMITS.analyzeTextMax / 6).padEnd(LIMITS.analyzeTextMax, 'x');
    expect(text).toHaveLength(LIMITS.analyzeTextMax);
    const res = await postText(app, { text });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a photo: photo analysis needs an AI provider', async () => {
    const res = await postPhoto(app, [image(jpeg)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('photo_analysis_unavailable');
    expect(res.json().error.message).toMatch(/needs an AI provider.*works offline/);
  });
});

describe('the analysis routes with a provider', () => {
  let server: ChatServer;
  let app: FastifyInstance;
  const warnings: string[] = [];
  const logger: AnalyzerLogger = { warn: (_d, m) => warnings.push(m) };
  const analyzer = () =>
    createAnalyzer({
      pool,
      apiKey: 'sk-very-secret',
      baseURL: server.baseURL,
      textModel: 'text-model',
      visionModel: 'vision-model',
      maxRetries: 1,
      logger,
    });

  beforeEach(async () => {
    warnings.length = 0;
    server = await startChatServer();
    app = await appWith(analyzer());
  });
  afterEach(async () => {
    await app.close();
    await server.close();
  });

  const sent = (i = 0) =>
    server.requests[i]!.body as { model: string; messages: { role: string; content: unknown }[] };

  it('answers text from the model, grounded in the database', async () => {
    server.reply(completion('```json\n' + JSON.stringify([banana]) + '\n```'));
    const res = await postText(app, { text: 'a banana' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('ai');
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      name: 'Banana',
      foodId: expect.any(String),
      grams: expect.any(Number),
    });
    expect(sent().messages[1]).toEqual({ role: 'user', content: 'a banana' });
  });

  it("puts a signed-in user's stored favorites in the prompt, not the ones in the body", async () => {
    const local = await appWith(analyzer(), { favoritesFor: async () => [favorite('Stored omelette')] });
    server.reply(completion('[]'));
    const res = await postText(local, { text: 'omelette', favorites: [favorite('Sent pancake')] });
    await local.close();
    expect(res.statusCode).toBe(200);
    const system = sent().messages[0]!.content as string;
    expect(system).toContain('Stored omelette');
    expect(system).not.toContain('Sent pancake');
  });

  it("puts a guest's favorites in the prompt", async () => {
    server.reply(completion('[]'));
    await postText(app, { text: 'pancake', favorites: [favorite('Sent pancake')] });
    expect(sent().messages[0]!.content).toContain('- Sent pancake: 140 calories');
  });

  it('retries a rate-limited provider and succeeds', async () => {
    server.reply(failure(429), completion(JSON.stringify([banana])));
    const res = await postText(app, { text: 'a banana' });
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toBe('ai');
    expect(server.requests).toHaveLength(2);
  });

  it('falls back to the offline parser when the provider keeps failing', async () => {
    server.reply(failure(500, 'model overloaded'), failure(500, 'model overloaded'));
    const res = await postText(app, { text: '2 eggs' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: parseMeal('2 eggs', { favorites: [], db }),
      source: 'database',
      unmatched: [],
    });
    expect(warnings).toHaveLength(1);
  });

  it("answers the spec's message, and no provider detail, when nothing understands the text", async () => {
    server.reply(
      { status: 401, body: { error: { message: 'Incorrect API key provided: sk-very-secret' } } },
      completion('[]'),
    );
    const res = await postText(app, { text: 'qwxz plorf' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { code: 'analysis_failed', message: TEXT_ANALYSIS_FAILED } });
    expect(res.body).not.toMatch(/sk-very-secret|Incorrect API key|text-model/);
  });

  it.each([
    ['JPEG', 'meal.jpg', 'image/jpeg'],
    ['PNG', 'meal.png', 'image/png'],
    ['WebP', 'meal.webp', 'image/webp'],
  ])('analyses a %s photo, sent as a data URL of its real type', async (_kind, file, mimeType) => {
    server.reply(completion(JSON.stringify([banana])));
    const data = fixture(file);
    // The client's claimed type is ignored: the bytes decide.
    const res = await postPhoto(app, [image(data, 'application/octet-stream', 'upload.bin')]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'ai',
      items: [{ name: 'Banana', foodId: expect.any(String) }],
    });
    expect(sent().model).toBe('vision-model');
    const content = sent().messages[1]!.content as { type: string; image_url?: { url: string } }[];
    expect(content[1]!.image_url!.url).toBe(`data:${mimeType};base64,${data.toString('base64')}`);
  });

  it('passes the description, whichever order the fields come in', async () => {
    server.reply(completion('[]'), completion('[]'));
    const before = await postPhoto(app, [{ name: 'description', value: 'chicken salad' }, image(jpeg)]);
    const after = await postPhoto(app, [image(jpeg), { name: 'description', value: 'pasta bake' }]);
    expect(before.statusCode).toBe(200);
    expect(after.statusCode).toBe(200);
    const userText = (i: number) => (sent(i).messages[1]!.content as { text?: string }[])[0]!.text;
    expect(userText(0)).toContain('The user describes it as: chicken salad');
    expect(userText(1)).toContain('The user describes it as: pasta bake');
  });

  it("puts a guest's favorites sent as a JSON field in the photo prompt", async () => {
    server.reply(completion('[]'));
    const res = await postPhoto(app, [
      image(jpeg),
      { name: 'favorites', value: JSON.stringify([favorite('Sent pancake')]) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(sent().messages[0]!.content).toContain('- Sent pancake: 140 calories');
  });

  it('returns 200 with no items when the photo shows no food', async () => {
    server.reply(completion('[]'));
    const res = await postPhoto(app, [image(jpeg)]);
    expect(res.json()).toEqual({ items: [], source: 'ai', unmatched: [] });
  });

  it("answers the spec's photo message, and no detail, when the model's reply is unusable", async () => {
    server.reply(completion('I cannot see any food, sorry.'));
    const res = await postPhoto(app, [image(jpeg)]);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { code: 'analysis_failed', message: PHOTO_ANALYSIS_FAILED } });
    expect(warnings).toHaveLength(1);
  });

  it.each([
    ['text pretending to be a JPEG', Buffer.from('not really a photo'), /not a photo we can read/],
    ['a GIF', fixture('meal.gif'), /not a photo we can read/],
    ['an empty file', Buffer.alloc(0), /not a photo we can read/],
    ['a truncated JPEG', jpeg.subarray(0, jpeg.length - 40), /incomplete/],
  ])('refuses %s with a 400 and calls no model', async (_case, data, message) => {
    const res = await postPhoto(app, [image(data)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_image', message: expect.stringMatching(message) });
    expect(server.requests).toHaveLength(0);
  });

  it('accepts a photo of several megabytes (well over the JSON body limit)', async () => {
    // A real JPEG with 4 MB of comment segments after its start marker.
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0xff, 0xff]), Buffer.alloc(0xfffd, 0x20)]);
    const big = Buffer.concat([jpeg.subarray(0, 2), ...Array(64).fill(comment), jpeg.subarray(2)]);
    expect(big.length).toBeGreaterThan(4 * 1024 * 1024);
    server.reply(completion(JSON.stringify([banana])));
    const res = await postPhoto(app, [image(big)]);
    expect(res.statusCode).toBe(200);
    const content = sent().messages[1]!.content as { image_url?: { url: string } }[];
    expect(content[1]!.image_url!.url).toBe(`data:image/jpeg;base64,${big.toString('base64')}`);
  });

  it('refuses a photo over 10 MB with a 413', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const res = await postPhoto(app, [image(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('image_too_large');
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['no image', [{ name: 'description', value: 'lunch' }], 'image_required'],
    ['the file in another field', [{ ...image(jpeg), name: 'photo' }], 'invalid_upload'],
    ['two images', [image(jpeg), image(jpeg)], 'invalid_upload'],
    ['favorites that are not JSON', [image(jpeg), { name: 'favorites', value: '[{oops' }], 'invalid_upload'],
    [
      'a description too long',
      [image(jpeg), { name: 'description', value: 'x'.repeat(LIMITS.analyzeTextMax + 1) }],
      'validation_error',
    ],
  ] as const)('refuses %s with a 400', async (_case, parts, code) => {
    const res = await postPhoto(app, [...parts]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a photo request that is not multipart', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/analyze/photo', payload: { image: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_upload');
  });
});

describe('rate limiting', () => {
  it('limits each client across both endpoints and answers 429 in the error shape', async () => {
    const app = await appWith(createAnalyzer({ pool }), { rateLimitPerMinute: 2 });
    const a = '10.0.0.1';
    expect((await postText(app, { text: 'an apple' }, a)).statusCode).toBe(200);
    expect((await postPhoto(app, [image(jpeg)], a)).statusCode).toBe(400); // counted, though refused
    const limited = await postText(app, { text: 'an apple' }, a);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'rate_limited', message: expect.stringMatching(/^Too many analysis requests/) },
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another client is unaffected, and so is food search.
    expect((await postText(app, { text: 'an apple' }, '10.0.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await app.inject({ url: '/api/foods/search?q=apple', remoteAddress: a })).statusCode).toBe(200);
    }
    await app.close();
  });

  it('is off at 0', async () => {
    const app = await appWith(createAnalyzer({ pool }), { rateLimitPerMinute: 0 });
    for (let i = 0; i < 5; i++) {
      const res = await postText(app, { text: 'an apple' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
    await app.close();
  });
});
