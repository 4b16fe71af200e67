import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signInStateStorageKey } from '@wbn/contracts';
import type { RunningProduct } from './server.ts';

/** The password every journey's throw-away accounts use. */
export const password = 'copper-kettle-meadow-71';

export interface Account {
  email: string;
  firstName: string;
  lastName: string;
}

let n = 0;
export const newEmail = (prefix = 'user') => `${prefix}${Date.now()}${++n}@example.com`;

/**
 * Accounts, sign-ins and API calls of the browser journeys, for one running product. The auth
 * service's JSON register call answers a one-time sign-in code, which the web app's /SetID page (or
 * the auth service's get-session call) turns into a session, as after a real registration. The
 * product is passed as a getter because test files start it in beforeAll, after this is set up.
 */
export function accounts(running: () => RunningProduct) {
  /** The one-time code of a new account, bound to `state` (a browser tab's sign-in state) when given. */
  async function registerCode(account: Account, state?: string): Promise<string> {
    const product = running();
    const res = await fetch(`${product.authUrl}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, password, ...(state ? { state } : {}) }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { token: string } }).data.token;
  }

  /**
   * Registers a new user and lands the browser, signed in, on `path`. The tab holds the sign-in
   * state the code is bound to, as if it had opened the login itself (decision 0011).
   */
  async function signUpInBrowser(
    page: Page,
    path: string,
    account: Partial<Account> = {},
    /** The portal to sign in on (a session is kept per origin); the global one by default. */
    origin = running().baseUrl,
  ): Promise<Account> {
    const full = { email: newEmail(), firstName: 'Lucía', lastName: 'Fernández', ...account };
    const state = randomBytes(32).toString('base64url');
    const code = await registerCode(full, state);
    const target = `${origin}${path}`;
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(
      ([key, value]) => sessionStorage.setItem(key!, value!),
      [signInStateStorageKey, state],
    );
    await page.goto(`${origin}/SetID/?token=${code}&continue=${encodeURIComponent(target)}`);
    await page.waitForURL(target);
    return full;
  }

  /** Registers a user without a browser and answers their access token and userID. */
  async function signUpByApi(account: Partial<Account> = {}): Promise<{ token: string; userID: string }> {
    const full = { email: newEmail(), firstName: 'Tomás', lastName: 'Ibarra', ...account };
    const code = await registerCode(full);
    const res = await fetch(`${running().authUrl}/get-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: code }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { token: string; userID: string } }).data;
  }

  /** One call to the API as `token` (empty: a visitor); answers the status and the parsed body. */
  const api = (token: string, path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${running().baseUrl}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(token ? { 'wbn-auth': token } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : null,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data: Record<string, unknown> } }));

  return { registerCode, signUpInBrowser, signUpByApi, api };
}

/** A plain PNG of one colour, for upload fields. */
export const png = (width: number, height: number, color: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** The toast with exactly this text. */
export const toast = (page: Page, text: string) => page.locator('.toaster').getByText(text, { exact: true });
