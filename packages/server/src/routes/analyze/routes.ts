// POST /api/analyze/text and /api/analyze/photo (issue 5 parts 3 and 5), for guests and accounts alike.
// Multipart parsing and the per-client rate limit are registered here, so they apply to these routes only.
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Favorite, LIMITS } from '@forkcast/core';
import { checkImage } from '../../ai/image.ts';
import { HttpError } from '../../http/errors.ts';
import { photoAnalysisUnavailable, type Analyzer } from '../../services/analyze.ts';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Guests send their favorites with each request (they live in the browser); an account stores as many (issue 11). */
export const MAX_GUEST_FAVORITES = LIMITS.favorites.max;
const MAX_FAVORITES_FIELD_BYTES = 1024 * 1024;

export const TEXT_REQUIRED = 'Please describe what you ate.';
export const TEXT_TOO_LONG = `Please keep the description under ${LIMITS.analyzeTextMax} characters.`;

const description = z.string().max(LIMITS.analyzeTextMax, TEXT_TOO_LONG);
const guestFavorites = z.array(Favorite).max(MAX_GUEST_FAVORITES);

export const AnalyzeTextBody = z.object({
  text: description.refine((t) => t.trim().length > 0, TEXT_REQUIRED),
  favorites: guestFavorites.optional(),
});

const PhotoFields = z.object({
  description: description.optional(),
  favorites: guestFavorites.optional(),
});

export interface AnalyzeRoutesOptions {
  analyzer: Analyzer;
  /** Requests per minute per client for both endpoints together; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Where the counts live (decision 114: the database, shared by every server); default: this process. */
  rateLimitStore?: NonNullable<Parameters<typeof rateLimit>[1]>['store'];
  /** A signed-in user's stored favorites; null for a guest, whose favorites come with the request. */
  favoritesFor: (request: FastifyRequest) => Promise<Favorite[] | null>;
}

const invalidImage = (message: string) => new HttpError(400, 'invalid_image', message);
const NOT_AN_IMAGE = 'That file is not a photo we can read. Please choose a JPEG, PNG or WebP image.';
const TRUNCATED_IMAGE = 'That photo is incomplete (the file is cut off). Please choose it again.';
const IMAGE_REQUIRED = 'Please choose a photo (JPEG, PNG or WebP) to send in the "image" field.';
const IMAGE_TOO_LARGE = 'That photo is larger than 10 MB. Please choose a smaller one.';
const BAD_UPLOAD =
  'The upload could not be read. Send one photo in the "image" field and an optional "description".';

export async function analyzeRoutes(app: FastifyInstance, opts: AnalyzeRoutesOptions): Promise<void> {
  const { analyzer, favoritesFor } = opts;

  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: 1,
      fields: 4,
      fieldSize: MAX_FAVORITES_FIELD_BYTES,
      parts: 5,
    },
  });

  if (opts.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      max: opts.rateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => request.ip,
      ...(opts.rateLimitStore && { store: opts.rateLimitStore }),
      // The database not answering must not turn every analysis into an error (health says it is down).
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'rate_limited',
          `Too many analysis requests. Please try again in ${context.after}.`,
        ),
    });
  }

  const api = app.withTypeProvider<ZodTypeProvider>();

  // Bounded whatever an account holds from before the limit (issue 11).
  const favoritesOf = async (request: FastifyRequest, sent: Favorite[] | undefined) =>
    ((await favoritesFor(request)) ?? sent ?? []).slice(0, LIMITS.favorites.max);

  api.post('/api/analyze/text', { schema: { body: AnalyzeTextBody } }, async (request, reply) => {
    const favorites = await favoritesOf(request, request.body.favorites);
    return analyzer.analyzeText(request.body.text, favorites, closedBeforeAnswer(reply));
  });

  api.post('/api/analyze/photo', async (request) => {
    // Refuse before reading a 10 MB upload that could never be analysed.
    if (!analyzer.capabilities.photo) throw photoAnalysisUnavailable();
    if (!request.isMultipart()) throw new HttpError(400, 'invalid_upload', BAD_UPLOAD);
    const upload = await readUpload(request);
    const checked = checkImage(upload.image);
    if (!checked.ok) throw invalidImage(checked.reason === 'truncated' ? TRUNCATED_IMAGE : NOT_AN_IMAGE);
    const favorites = await favoritesOf(request, upload.favorites);
    return analyzer.analyzePhoto(
      { data: upload.image, mimeType: checked.mimeType },
      upload.description?.trim() || undefined,
      favorites,
    );
  });
}

/** Aborts when the connection closes before the reply was sent: the asker has gone and nobody will read it. */
function closedBeforeAnswer(reply: FastifyReply): AbortSignal {
  const closed = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) closed.abort();
  });
  return closed.signal;
}

async function readUpload(request: FastifyRequest) {
  let image: Buffer | undefined;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') throw new HttpError(400, 'invalid_upload', BAD_UPLOAD);
        image = await part.toBuffer();
      } else if (part.fieldname === 'description' || part.fieldname === 'favorites') {
        if (part.valueTruncated) throw new HttpError(400, 'invalid_upload', BAD_UPLOAD);
        fields[part.fieldname] = part.fieldname === 'favorites' ? parseJson(part.value) : part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!image) throw new HttpError(400, 'image_required', IMAGE_REQUIRED);
  const parsed = PhotoFields.safeParse(fields);
  if (!parsed.success) {
    throw new HttpError(400, 'validation_error', parsed.error.issues[0]?.message ?? BAD_UPLOAD);
  }
  return { image, ...parsed.data };
}

function parseJson(value: unknown): unknown {
  try {
    return JSON.parse(String(value));
  } catch {
    throw new HttpError(400, 'invalid_upload', 'The "favorites" field must be a JSON array of favorites.');
  }
}

function uploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'image_too_large', IMAGE_TOO_LARGE);
  if (typeof code === 'string' && code.startsWith('FST_'))
    return new HttpError(400, 'invalid_upload', BAD_UPLOAD);
  return error;
}
