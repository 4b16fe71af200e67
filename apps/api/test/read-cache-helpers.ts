import type { TestApp } from './test-app.ts';
import { authHeaders, type SignedInUser } from './auth-helpers.ts';

/** Shared by the read-cache tests (not a test file itself). */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const injector =
  (t: TestApp) => (user: SignedInUser | null, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: user ? authHeaders(user.token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

export const generalBody = (companyName: string) => ({
  companyName,
  shortDescription: 'Robots and automation cells.',
  businessType: 'MA',
  industry: 'i0001',
  categories: ['c0001-01'],
  yearStablished: 1999,
  totalEmployees: { min: 50, max: 100 },
});

export const productBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Six-axis arm',
  keywords: ['robot'],
  description: 'A six-axis articulated robot arm with 10 kg payload.',
  industry: 'i0001',
  category: 'c0001-01',
  specs: [],
  stock: true,
  videos: [],
  ...overrides,
});

/** Asks until `check` accepts the answer (events between instances arrive asynchronously). */
export async function eventually<T>(ask: () => Promise<T>, check: (value: T) => boolean, ms = 3_000) {
  const until = Date.now() + ms;
  let value = await ask();
  while (!check(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await ask();
  }
  return value;
}
