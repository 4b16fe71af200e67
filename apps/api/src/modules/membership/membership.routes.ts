import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessParamsSchema,
  checkoutResultSchema,
  confirmSchema,
  idempotencyHeader,
  idempotencyKeySchema,
  membershipStateSchema,
  okEnvelope,
  paymentListSchema,
  paymentParamsSchema,
  paymentSchema,
  renewalSchema,
  subscribeSchema,
  subscriptionSetupSchema,
  testAuthenticationSchema,
} from '@wbn/contracts';
import { ok } from '../../lib/envelope.ts';
import { userOf } from '../../plugins/auth.ts';
import type { MembershipService } from './membership.service.ts';
import type { TestPaymentProvider } from './test.provider.ts';

const security = [{ wbnAuth: [] }];
const tags = ['subscription'];

/** Membership checkout (decision 0014): `/api/subscription/*`. */
export const membershipRoutes: FastifyPluginAsyncZod<{
  membership: MembershipService;
  /** Present when the built-in test provider is the active one: its authentication step. */
  testProvider: TestPaymentProvider | null;
}> = async (app, { membership, testProvider }) => {
  app.get(
    '/subscription/setup',
    {
      schema: {
        tags,
        summary: "The payment provider's public key and the plans on sale",
        response: { 200: okEnvelope(subscriptionSetupSchema) },
      },
    },
    async () => ok(membership.setup()),
  );

  app.get(
    '/subscription/business/:businessID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A business's membership: tier, paid year, renewal, product cap (its people)",
        security,
        params: businessParamsSchema,
        response: { 200: okEnvelope(membershipStateSchema) },
      },
    },
    async (request) => ok(await membership.state(userOf(request), request.params.businessID)),
  );

  app.post(
    '/subscription/subscribe',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Buys a higher plan for a business by card; one charge per Idempotency-Key',
        description:
          'Send an `Idempotency-Key` header (16 to 100 letters, digits, `_` or `-`, new for each ' +
          'checkout and the same on its retries) to make a retry replay the first answer. The ' +
          'header is optional: without it the server makes a key, so a retry is a new checkout, ' +
          'and a double charge is still prevented by the rule of one payment in flight per ' +
          'business (a second checkout while one is processed answers 409) and by the tier ' +
          'check (once the plan is bought, buying it again answers 400). The same checkout sent ' +
          'again without a key after the provider did not answer takes that payment on, under ' +
          'its own key.',
        security,
        headers: z.object({ [idempotencyHeader]: idempotencyKeySchema.optional() }),
        body: subscribeSchema,
        response: { 200: okEnvelope(checkoutResultSchema) },
      },
    },
    async (request) =>
      ok(await membership.subscribe(userOf(request), request.body, request.headers[idempotencyHeader])),
  );

  app.post(
    '/subscription/confirm',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "After the card's authentication step: the payment as the provider now has it",
        security,
        body: confirmSchema,
        response: { 200: okEnvelope(checkoutResultSchema) },
      },
    },
    async (request) => ok(await membership.confirm(userOf(request), request.body.paymentID)),
  );

  app.get(
    '/subscription/business/:businessID/payments',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "A business's payments, newest first (its people)",
        security,
        params: businessParamsSchema,
        response: { 200: okEnvelope(paymentListSchema) },
      },
    },
    async (request) => ok({ payments: await membership.history(userOf(request), request.params.businessID) }),
  );

  app.get(
    '/subscription/payments/:paymentID',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'One payment, for its receipt',
        security,
        params: paymentParamsSchema,
        response: { 200: okEnvelope(paymentSchema) },
      },
    },
    async (request) => ok(await membership.payment(userOf(request), request.params.paymentID)),
  );

  app.put(
    '/subscription/renewal',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Turns the renewal of the paid year off or on (owner or admin)',
        security,
        body: renewalSchema,
        response: { 200: okEnvelope(membershipStateSchema) },
      },
    },
    async (request) =>
      ok(await membership.setRenewal(userOf(request), request.body.businessID, request.body.autoRenew)),
  );

  if (testProvider) {
    app.post(
      '/subscription/test-provider/authenticate',
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: "The built-in test provider's authentication step (the bank's, with Stripe)",
          security,
          body: testAuthenticationSchema,
          response: { 200: okEnvelope(z.object({ authenticated: z.boolean() })) },
        },
      },
      async (request) => {
        testProvider.authenticate(request.body.clientSecret, request.body.outcome);
        return ok({ authenticated: request.body.outcome === 'complete' });
      },
    );
  }

  // The provider's webhook reads its body as bytes: the signature is over them, exactly.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    hook.post(
      '/subscription/webhook',
      {
        schema: {
          tags,
          summary: "The payment provider's events (signed); each handled once",
          response: { 200: okEnvelope(z.object({ received: z.literal(true), duplicate: z.boolean() })) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        return ok(await membership.webhook(raw, typeof signature === 'string' ? signature : undefined));
      },
    );
  });
};
