import type { Envelope } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { cleanBody } from '../../../shared/api/clean-body.ts';
import { currentAuthHooks } from '../../../shared/api/client.ts';

/** A checkout call that has not answered by then is given up (and may be retried with its key). */
export const CHECKOUT_TIMEOUT_MS = 45_000;

/**
 * POST for the checkout calls. The one API client (shared/api/client.ts) takes no request headers
 * and no time limit, and a payment needs both: the Idempotency-Key header, and an end to waiting
 * so that the buyer can retry (with the same key). So these calls go out here, with the client's
 * token and 401 handling (`currentAuthHooks`, as uploads do) and the same envelope rules.
 * Network failures and time-outs are ApiErrors with status 0, like the client's.
 */
export async function checkoutRequest<T>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  mayRetry = true,
): Promise<T> {
  const hooks = currentAuthHooks();
  const token = hooks.accessToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(token ? { 'wbn-auth': token } : {}),
        ...headers,
      },
      body: JSON.stringify(cleanBody(body)),
      signal: AbortSignal.timeout(CHECKOUT_TIMEOUT_MS),
    });
  } catch (err) {
    const timedOut = (err as Error).name === 'TimeoutError';
    throw new ApiError(
      timedOut ? 'Timeout' : 'NetworkError',
      timedOut
        ? 'The payment service is taking too long to answer.'
        : 'The server could not be reached. Check your connection and try again.',
      0,
    );
  }

  const payload = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.status === 401 && mayRetry) {
    const name = payload && !payload.success ? payload.name : 'TokenNotFound';
    if (await hooks.onUnauthorized(name)) return checkoutRequest<T>(path, body, headers, false);
  }
  if (!payload || typeof payload !== 'object' || !('success' in payload)) {
    throw new ApiError('InvalidResponse', 'The server sent an unexpected answer.', response.status);
  }
  if (!payload.success)
    throw new ApiError(payload.name, payload.message, response.status, payload.errors ?? []);
  return payload.data;
}

/**
 * Whether a failed call may still have gone through (no answer, a time-out, a server failure): the
 * retry must then carry the same Idempotency-Key. Any other failure is the server's definite answer.
 */
export const isUnanswered = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
