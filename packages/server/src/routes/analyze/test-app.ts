// A minimal Fastify app for route tests of the analysis and food-search plugins: the zod validator and the
// server's own error handler, as the app factory sets them. A 500 is written to console.error, which fails
// the test (test/fail-on-console-error.ts): bad input must never reach one.
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { installErrorHandler } from '../../http/error-handler.ts';

export async function buildTestApp(
  register: (app: FastifyInstance) => Promise<void>,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandler(app);
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 500) console.error(`500 from ${request.method} ${request.url}`);
  });
  await register(app);
  await app.ready();
  return app;
}

/** A multipart/form-data body built by hand, so tests control every byte (a truncated file, a wrong field). */
export function multipartBody(
  parts: ({ name: string; value: string } | { name: string; filename: string; type: string; data: Buffer })[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----forkcast-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
