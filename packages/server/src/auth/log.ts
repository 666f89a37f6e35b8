// Better Auth's log lines go to the server's log, with the request they belong to, and at most one line per
// client address and level a minute: a stranger repeating a refused request (a foreign Origin, say) must not be
// able to write the error log line by line (issue 11). Refusals of a client's request are warnings, not errors.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

interface AuthRequestContext {
  ip: string;
  log: FastifyBaseLogger;
}

export const authRequestContext = new AsyncLocalStorage<AuthRequestContext>();

export const AUTH_LOG_INTERVAL_MS = 60_000;
/** Beyond this many addresses remembered, the oldest are forgotten (a flood cannot grow the map without end). */
const MAX_REMEMBERED = 10_000;

/** Better Auth's words for a request it refused because of the client (not a fault of the server). */
const CLIENT_REFUSALS = /^(invalid origin|missing or null origin|invalid callbackurl|invalid redirecturl)/i;

type Level = 'debug' | 'info' | 'warn' | 'error';

export function createAuthLog(now: () => number = Date.now) {
  const last = new Map<string, number>();
  return (level: Level, message: string, ...args: unknown[]): void => {
    if (level === 'debug' || level === 'info') return;
    const context = authRequestContext.getStore();
    const effective: Level = level === 'error' && CLIENT_REFUSALS.test(message) ? 'warn' : level;
    if (!context) {
      if (effective === 'error') console.error(`[Better Auth] ${message}`, ...args);
      else if (effective === 'warn') console.warn(`[Better Auth] ${message}`, ...args);
      return;
    }
    const key = `${context.ip}|${effective}`;
    const t = now();
    const previous = last.get(key);
    if (previous !== undefined && t - previous < AUTH_LOG_INTERVAL_MS) return;
    last.delete(key);
    last.set(key, t);
    if (last.size > MAX_REMEMBERED) last.delete(last.keys().next().value!);
    const details = {
      source: 'better-auth',
      clientIp: context.ip,
      ...(args.length > 0 && { details: args }),
    };
    context.log[effective](details, message);
  };
}
