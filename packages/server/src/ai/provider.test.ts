import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Favorite } from '@forkcast/core';
import {
  AiProviderError,
  createAiProvider,
  OPENAI_BASE_URL,
  resolveAiSettings,
  type AiProvider,
} from './provider.ts';
import { completion, failure, startChatServer, type ChatServer } from './testing/chat-server.ts';

const jpeg = readFileSync(new URL('./fixtures/meal.jpg', import.meta.url));

const egg: Favorite = {
  id: 'fav-1',
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

const apple = {
  name: 'Apple',
  calories: 95,
  protein: 0.5,
  carbs: 25.1,
  fat: 0.3,
  units: 'medium',
  quantity: 1,
};

describe('resolveAiSettings (decision 040)', () => {
  it('is off when neither a key nor a base URL is set, blank values included', () => {
    expect(resolveAiSettings({})).toBeNull();
    expect(resolveAiSettings({ apiKey: '', baseURL: '  ', textModel: 'llama3' })).toBeNull();
  });

  it('with only a key talks to OpenAI with a model that reads images', () => {
    const s = resolveAiSettings({ apiKey: 'sk-test' });
    expect(s).toMatchObject({
      baseURL: OPENAI_BASE_URL,
      textModel: 'gpt-4o-mini',
      visionModel: 'gpt-4o-mini',
    });
  });

  it('with a base URL and no key is on (local servers need no key) but needs a named model', () => {
    expect(() => resolveAiSettings({ baseURL: 'http://127.0.0.1:11434/v1' })).toThrow(/AI_TEXT_MODEL/);
    const s = resolveAiSettings({ baseURL: 'http://127.0.0.1:11434/v1', textModel: 'llama3.2' });
    expect(s).toMatchObject({ apiKey: undefined, textModel: 'llama3.2', visionModel: null });
  });

  it('uses the vision model for text when only it is named', () => {
    const s = resolveAiSettings({ baseURL: 'http://x/v1', visionModel: 'llava' });
    expect(s).toMatchObject({ textModel: 'llava', visionModel: 'llava' });
  });

  it('refuses a nonsensical timeout or retry count', () => {
    expect(() => resolveAiSettings({ apiKey: 'k', timeoutMs: 0 })).toThrow(/timeout/);
    expect(() => resolveAiSettings({ apiKey: 'k', maxRetries: -1 })).toThrow(/retries/);
  });
});

describe('the provider against a chat-completions server', () => {
  let server: ChatServer;
  let provider: AiProvider;

  beforeEach(async () => {
    server = await startChatServer();
    provider = createAiProvider({
      apiKey: 'sk-test',
      baseURL: server.baseURL,
      textModel: 'text-model',
      visionModel: 'vision-model',
      maxRetries: 2,
      timeoutMs: 5_000,
    })!;
  });
  afterEach(() => server.close());

  it('sends the spec payload for text: model, temperature 0.1, max_tokens 1000, system + user messages', async () => {
    server.reply(completion(JSON.stringify([apple])));
    await provider.estimateText('an apple', [egg]);

    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe('Bearer sk-test');
    expect(req!.headers['idempotency-key']).toEqual(expect.any(String));
    const body = req!.body as { model: string; temperature: number; max_tokens: number; messages: unknown[] };
    expect(body.model).toBe('text-model');
    expect(body.temperature).toBe(0.1);
    expect(body.max_tokens).toBe(1000);
    expect(body.messages).toHaveLength(2);
    expect(body.messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('JSON array'),
    });
    // Favorites as reference (spec section 7).
    expect(body.messages[0]).toMatchObject({
      content: expect.stringContaining('- Egg: 140 calories, 12 g protein, 1 g carbs, 10 g fat per 2 large'),
    });
    expect(body.messages[1]).toEqual({ role: 'user', content: 'an apple' });
  });

  it('leaves favorites out of the prompt when there are none', async () => {
    server.reply(completion('[]'));
    await provider.estimateText('an apple', []);
    const body = server.requests[0]!.body as { messages: { content: string }[] };
    expect(body.messages[0]!.content).not.toContain('favorite');
  });

  it('sends the photo as a data URL of its type with the description in the user text', async () => {
    server.reply(completion(JSON.stringify([apple])));
    await provider.estimatePhoto({ data: jpeg, mimeType: 'image/jpeg' }, 'my lunch', [egg]);

    const body = server.requests[0]!.body as {
      model: string;
      temperature: number;
      max_tokens: number;
      messages: [{ role: string; content: string }, { role: string; content: unknown[] }];
    };
    expect(body.model).toBe('vision-model');
    expect(body.temperature).toBe(0.1);
    expect(body.max_tokens).toBe(1000);
    expect(body.messages[0].role).toBe('system');
    expect(body.messages[0].content).toContain('conservative estimate');
    expect(body.messages[0].content).toContain('- Egg: 140 calories');
    expect(body.messages[1].role).toBe('user');
    expect(body.messages[1].content).toEqual([
      { type: 'text', text: expect.stringContaining('The user describes it as: my lunch') },
      { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } },
    ]);
  });

  it('reads a reply wrapped in a fenced JSON block', async () => {
    server.reply(completion('Here you go:\n```json\n' + JSON.stringify([apple]) + '\n```'));
    await expect(provider.estimateText('an apple', [])).resolves.toEqual([apple]);
  });

  it('reads a plain JSON reply and coerces missing fields to the spec defaults', async () => {
    server.reply(completion(JSON.stringify([{ name: 'Toast', calories: 80.6 }])));
    const items = await provider.estimateText('toast', []);
    expect(items).toEqual([
      { name: 'Toast', calories: 81, protein: 0, carbs: 0, fat: 0, units: 'serving', quantity: 1 },
    ]);
  });

  it('returns an empty list when the model finds no food', async () => {
    server.reply(completion('[]'));
    await expect(provider.estimateText('hello there', [])).resolves.toEqual([]);
  });

  it.each([
    ['prose', 'I think you ate an apple, roughly 95 calories.'],
    ['an empty reply', ''],
    ['no content at all', null],
  ])('fails with a reply error on %s', async (_kind, content) => {
    server.reply(completion(content));
    const error = await provider.estimateText('an apple', []).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).kind).toBe('reply');
  });

  it('retries a 429 and succeeds, keeping the idempotency key', async () => {
    server.reply(failure(429, 'slow down'), completion(JSON.stringify([apple])));
    await expect(provider.estimateText('an apple', [])).resolves.toEqual([apple]);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.headers['x-stainless-retry-count']).toBe('1');
    expect(server.requests[1]!.headers['idempotency-key']).toBe(
      server.requests[0]!.headers['idempotency-key'],
    );
  });

  it('gives up after the configured retries on repeated 500s', async () => {
    server.reply(failure(500), failure(500), failure(500), completion('[]'));
    const error = await provider.estimateText('an apple', []).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).kind).toBe('request');
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 400', async () => {
    server.reply({ status: 400, body: { error: { message: 'bad model' } } }, completion('[]'));
    const error = await provider.estimateText('an apple', []).catch((e: unknown) => e);
    expect((error as AiProviderError).kind).toBe('request');
    expect(server.requests).toHaveLength(1);
  });

  it('times out a slow provider', async () => {
    const impatient = createAiProvider({
      apiKey: 'k',
      baseURL: server.baseURL,
      textModel: 'm',
      timeoutMs: 50,
      maxRetries: 0,
    })!;
    server.reply({ ...completion('[]'), delayMs: 2_000 });
    const error = await impatient.estimateText('an apple', []).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).message).toMatch(/timed out/i);
  });

  it('sends no Authorization header to a keyless local server', async () => {
    const local = createAiProvider({ baseURL: server.baseURL, textModel: 'llama3.2' })!;
    server.reply(completion('[]'));
    await local.estimateText('an apple', []);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect((server.requests[0]!.body as { model: string }).model).toBe('llama3.2');
  });

  it('has no vision model against a custom endpoint unless one is named', async () => {
    const textOnly = createAiProvider({ apiKey: 'k', baseURL: server.baseURL, textModel: 'm' })!;
    expect(textOnly.visionModel).toBeNull();
    const error = await textOnly
      .estimatePhoto({ data: jpeg, mimeType: 'image/jpeg' }, undefined, [])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect(server.requests).toHaveLength(0);
  });
});
