// Text that cannot be stored exactly as sent is refused up front: PostgreSQL's text type cannot hold NUL, and an
// unpaired UTF-16 surrogate becomes U+FFFD on the way to either database. Refusing (400) keeps "what you send is
// what is stored" on both engines, for bodies, query strings and path parameters alike.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

export const MALFORMED_TEXT_MESSAGE = 'Text must be valid Unicode without NUL characters';

/** A NUL, or a surrogate half without its partner (String.prototype.isWellFormed is ES2024). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isStorable = (text: string): boolean => !UNSTORABLE.test(text);

/**
 * The path of a string (value or key) that cannot be stored, or null. Iterative: a body nested thousands of
 * levels deep must get its 400 from validation, not overflow the stack here.
 */
export function findMalformedText(root: unknown): string[] | null {
  // Paths are kept as parent links and spelled out only for the one that is reported.
  const keys: string[] = [];
  const parents: number[] = [];
  const pathOf = (node: number, last?: string) => {
    const path = last === undefined ? [] : [last];
    for (let n = node; n >= 0; n = parents[n]!) path.push(keys[n]!);
    return path.reverse();
  };
  const stack: [unknown, number][] = [[root, -1]];
  while (stack.length > 0) {
    const [value, node] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorable(value)) return pathOf(node);
    } else if (value !== null && typeof value === 'object') {
      const entries: [string, unknown][] = Array.isArray(value)
        ? value.map((v, i) => [String(i), v])
        : Object.entries(value);
      for (const [k] of entries) if (!Array.isArray(value) && !isStorable(k)) return pathOf(node, k);
      for (let i = entries.length - 1; i >= 0; i--) {
        keys.push(entries[i]![0]);
        parents.push(node);
        stack.push([entries[i]![1], keys.length - 1]);
      }
    }
  }
  return null;
}

/**
 * Whether every string under `root` (values and keys) can be stored: findMalformedText's walk without keeping
 * the paths (decision 209: it made two arrays per object or array of every request); the path is found only for
 * a request that is refused.
 */
export function isAllStorable(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (!isStorable(value)) return false;
    } else if (Array.isArray(value)) {
      for (const v of value as unknown[]) stack.push(v);
    } else if (value !== null && typeof value === 'object') {
      for (const k of Object.keys(value)) {
        if (!isStorable(k)) return false;
        stack.push((value as Record<string, unknown>)[k]);
      }
    }
  }
  return true;
}

/** The refusal of text in `value` (the request's `where`) that cannot be stored, or null. */
function malformedIn(where: string, value: unknown): HttpError | null {
  // Nothing to walk (a GET's body, an empty query): no walk's arrays made (decision 187).
  if (value === undefined || value === null || isAllStorable(value)) return null;
  const found = findMalformedText(value);
  if (!found) return null;
  const error = new HttpError(400, 'validation_error', MALFORMED_TEXT_MESSAGE);
  return Object.assign(error, { field: [where, ...found].join('.') });
}

export function refuseMalformedText(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request (decision 187).
  app.addHook('preValidation', (request, _reply, done) => {
    done(
      malformedIn('path', request.params) ??
        malformedIn('query', request.query) ??
        malformedIn('body', request.body) ??
        undefined,
    );
  });
}
