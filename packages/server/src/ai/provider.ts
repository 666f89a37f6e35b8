// The optional AI provider (issue 5 part 4): any OpenAI-compatible chat-completions endpoint, reached through
// the official `openai` client, whose retries, timeout and idempotency key are the spec's "AI HTTP client"
// (spec section 8). Null when not configured. Decision 040 records when it counts as configured.
import OpenAI from 'openai';
import { parseEstimateReply, type EstimateItem, type Favorite } from '@forkcast/core';
import { favoritesReference, PHOTO_SYSTEM_PROMPT, photoUserText, TEXT_SYSTEM_PROMPT } from './prompts.ts';

export interface AiProviderConfig {
  apiKey?: string;
  baseURL?: string;
  textModel?: string;
  visionModel?: string;
  timeoutMs?: number;
  maxRetries?: number;
}

/** Spec sections 7 and 9: temperature 0.1, max tokens 1000, for text and photo alike. */
export const COMPLETION_PARAMS = { temperature: 0.1, max_tokens: 1000 } as const;
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';
/** A small current model that reads images too, used only against OpenAI itself. */
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';
/** The library's default is 10 minutes (spec section 9); a person waiting on a meal deserves less. */
export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 2;

/**
 * Why a call failed, for the server log only: 'request' (network, timeout, HTTP error after retries) or
 * 'reply' (no content, or content that is not a JSON array of items). The cause may hold provider detail,
 * which never goes to the browser.
 */
export class AiProviderError extends Error {
  constructor(
    readonly kind: 'request' | 'reply',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiProviderError';
  }
}

export interface AiImage {
  data: Buffer;
  mimeType: string;
}

export interface AiProvider {
  readonly textModel: string;
  /** null when no vision-capable model is known: photo analysis is then unavailable. */
  readonly visionModel: string | null;
  estimateText(text: string, favorites: readonly Favorite[]): Promise<EstimateItem[]>;
  estimatePhoto(
    image: AiImage,
    description: string | undefined,
    favorites: readonly Favorite[],
  ): Promise<EstimateItem[]>;
}

const setting = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export interface ResolvedAiSettings {
  apiKey: string | undefined;
  baseURL: string;
  textModel: string;
  visionModel: string | null;
  timeoutMs: number;
  maxRetries: number;
}

/**
 * Decision 040: a provider is configured when a key or a base URL is set (local servers such as Ollama need no
 * key). Against OpenAI itself the models default to one that reads images; against any other endpoint we
 * cannot know its models, so the text model must be named (or a vision model, which also reads text) and
 * photos need AI_VISION_MODEL. Throws on a configuration that cannot work, so the server fails at boot.
 */
export function resolveAiSettings(config: AiProviderConfig): ResolvedAiSettings | null {
  const apiKey = setting(config.apiKey);
  const customBaseURL = setting(config.baseURL);
  if (!apiKey && !customBaseURL) return null;
  const visionModel = setting(config.visionModel) ?? (customBaseURL ? null : OPENAI_DEFAULT_MODEL);
  const textModel = setting(config.textModel) ?? visionModel;
  if (!textModel) {
    throw new Error('AI_TEXT_MODEL (or AI_VISION_MODEL) is required when AI_BASE_URL is set');
  }
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = config.maxRetries ?? DEFAULT_MAX_RETRIES;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error('AI timeout must be a positive integer');
  if (!Number.isInteger(maxRetries) || maxRetries < 0) throw new Error('AI retries must be a whole number');
  return { apiKey, baseURL: customBaseURL ?? OPENAI_BASE_URL, textModel, visionModel, timeoutMs, maxRetries };
}

/**
 * Spec section 7: the client sends an idempotency key on non-GET requests, kept across its retries, so a retried
 * request is not billed twice by providers that honour it. The `openai` package only sends one when told which
 * header to use.
 */
class ChatClient extends OpenAI {
  protected override idempotencyHeader = 'Idempotency-Key';
}

export function createAiProvider(config: AiProviderConfig): AiProvider | null {
  const settings = resolveAiSettings(config);
  if (!settings) return null;
  const client = new ChatClient({
    // The client insists on a key; a keyless local server gets a placeholder and no Authorization header.
    apiKey: settings.apiKey ?? 'no-key',
    ...(settings.apiKey ? {} : { defaultHeaders: { Authorization: null } }),
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    // Only our settings count: stray OPENAI_* variables in the environment must not change the requests.
    organization: null,
    project: null,
  });

  async function complete(model: string, messages: OpenAI.Chat.ChatCompletionMessageParam[]) {
    let content: string | null | undefined;
    try {
      const completion = await client.chat.completions.create({ model, messages, ...COMPLETION_PARAMS });
      content = completion.choices[0]?.message?.content;
    } catch (error) {
      throw new AiProviderError('request', `AI request failed: ${describe(error)}`, { cause: error });
    }
    try {
      return parseEstimateReply(content);
    } catch (error) {
      throw new AiProviderError('reply', `AI reply not usable: ${describe(error)}`, { cause: error });
    }
  }

  return {
    textModel: settings.textModel,
    visionModel: settings.visionModel,
    estimateText(text, favorites) {
      return complete(settings.textModel, [
        { role: 'system', content: TEXT_SYSTEM_PROMPT + favoritesReference(favorites) },
        { role: 'user', content: text },
      ]);
    },
    async estimatePhoto(image, description, favorites) {
      if (!settings.visionModel) throw new AiProviderError('request', 'No vision model configured');
      return complete(settings.visionModel, [
        { role: 'system', content: PHOTO_SYSTEM_PROMPT + favoritesReference(favorites) },
        {
          role: 'user',
          content: [
            { type: 'text', text: photoUserText(description) },
            {
              type: 'image_url',
              image_url: { url: `data:${image.mimeType};base64,${image.data.toString('base64')}` },
            },
          ],
        },
      ]);
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof OpenAI.APIError)
    return `${error.name} (${error.status ?? 'no status'}): ${error.message}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
