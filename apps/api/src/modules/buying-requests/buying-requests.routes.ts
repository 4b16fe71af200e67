import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  awardResponseSchema,
  awardSchema,
  boardQuerySchema,
  boardResponseSchema,
  businessQuerySchema,
  businessRequestsResponseSchema,
  buyingRequestPageSchema,
  buyingRequestParamsSchema,
  cancelBuyingRequestSchema,
  createBuyingRequestSchema,
  declineQuoteSchema,
  idempotencyHeader,
  idempotencyKeySchema,
  messageSupplierSchema,
  okEnvelope,
  quoteParamsSchema,
  quoteSchema,
  requestPageQuerySchema,
  reviseQuoteSchema,
  sendInquiryResponseSchema,
  sendQuoteSchema,
  shortlistSchema,
  updateBuyingRequestSchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { answerLanguage } from '../../lib/request-language.ts';
import { userOf } from '../../plugins/auth.ts';
import type { BuyingRequestsService } from './buying-requests.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['buying-requests'];
/** The optional Idempotency-Key: a retry with the same key answers what the first made. */
const idempotency = z.object({ [idempotencyHeader]: idempotencyKeySchema.optional() });

/** Buying requests (decision 0023): the board, a request, its quotes and its award. */
export const buyingRequestsRoutes: FastifyPluginAsyncZod<{ buyingRequests: BuyingRequestsService }> = async (
  app,
  { buyingRequests },
) => {
  app.get(
    '/buying-requests',
    {
      schema: {
        tags,
        summary:
          'The board: open requests taking quotes, newest first, searched and filtered (public: visitors read it too)',
        querystring: boardQuerySchema,
        response: { 200: okEnvelope(boardResponseSchema) },
      },
    },
    async (request, reply) => ok(await buyingRequests.board(request.query, answerLanguage(request, reply))),
  );

  app.post(
    '/buying-requests',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Makes a request for a business of yours (a draft when publish is false)',
        security,
        headers: idempotency,
        body: createBuyingRequestSchema,
        response: { 200: okEnvelope(buyingRequestPageSchema) },
      },
    },
    async (request, reply) =>
      ok(
        await buyingRequests.create(
          userOf(request),
          request.body,
          request.headers[idempotencyHeader],
          answerLanguage(request, reply),
        ),
      ),
  );

  app.get(
    '/buying-requests/business',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A business's own requests, those it is invited to, and its monthly quote allowance",
        security,
        querystring: businessQuerySchema,
        response: { 200: okEnvelope(businessRequestsResponseSchema) },
      },
    },
    async (request, reply) =>
      ok(await buyingRequests.ofBusiness(userOf(request), request.query.bid, answerLanguage(request, reply))),
  );

  app.get(
    '/buying-requests/:id',
    {
      schema: {
        tags,
        summary:
          "A request: the buyer's comparison, a supplier's own quote (read as business `as`), or an open request as a visitor reads it (without its files)",
        params: buyingRequestParamsSchema,
        querystring: requestPageQuerySchema,
        response: { 200: okEnvelope(buyingRequestPageSchema) },
      },
    },
    async (request, reply) =>
      ok(
        await buyingRequests.page(
          request.user ?? null,
          request.params.id,
          request.query.as ?? null,
          request.query.currency ?? null,
          answerLanguage(request, reply),
        ),
      ),
  );

  app.put(
    '/buying-requests/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Edits a draft, or an open request before its first quote (publish: true publishes a draft)',
        security,
        params: buyingRequestParamsSchema,
        body: updateBuyingRequestSchema,
        response: { 200: okEnvelope(buyingRequestPageSchema) },
      },
    },
    async (request, reply) =>
      ok(
        await buyingRequests.update(
          userOf(request),
          request.params.id,
          request.body,
          answerLanguage(request, reply),
        ),
      ),
  );

  app.post(
    '/buying-requests/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Cancels a request before its award, with a reason',
        security,
        params: buyingRequestParamsSchema,
        body: cancelBuyingRequestSchema,
        response: { 200: okEnvelope(buyingRequestPageSchema) },
      },
    },
    async (request, reply) =>
      ok(
        await buyingRequests.cancel(
          userOf(request),
          request.params.id,
          request.body.reason,
          answerLanguage(request, reply),
        ),
      ),
  );

  app.post(
    '/buying-requests/:id/quotes',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Sends a business’s one quote; a retry answers the quote it made',
        security,
        params: buyingRequestParamsSchema,
        headers: idempotency,
        body: sendQuoteSchema,
        response: { 200: okEnvelope(quoteSchema) },
      },
    },
    async (request) =>
      ok(
        await buyingRequests.sendQuote(
          userOf(request),
          request.params.id,
          request.body,
          request.headers[idempotencyHeader],
        ),
      ),
  );

  app.put(
    '/buying-requests/:id/quotes/:qid',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Revises a quote, once, before the deadline',
        security,
        params: quoteParamsSchema,
        body: reviseQuoteSchema,
        response: { 200: okEnvelope(quoteSchema) },
      },
    },
    async (request) =>
      ok(
        await buyingRequests.reviseQuote(
          userOf(request),
          request.params.id,
          request.params.qid,
          request.body,
        ),
      ),
  );

  app.post(
    '/buying-requests/:id/quotes/:qid/withdraw',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Withdraws a quote before the deadline',
        security,
        params: quoteParamsSchema,
        response: { 200: okEnvelope(quoteSchema) },
      },
    },
    async (request) =>
      ok(await buyingRequests.withdrawQuote(userOf(request), request.params.id, request.params.qid)),
  );

  app.post(
    '/buying-requests/:id/quotes/:qid/decline',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The buyer declines a quote, with a reason',
        security,
        params: quoteParamsSchema,
        body: declineQuoteSchema,
        response: { 200: okEnvelope(quoteSchema) },
      },
    },
    async (request) =>
      ok(
        await buyingRequests.declineQuote(
          userOf(request),
          request.params.id,
          request.params.qid,
          request.body.reason,
        ),
      ),
  );

  app.put(
    '/buying-requests/:id/quotes/:qid/shortlist',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'The buyer stars a quote in its comparison, or takes the star off (the supplier never sees it)',
        security,
        params: quoteParamsSchema,
        body: shortlistSchema,
        response: { 200: okEnvelope(quoteSchema) },
      },
    },
    async (request) =>
      ok(
        await buyingRequests.shortlist(
          userOf(request),
          request.params.id,
          request.params.qid,
          request.body.shortlisted,
        ),
      ),
  );

  app.post(
    '/buying-requests/:id/quotes/:qid/message',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          "The buyer writes to a quote's supplier in the message center: their open thread about the request, or a new one",
        security,
        params: quoteParamsSchema,
        body: messageSupplierSchema,
        response: { 200: okEnvelope(sendInquiryResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await buyingRequests.messageSupplier(
          userOf(request),
          request.params.id,
          request.params.qid,
          request.body,
        ),
      ),
  );

  app.post(
    '/buying-requests/:id/award',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The buyer awards one or more quotes, closing the request; a retry answers the award made',
        security,
        params: buyingRequestParamsSchema,
        headers: idempotency,
        body: awardSchema,
        response: { 200: okEnvelope(awardResponseSchema) },
      },
    },
    async (request, reply) =>
      ok(
        await buyingRequests.award(
          userOf(request),
          request.params.id,
          request.body,
          request.headers[idempotencyHeader],
          answerLanguage(request, reply),
        ),
      ),
  );
};
