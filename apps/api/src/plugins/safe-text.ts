import type { FastifyInstance } from 'fastify';
import { findUnsafeText } from '@wbn/contracts';
import { AppError } from '../lib/app-error.ts';

/**
 * Refuses, before any route's validation, a request whose path parameters, query or body hold a
 * string the database cannot store (a NUL, a lone surrogate) or a value nested deeper than any
 * contract: a 400 ValidationError naming the field (`body.textQuery`, `query.types`). One check
 * for every route, present and future, instead of one refinement per string schema
 * (packages/contracts/src/safe-text.ts says why).
 */
export function registerSafeText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      findUnsafeText(request.params, 'params') ??
      findUnsafeText(request.query, 'query') ??
      findUnsafeText(request.body, 'body');
    done(found ? new AppError('ValidationError', `${found.path}: ${found.message}`, [found]) : undefined);
  });
}
