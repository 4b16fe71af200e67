import { z } from 'zod';
import { membershipIds } from './routes.ts';
import { formatUsd, membershipPlans } from './membership.ts';

/**
 * Membership checkout (core spec §7 `subscription/setup`, `subscription/subscribe`; decision
 * 0014): the plans on sale, a card payment through the configured provider, charged once per
 * idempotency key, and what a business's membership then is.
 */

const uuid = (what: string) => z.uuid({ message: `Not a valid ${what} id` });

export const paymentProviders = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** Paid plans' ids (the standard listing is free and never bought). */
export const paidPlanIds = membershipPlans.filter((p) => p.priceCents > 0).map((p) => p.planId) as [
  string,
  ...string[],
];

/**
 * The header that makes a retry of a checkout replay its first answer. Optional (the spec's call
 * sends none): without it a retry is a new checkout, kept from charging twice by the rule of one
 * payment in flight per business and by the tier check (decision 0019).
 */
export const idempotencyHeader = 'idempotency-key';
export const idempotencyKeySchema = z
  .string({ message: 'Send one Idempotency-Key header (one per checkout, the same on a retry)' })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, { message: '16 to 100 letters, digits, _ or -' });

const planSchema = z.object({
  planId: z.string(),
  subscription: z.enum(membershipIds),
  name: z.string(),
  /** US cents per year. */
  price: z.number().int(),
  currency: z.literal('USD'),
  productLimit: z.number().int(),
});
export type SubscriptionPlan = z.infer<typeof planSchema>;

/** GET /api/subscription/setup: the provider's public key and the plans on sale. */
export const subscriptionSetupSchema = z.object({
  /** The provider's publishable key; the test provider's says it is the test provider. */
  publicKey: z.string(),
  provider: z.enum(paymentProviders),
  plans: z.array(planSchema),
});
export type SubscriptionSetup = z.infer<typeof subscriptionSetupSchema>;

/** POST /api/subscription/subscribe (with an optional Idempotency-Key header). */
export const subscribeSchema = z.object({
  /** The provider's payment method id (the test provider's card form makes Stripe's test ids). */
  paymentMethod: z
    .string()
    .trim()
    .min(1, { message: 'Enter your card details' })
    .max(255, { message: 'Not a payment method' }),
  businessID: uuid('business'),
  planId: z.enum(paidPlanIds, { message: 'Not a plan on sale: gold, premium or platinum' }),
  /** Where the receipt goes. */
  email: z.email({ message: 'Enter a valid e-mail address' }).max(254),
});
export type SubscribeBody = z.infer<typeof subscribeSchema>;

export const paymentStatuses = ['pending', 'requires_action', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** One checkout attempt, as the payment history and the receipt show it. */
export const paymentSchema = z.object({
  paymentID: z.string(),
  businessID: z.string(),
  /** The business's name on the receipt. */
  companyName: z.string(),
  planId: z.string(),
  subscription: z.enum(membershipIds),
  /** US cents. */
  amount: z.number().int(),
  currency: z.literal('USD'),
  status: z.enum(paymentStatuses),
  provider: z.enum(paymentProviders),
  /** The provider's reference (a PaymentIntent id with Stripe). */
  providerRef: z.string().nullable(),
  /** The provider's message when the payment failed. */
  failureMessage: z.string().nullable(),
  /** Last four digits or the test card's name, when the provider tells. */
  cardLabel: z.string().nullable(),
  email: z.string(),
  /** Unix seconds. */
  createdAt: z.number().int(),
  /** The paid year, Unix seconds (only when succeeded). */
  periodStart: z.number().int().nullable(),
  periodEnd: z.number().int().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A business's membership as its managers see it. */
export const membershipStateSchema = z.object({
  businessID: z.string(),
  subscription: z.enum(membershipIds),
  verified: z.boolean(),
  /** End of the paid year, Unix seconds; null on standard. */
  renewsAt: z.number().int().nullable(),
  /** Whether the paid year renews (charged again) or lapses to standard at its end. */
  autoRenew: z.boolean(),
  productLimit: z.number().int(),
  products: z.number().int(),
  /** Only the owner or an admin may buy and change renewal. */
  canBuy: z.boolean(),
});
export type MembershipState = z.infer<typeof membershipStateSchema>;

/**
 * The answer of subscribe (and of confirm): succeeded (the membership now), or an
 * authentication step the card form must show, then confirm.
 */
export const checkoutResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), payment: paymentSchema, membership: membershipStateSchema }),
  z.object({
    status: z.literal('requires_action'),
    payment: paymentSchema,
    /** Stripe: the PaymentIntent's client secret for `handleNextAction`; the test provider: its reference. */
    clientSecret: z.string(),
  }),
]);
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** POST /api/subscription/confirm: after the authentication step, what the provider now says. */
export const confirmSchema = z.object({ paymentID: uuid('payment') });

/** POST /api/subscription/test-provider/authenticate: the test provider's "bank" step. */
export const testAuthenticationSchema = z.object({
  clientSecret: z.string().min(1).max(255),
  outcome: z.enum(['complete', 'cancel']),
});

export const businessParamsSchema = z.object({ businessID: uuid('business') });
export const paymentParamsSchema = z.object({ paymentID: uuid('payment') });

/** PUT /api/subscription/renewal: the owner turns renewal off or on again. */
export const renewalSchema = z.object({ businessID: uuid('business'), autoRenew: z.boolean() });

export const paymentListSchema = z.object({ payments: z.array(paymentSchema) });

/**
 * Stripe's published test cards, as the test provider's card form turns them into Stripe's test
 * payment-method ids (any future expiry and any CVC).
 */
export const testCards: readonly { number: string; paymentMethod: string; label: string }[] = [
  { number: '4242424242424242', paymentMethod: 'pm_card_visa', label: 'Visa, succeeds' },
  { number: '4000000000000002', paymentMethod: 'pm_card_chargeDeclined', label: 'Declined' },
  {
    number: '4000000000009995',
    paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds',
    label: 'Insufficient funds',
  },
  { number: '4000000000000069', paymentMethod: 'pm_card_chargeDeclinedExpiredCard', label: 'Expired card' },
  {
    number: '4000000000000119',
    paymentMethod: 'pm_card_chargeDeclinedProcessingError',
    label: 'Processing error',
  },
  {
    number: '4000002500003155',
    paymentMethod: 'pm_card_authenticationRequired',
    label: 'Asks for authentication',
  },
];

/** The test card's payment method for a typed number (spaces allowed), or null. */
export function testPaymentMethodFor(cardNumber: string): string | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return testCards.find((c) => c.number === digits)?.paymentMethod ?? null;
}

/** "US$ 1,850.00 / year": the price as the membership screen shows it (spec §9). */
export function formatYearlyPrice(cents: number): string {
  return `${formatUsd(cents)} / year`;
}
