import { ApiError } from '../../../shared/api/api-error.ts';
import { apiRequest } from '../../../shared/api/client.ts';

/** A checkout call that has not answered by then is given up (and may be retried with its key). */
export const CHECKOUT_TIMEOUT_MS = 45_000;

/**
 * POST for the checkout calls: the Idempotency-Key header, and an end to waiting so that the buyer
 * can retry (with the same key). Network failures and time-outs are ApiErrors with status 0.
 */
export function checkoutRequest<T>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  return apiRequest<T>(path, {
    method: 'POST',
    body,
    headers,
    signal: AbortSignal.timeout(CHECKOUT_TIMEOUT_MS),
  });
}

/**
 * Whether a failed call may still have gone through (no answer, a time-out, a server failure): the
 * retry must then carry the same Idempotency-Key. Any other failure is the server's definite answer.
 */
export const isUnanswered = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
