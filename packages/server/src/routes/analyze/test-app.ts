// A minimal Fastify app for route tests of the analysis and food-search plugins: the zod compilers and an
// error handler giving the API's { error: { code, message } } shape. An unexpected 5xx is written to
// console.error, which fails the test (test/fail-on-console-error.ts).
import Fastify, { type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors.ts';

export async function buildTestApp(
  register: (app: FastifyInstance) => Promise<void>,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send({ error: { code: 'validation_error', message } });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ error: { code: 'bad_request', message: (error as Error).message } });
    }
    console.error(error);
    return reply.status(500).send({ error: { code: 'internal', message: 'Internal server error' } });
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
