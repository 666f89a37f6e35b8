// Every failure leaves as { error: { code, message } }. Client mistakes keep their 4xx status and a fixed
// message; anything else is a 500 with a generic message, and the details go to the log only.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { LimitError, WriteQueueFullError } from '../storage/repository.ts';
import { RuleError } from '@forkcast/core';
import { HttpError } from './errors.ts';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Fastify's own request errors, worded for people. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

export function errorBody(code: string, message: string, field?: string) {
  return { error: { code, message, ...(field !== undefined && { field }) } };
}

/** Errors the router raises before any route runs (a URL it cannot decode, a parameter over the length limit). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The URL is too long' : 'The URL is malformed';
  void reply.code(status).send(errorBody(CODES[status] ?? 'bad_request', message));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over the size limit, a request line or
 * header that is not HTTP, a broken Content-Length): the same envelope, written straight to the socket.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive']
        : [400, 'bad_request', 'The request is not valid HTTP'];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof LimitError) {
      return reply.code(400).send(errorBody('limit_exceeded', error.message));
    }
    // Decision 192: a full write queue; nothing was written, and a second later the queue has moved on.
    if (error instanceof WriteQueueFullError) {
      return reply.code(503).header('retry-after', '1').send(errorBody('busy', error.message));
    }
    if (error instanceof HttpError) {
      const field = (error as HttpError & { field?: string }).field;
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, field));
    }
    // A change the diary's rules refused (core, issue 12): their status, code and words.
    if ((error as unknown) instanceof RuleError) {
      const refused = error as unknown as RuleError;
      return reply.code(refused.status).send(errorBody(refused.code, refused.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first problem, in the schema's own words (the core's schemas carry the spec's messages).
      const issue = error.validation[0]!;
      const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? 'request';
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return reply
        .code(400)
        .send(
          errorBody(
            'validation_error',
            issue.message ?? 'Invalid request',
            path === '' ? context : `${context}.${path}`,
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FASTIFY_MESSAGES[error.code ?? ''] ?? (error.code?.startsWith('FST_') ? error.message : null);
      return reply
        .code(status)
        .send(errorBody(CODES[status] ?? 'bad_request', message ?? 'The request could not be processed'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('internal_error', INTERNAL_ERROR_MESSAGE));
  });
}
