import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inboxQuerySchema,
  inboxResponseSchema,
  inboxesResponseSchema,
  inquiryMessageSchema,
  inquiryThreadSchema,
  okEnvelope,
  sendInquiryResponseSchema,
  sendInquirySchema,
  sendMessageSchema,
  threadMessagesResponseSchema,
  threadParamsSchema,
  threadQuerySchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import type { InquiriesService } from './inquiries.service.ts';

const security = [{ wbnAuth: [] }];
const tags = ['inquiries'];

/** The spec's business/request* calls: sending a request and the message center. */
export const inquiriesRoutes: FastifyPluginAsyncZod<{ inquiries: InquiriesService }> = async (
  app,
  { inquiries },
) => {
  app.post(
    '/business/request',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Sends a request to a business, as yourself (from left out) or a business of yours',
        security,
        body: sendInquirySchema,
        response: {
          200: okEnvelope(sendInquiryResponseSchema),
          202: okEnvelope(sendInquiryResponseSchema),
        },
      },
    },
    async (request, reply) => {
      const sent = await inquiries.send(userOf(request), request.body);
      // Held for a moderator's review (decision 0033): accepted, not delivered yet.
      return reply.status(sent.held ? 202 : 200).send(ok(sent));
    },
  );

  app.get(
    '/business/request/inboxes',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Your inboxes (your own, then each business you belong to) with unread counts',
        security,
        response: { 200: okEnvelope(inboxesResponseSchema) },
      },
    },
    async (request) => ok(await inquiries.inboxes(userOf(request))),
  );

  app.get(
    '/business/request',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The threads of an inbox, newest activity first (ubid: your id or a business of yours)',
        security,
        querystring: inboxQuerySchema,
        response: { 200: okEnvelope(inboxResponseSchema) },
      },
    },
    async (request) => ok(await inquiries.inbox(userOf(request), request.query)),
  );

  app.get(
    '/business/request/:rid/get-messages',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A thread's messages, read as inbox bid (the newest page marks it read)",
        security,
        params: threadParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: okEnvelope(threadMessagesResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await inquiries.messages(
          userOf(request),
          request.params.rid,
          request.query.bid,
          request.query.before ?? null,
        ),
      ),
  );

  app.post(
    '/business/request/:rid/send-message',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Answers in a thread; an optional clientID, sent again, stores nothing new',
        security,
        params: threadParamsSchema,
        querystring: threadQuerySchema.pick({ bid: true }),
        body: sendMessageSchema,
        response: { 200: okEnvelope(inquiryMessageSchema) },
      },
    },
    async (request) =>
      ok(await inquiries.sendMessage(userOf(request), request.params.rid, request.query.bid, request.body)),
  );

  app.post(
    '/business/request/:rid/end-request',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Ends the conversation for both sides, for good',
        security,
        params: threadParamsSchema,
        querystring: threadQuerySchema.pick({ bid: true }),
        response: { 200: okEnvelope(inquiryThreadSchema) },
      },
    },
    async (request) => ok(await inquiries.end(userOf(request), request.params.rid, request.query.bid)),
  );
};
