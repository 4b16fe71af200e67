import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableMessage, messages, type ErrorEnvelope, type FieldError } from '@wbn/contracts';
import { databaseFaultOf } from '@wbn/db';
import { AppError } from '../lib/app-error.ts';
import { envelopeIn } from '../lib/message-language.ts';
import { requestLanguage } from '../lib/request-language.ts';
import { issuesIn } from '../lib/validation-language.ts';

/**
 * Turns every failure into the error envelope with an honest status. Bad input is always a 4xx
 * naming the field; a 5xx never shows its internals to the client but is logged in full. The
 * envelope is made in English, then put in the request's language (decision 0027).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = requestLanguage(request);
    const send = (status: number, body: ErrorEnvelope) =>
      reply.status(status).send(envelopeIn(language, body));
    if (error instanceof AppError) {
      return send(error.status, envelope(error.name, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = issuesIn(request, error.validationContext, language) ?? error.validation;
      const errors: FieldError[] = issues.map((v) => ({
        path: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = errors[0];
      return send(
        400,
        envelope('ValidationError', first ? `${first.path}: ${first.message}` : 'Invalid request', errors),
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(
        429,
        envelope('TooManyRequests', 'Too many requests, please slow down and try again shortly'),
      );
    }
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(413, envelope('PayloadTooLarge', 'The request is too large'));
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(415, envelope('UnsupportedMediaType', 'This content type is not accepted'));
    }
    if (status === 416) {
      // A byte range past the end of a file of the web app (the presentation video): the answer
      // says the file's size (`bytes */N`), which @fastify/send puts on the error.
      const range = (error as { headers?: Record<string, unknown> }).headers?.['Content-Range'];
      if (typeof range === 'string') reply.header('content-range', range);
      return send(416, envelope('RangeNotSatisfiable', 'The requested range is not satisfiable'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's and its plugins' own client errors (malformed JSON, an empty JSON body, …) in
      // our words, which the catalogue has in every language; theirs go to the log.
      const known = malformedByCode[error.code];
      request.log.info({ reqId: request.id, code: error.code, detail: error.message }, 'malformed request');
      const message = known?.message ?? malformedRequestMessages.malformed;
      const errors: FieldError[] = known?.path ? [{ path: known.path, message }] : [];
      const first = errors[0];
      return send(
        status,
        envelope('BadRequest', first ? `${first.path}: ${first.message}` : message, errors),
      );
    }
    const fault = databaseFaultOf(error);
    if (fault) {
      request.log.error({ reqId: request.id, err: error, fault }, 'the database is unavailable');
      reply.header('retry-after', '5');
      return send(503, envelope('ServiceUnavailable', databaseUnavailableMessage));
    }
    request.log.error({ reqId: request.id, err: error }, 'request failed');
    return send(500, envelope('InternalError', messages.unexpectedError));
  });
}

/**
 * What a malformed request is told instead of Fastify's (or @fastify/multipart's) English: the
 * texts are in the message catalogue (decision 0027), so the answer is in the request's language.
 */
export const malformedRequestMessages = {
  emptyJson: 'The request body is empty, but its content type says JSON',
  invalidJson: 'The request body is not valid JSON',
  contentLength: 'The request body does not match its Content-Length',
  badUrl: 'The address has a part that is not valid',
  notMultipart: 'The request is not multipart form data',
  forbiddenField: 'A form field has a name that is not allowed',
  invalidJsonField: 'A form field is not valid JSON, as its content type says it is',
  closedEarly: 'The request was closed before its form data had arrived',
  malformed: 'The request is malformed',
} as const;

/** Fastify's client error codes, with the field at fault where there is one. */
const malformedByCode: Partial<Record<string, { message: string; path?: string }>> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: malformedRequestMessages.emptyJson, path: 'body' },
  FST_ERR_CTP_INVALID_JSON_BODY: { message: malformedRequestMessages.invalidJson, path: 'body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: malformedRequestMessages.contentLength, path: 'body' },
  FST_ERR_BAD_URL: { message: malformedRequestMessages.badUrl, path: 'params' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { message: malformedRequestMessages.notMultipart, path: 'body' },
  FST_PROTO_VIOLATION: { message: malformedRequestMessages.forbiddenField, path: 'body' },
  FST_INVALID_JSON_FIELD_ERROR: { message: malformedRequestMessages.invalidJsonField, path: 'body' },
  FST_MP_PREMATURE_CLOSE: { message: malformedRequestMessages.closedEarly, path: 'body' },
};

function envelope(name: string, message: string, errors?: FieldError[]): ErrorEnvelope {
  return errors?.length ? { success: false, name, message, errors } : { success: false, name, message };
}
