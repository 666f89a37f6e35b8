// Serves the built web app (packages/web/dist) with a fallback to index.html for app paths. Without a build,
// `/` says how to make one instead of failing.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export const NOT_BUILT_MESSAGE =
  'The Forkcast web app has not been built yet. Run `npm run build` (or `npm start`, which builds it), then restart the server.\n';

export function webBuildExists(root: string | null): root is string {
  return root !== null && fs.existsSync(path.join(root, 'index.html'));
}

/** CSP hashes of index.html's inline scripts, so the policy can stay strict ('self' plus exactly these). */
export function inlineScriptHashes(root: string | null): string[] {
  if (!webBuildExists(root)) return [];
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (m[1]!.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
  }
  return hashes;
}

/** Paths a browser navigates to (no file extension), as opposed to missing asset files. */
const isAppPath = (url: string) => !path.posix.basename(url.split('?')[0]!).includes('.');

export async function serveWeb(
  app: FastifyInstance,
  root: string | null,
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
): Promise<void> {
  if (!webBuildExists(root)) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE),
    );
    app.setNotFoundHandler(notFound);
    return;
  }

  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders(reply, file) {
      // Vite fingerprints everything under assets/; the rest (index.html, the service worker) must revalidate.
      const immutable = file.split(path.sep).includes('assets');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && isAppPath(request.url);
    if (isPage && !request.url.startsWith('/api/') && request.url !== '/api') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return notFound(request, reply);
  });
}
