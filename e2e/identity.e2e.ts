import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousA11yViolations } from './support/browser.ts';
import { startProduct, type RunningProduct } from './support/server.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const password = 'harbour-lantern-granite-42';
let n = 0;
const newEmail = () => `e2e${Date.now()}${++n}@example.com`;

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function registerOnAuthPage(page: Page, email: string) {
  await page.getByLabel('First name').fill('Marta');
  await page.getByLabel('Last name').fill('Ríos');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

describe('with the default token lifetime', () => {
  let product: RunningProduct;
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(async () => {
    await product?.stop();
  });

  it('a new user registers on the auth page, lands back signed in where they started, survives a reload, and logs out', async () => {
    const { context, page } = await newPage(browser);
    const portal = product.portalUrl('mexico');
    // A reader who chose English on the Mexican portal (decision 0026): its English words are checked.
    await context.addCookies([{ name: 'wbn_lang', value: 'en', url: portal }]);
    const email = newEmail();
    await page.goto(`${portal}/about-us`);
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL((url) => url.origin === product.authUrl && url.pathname === '/register');
    // The auth page keeps the portal the visitor came from.
    await expect(page.locator('.brand__portal').textContent()).resolves.toBe('Mexico');
    await registerOnAuthPage(page, email);

    await page.waitForURL(`${portal}/about-us`);
    const menu = page.getByRole('button', { name: 'Account menu' });
    await menu.waitFor();
    await expect(menu.textContent()).resolves.toContain('Marta Ríos');
    expect(JSON.parse((await stored(page, 'profile'))!)).toMatchObject({ email, firstName: 'Marta' });
    const tokenExpire = Number(await stored(page, 'tokenExpire'));
    expect(tokenExpire).toBeGreaterThan(Date.now() + 800_000); // seconds from the server, stored as ms

    await page.reload();
    await menu.waitFor();
    await page.goto(`${portal}/newsfeed`);
    await menu.waitFor();
    expect(new URL(page.url()).pathname).toBe('/newsfeed');

    // A second tab follows the first one's logout.
    const other = await context.newPage();
    await other.goto(`${portal}/about-us`);
    await other.getByRole('button', { name: 'Account menu' }).waitFor();

    await menu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${portal}/`);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await stored(page, 'token')).toBeNull();
    await other.getByRole('link', { name: 'Login' }).waitFor();
    await context.close();
  });

  it('visiting /newsfeed signed out goes to the login with continue, and signing in comes back', async () => {
    const email = newEmail();
    const reg = await fetch(`${product.authUrl}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, firstName: 'Li', lastName: 'Wei' }),
    });
    expect(reg.status).toBe(200);

    const { context, page } = await newPage(browser);
    await page.goto(`${product.baseUrl}/newsfeed`);
    await page.waitForURL((url) => url.origin === product.authUrl && url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('continue')).toBe(`${product.baseUrl}/newsfeed`);

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${product.baseUrl}/newsfeed`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await context.close();
  });

  it('a wrong sign-in shows the message next to the form, and a bad handoff code alerts Error en token', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 800 });
    // The auth pages on a phone: no serious accessibility problems, and they work by keyboard alone.
    // Opened without a sign-in state, login and register first fetch one from the portal.
    const openAuthPage = async (path: string) => {
      await page.goto(`${product.authUrl}${path}`);
      await page.waitForURL((url) => url.origin === product.authUrl && url.pathname === path);
    };
    for (const path of ['/register', '/forgot-password']) {
      await openAuthPage(path);
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
    await openAuthPage('/login');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('E-mail').fill('nobody@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'The e-mail or password is not correct.',
    );

    const dialog = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    await page.goto(
      `${product.baseUrl}/SetID/?token=made-up&continue=${encodeURIComponent(`${product.baseUrl}/newsfeed`)}`,
    );
    expect(await dialog).toBe('Error en token');
    await page.waitForURL(`${product.baseUrl}/`);
    await context.close();
  });

  // ---- sign-in security (issue 27) ----------------------------------------------------------

  async function registerByApi(email: string) {
    const res = await fetch(`${product.authUrl}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, firstName: 'Ada', lastName: 'Ruiz' }),
    });
    expect(res.status).toBe(200);
  }

  async function signInOnAuthPage(page: Page, email: string) {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('a sign-in whose continue points off the portal ends on the portal (finding 1)', async () => {
    const email = newEmail();
    await registerByApi(email);
    for (const payload of [
      `${product.baseUrl}//evil.example/x`,
      `${product.baseUrl}/\\evil.example`,
      '/../..//evil.example',
    ]) {
      const { context, page } = await newPage(browser);
      // Should the browser leave, it finds a page there instead of a DNS error.
      await context.route(
        (url) => url.hostname === 'evil.example',
        (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>elsewhere</p>' }),
      );
      await page.goto(`${product.authUrl}/login?continue=${encodeURIComponent(payload)}`);
      await signInOnAuthPage(page, email);
      await page.waitForURL((url) => url.origin !== product.authUrl && !url.pathname.startsWith('/SetID'));
      expect(new URL(page.url()).origin, payload).toBe(product.baseUrl);
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
      await context.close();
    }
  });

  it('a sign-in link made in one browser does not sign another browser in (finding 3)', async () => {
    const email = newEmail();
    await registerByApi(email);
    // The attacker signs in from the portal's Login link and keeps the /SetID/ link instead of following it.
    const attacker = await newPage(browser);
    await attacker.context.route(`${product.authUrl}/get-session`, (route) => route.abort());
    await attacker.page.goto(`${product.baseUrl}/about-us`);
    await attacker.page.getByRole('link', { name: 'Login' }).click();
    await signInOnAuthPage(attacker.page, email);
    await attacker.page.waitForURL((url) => url.origin === product.baseUrl && url.searchParams.has('token'), {
      waitUntil: 'commit',
    });
    const link = attacker.page.url();

    // The victim opens it: the code is not traded, nobody is signed in.
    const victim = await newPage(browser);
    const dialog = new Promise<string>((resolve) =>
      victim.page.once('dialog', (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    await victim.page.goto(link);
    expect(await dialog).toBe('Error en token');
    await victim.page.waitForURL(`${product.baseUrl}/`);
    await victim.page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await stored(victim.page, 'token')).toBeNull();
    await attacker.context.close();
    await victim.context.close();
  });
});

describe('with 8-second access tokens', () => {
  let product: RunningProduct;
  beforeAll(async () => {
    product = await startProduct({ ACCESS_TOKEN_TTL_SECONDS: '8' });
  });
  afterAll(async () => {
    await product?.stop();
  });

  it('an expired access token is renewed without the user noticing (timer, and the 401 path)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${product.baseUrl}/about-us`);
    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await registerOnAuthPage(page, newEmail());
    await page.waitForURL(`${product.baseUrl}/about-us`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();

    // The timer: 5000 ms before expiry the token is replaced.
    const first = await stored(page, 'token');
    await page.waitForFunction((old) => localStorage.getItem('token') !== old, first, { timeout: 15_000 });
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/user/profile', {
        headers: { 'wbn-auth': localStorage.getItem('token')! },
      });
      return res.status;
    });
    expect(status).toBe(200);

    // The 401 path: pretend the token is good for an hour so no timer fires, let it lapse, reload.
    const held = await stored(page, 'token');
    await page.evaluate(() => localStorage.setItem('tokenExpire', String(Date.now() + 3_600_000)));
    await page.reload();
    await page.waitForTimeout(9_000);
    const lapsed = await page.evaluate(async () => {
      const res = await fetch('/api/user/profile', {
        headers: { 'wbn-auth': localStorage.getItem('token')! },
      });
      return (await res.json()).name as string;
    });
    expect(lapsed).toBe('TokenExpiredError');
    await page.goto(`${product.baseUrl}/newsfeed`);
    await page.waitForFunction((old) => localStorage.getItem('token') !== old, held, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/newsfeed');
    await context.close();
  });
});
