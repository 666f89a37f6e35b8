// Spec sections 3 (AI estimate result), 5 (photo analysis) and 9: unwrapping and coercing a model's reply.
import type { EstimateItem } from '../schemas/index.ts';
import { LIMITS } from '../schemas/limits.ts';
import { roundTo } from '../round.ts';

/** Spec section 3: defaults for missing or invalid fields. */
export const ESTIMATE_DEFAULTS = Object.freeze({
  name: 'Unknown food',
  calories: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  units: 'serving',
  quantity: 1,
} as const);

export type EstimateReplyErrorCode = 'empty' | 'no-array';

/** A reply that cannot be read as a list of items. `code` tells an empty reply from an unusable one. */
export class EstimateReplyError extends Error {
  readonly code: EstimateReplyErrorCode;
  constructor(code: EstimateReplyErrorCode, message: string) {
    super(message);
    this.name = 'EstimateReplyError';
    this.code = code;
  }
}

/**
 * Numbers, or strings holding one number with an optional unit word ('12', '12g', '1,200 kcal', '0.5 cup').
 * Anything else ('about 12', '12-15', true) is invalid and takes the default (decision 009).
 */
const NUMERIC_STRING = /^\s*([+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|[+-]?\.\d+)\s*[a-zA-Z]*\.?\s*$/;

export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = NUMERIC_STRING.exec(value);
  if (!match) return undefined;
  const n = Number(match[1]!.replaceAll(',', ''));
  return Number.isFinite(n) ? n : undefined;
}

const text = (value: unknown, fallback: string, max: number): string => {
  if (typeof value !== 'string') return fallback;
  const t = value.trim();
  return t === '' ? fallback : t.slice(0, max).trim();
};

/** A negative, unreadable or absurd (above the item limit) amount is invalid and takes the default 0. */
const amount = (value: unknown, decimals: number, max: number): number => {
  const n = toNumber(value);
  return n === undefined || n < 0 || n > max ? 0 : roundTo(n, decimals);
};

/** Quantity: default 1 when missing, invalid or not above 0; otherwise at least 0.1 (spec section 3). */
const quantityOf = (value: unknown): number => {
  const n = toNumber(value);
  if (n === undefined || n <= 0 || n > LIMITS.quantity.max) return ESTIMATE_DEFAULTS.quantity;
  return Math.max(LIMITS.quantity.min, roundTo(n, 2));
};

const field = (raw: unknown, key: string): unknown =>
  raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>)[key] : undefined;

/** One item of a reply, coerced: the result always satisfies the EstimateItem schema. */
export function coerceEstimate(raw: unknown): EstimateItem {
  return {
    name: text(field(raw, 'name'), ESTIMATE_DEFAULTS.name, LIMITS.name.max),
    calories: amount(field(raw, 'calories'), 0, LIMITS.item.caloriesMax),
    protein: amount(field(raw, 'protein'), 1, LIMITS.item.macroMax),
    carbs: amount(field(raw, 'carbs'), 1, LIMITS.item.macroMax),
    fat: amount(field(raw, 'fat'), 1, LIMITS.item.macroMax),
    units: text(field(raw, 'units'), ESTIMATE_DEFAULTS.units, 50),
    quantity: quantityOf(field(raw, 'quantity')),
  };
}

const FENCE_OPEN = /```[ \t]*(?:json|JSON)?[ \t]*\r?\n?/;
/** Keys a model may wrap the list in ({"items": [...]}), in order of preference. */
const WRAPPER_KEYS = ['items', 'foods', 'food', 'results', 'meal', 'data'];

function tryParse(candidate: string): unknown {
  try {
    return JSON.parse(candidate);
  } catch {
    return undefined;
  }
}

/** Texts that may hold the JSON, most specific first. */
function candidates(reply: string): string[] {
  const out: string[] = [];
  const open = FENCE_OPEN.exec(reply);
  if (open) {
    const start = open.index + open[0].length;
    const firstClose = reply.indexOf('```', start);
    const lastClose = reply.lastIndexOf('```');
    if (firstClose >= 0) out.push(reply.slice(start, firstClose));
    // A value that itself contains ``` ends the first block early; the last fence then closes it.
    if (lastClose > firstClose) out.push(reply.slice(start, lastClose));
    if (firstClose < 0) out.push(reply.slice(start));
  }
  out.push(reply);
  return out.map((c) => c.trim());
}

/** The JSON value in the reply: a fenced block if any, else the whole text, else its outermost [...]. */
function parseJson(reply: string): unknown {
  const texts = candidates(reply);
  for (const text of texts) {
    const value = tryParse(text);
    if (value !== undefined) return value;
  }
  for (const text of texts) {
    const start = text.indexOf('[');
    const end = text.lastIndexOf(']');
    const value = start >= 0 && end > start ? tryParse(text.slice(start, end + 1)) : undefined;
    if (value !== undefined) return value;
  }
  return undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function itemsOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isObject(value)) return undefined;
  for (const key of WRAPPER_KEYS) if (Array.isArray(value[key])) return value[key] as unknown[];
  const arrays = Object.values(value).filter(Array.isArray);
  if (arrays.length === 1) return arrays[0];
  // A single item object instead of a one-item list.
  if (typeof value.name === 'string' || 'calories' in value) return [value];
  return undefined;
}

/**
 * Spec section 5: the reply must have content; a fenced JSON block is unwrapped; the JSON array of items is
 * coerced item by item. An object wrapping one array, or a single item object, is accepted. Entries that are
 * not objects are dropped. An empty array (no food) gives []. Throws EstimateReplyError otherwise.
 */
export function parseEstimateReply(reply: string | null | undefined): EstimateItem[] {
  if (typeof reply !== 'string' || reply.trim() === '') {
    throw new EstimateReplyError('empty', "No content in the AI provider's response");
  }
  const items = itemsOf(parseJson(reply));
  if (!items) throw new EstimateReplyError('no-array', 'The AI reply did not contain a JSON array of items');
  return items.filter(isObject).map(coerceEstimate);
}
