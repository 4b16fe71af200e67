import { afterEach, describe, expect, it, vi } from 'vitest';
import { idempotencyHeader, messages, type CheckoutResult } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { installAuthHooks } from '../../../shared/api/client.ts';
import { isUnanswered } from './checkout-request.ts';
import { subscribe } from './checkout.ts';

const body = {
  paymentMethod: 'pm_card_visa',
  businessID: '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00',
  planId: 'wbn-gold-yearly',
  email: 'olga@example.com',
};
const key = 'a'.repeat(32);
const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  installAuthHooks({ accessToken: () => null, onUnauthorized: async () => false });
});

describe('subscribe', () => {
  it('sends the idempotency key and the session token with the body', async () => {
    installAuthHooks({ accessToken: () => 'tok', onUnauthorized: async () => false });
    const fetch = vi.fn(async () => json(200, { success: true, data: { status: 'succeeded' } }));
    vi.stubGlobal('fetch', fetch);
    const result: CheckoutResult = await subscribe(body, key);
    expect(result.status).toBe('succeeded');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/subscription/subscribe');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)[idempotencyHeader]).toBe(key);
    expect((init.headers as Record<string, string>)['wbn-auth']).toBe('tok');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('turns a declined card into a 402 ApiError with the provider’s words', async () => {
    vi.stubGlobal('fetch', async () =>
      json(402, {
        success: false,
        name: 'PaymentFailed',
        message: messages.checkoutFailed,
        errors: [{ path: 'paymentMethod', message: 'Your card was declined.' }],
      }),
    );
    const error = await subscribe(body, key).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(402);
    expect((error as ApiError).fieldMessage('paymentMethod')).toBe('Your card was declined.');
    expect(isUnanswered(error)).toBe(false);
  });

  it('tells an unanswered call (no connection, server failure) from an answer', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await subscribe(body, key).catch((e: unknown) => e);
    expect((error as ApiError).name).toBe('NetworkError');
    expect(isUnanswered(error)).toBe(true);
    expect(isUnanswered(new ApiError('InternalError', 'x', 500))).toBe(true);
    expect(isUnanswered(new ApiError('Conflict', 'x', 409))).toBe(false);
  });
});
