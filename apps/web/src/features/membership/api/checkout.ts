import {
  idempotencyHeader,
  type CheckoutResult,
  type MembershipState,
  type SubscribeBody,
} from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { checkoutRequest } from './checkout-request.ts';

/**
 * POST /api/subscription/subscribe: charges the card for the plan, once per idempotency key.
 * Answers succeeded (with the membership now) or requires_action (an authentication step, then
 * `confirmPayment`); a declined card is a 402 ApiError whose `paymentMethod` error is the provider's words.
 */
export const subscribe = (body: SubscribeBody, idempotencyKey: string) =>
  checkoutRequest<CheckoutResult>('/subscription/subscribe', body, { [idempotencyHeader]: idempotencyKey });

/** POST /api/subscription/test-provider/authenticate: the test provider's stand-in for the bank's step. */
export const authenticateTestPayment = (clientSecret: string, outcome: 'complete' | 'cancel') =>
  checkoutRequest<unknown>('/subscription/test-provider/authenticate', { clientSecret, outcome });

/** POST /api/subscription/confirm: what the provider says of the payment after the authentication step. */
export const confirmPayment = (paymentID: string) =>
  checkoutRequest<CheckoutResult>('/subscription/confirm', { paymentID });

/** PUT /api/subscription/renewal: the owner or an admin turns the yearly renewal off or on again. */
export const setRenewal = (businessID: string, autoRenew: boolean) =>
  apiRequest<MembershipState>('/subscription/renewal', { method: 'PUT', body: { businessID, autoRenew } });
