import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestDatabase } from '@wbn/db/testing';
import type { DatabaseHandle } from '@wbn/db';
import { buildAuthApp } from './app.ts';
import { loadAuthConfig } from './config.ts';
import { generateSigningKeys } from './keys.ts';
import type { Mail } from './mail.ts';
import { resolveContinue } from './continue-url.ts';
import { passwordProblem } from './passwords.ts';
import { authRepository } from './auth.repository.ts';

const publicUrl = 'http://localhost:3000';
const authUrl = 'http://localhost:3001';
let handle: DatabaseHandle;
let auth: FastifyInstance;
const mails: Mail[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  auth = await buildAuthApp({
    db: handle.db,
    config: loadAuthConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: publicUrl,
      AUTH_URL: authUrl,
      DATA_DIR: '.tmp/auth-test',
    }),
    keys: await generateSigningKeys(),
    mailer: { send: async (m) => void mails.push(m) },
    logger: false,
  });
  await auth.ready();
});
afterAll(async () => {
  await auth?.close();
  await handle?.close();
});

let ipCounter = 0;
/** Each test gets its own client address so the per-address limits do not leak between tests. */
const newIp = () => `198.51.100.${++ipCounter}`;
const strong = 'granite-harbour-lantern-42';

const postJson = (url: string, payload: unknown, ip = newIp(), headers: Record<string, string> = {}) =>
  auth.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });

async function register(email: string, password = strong, ip = newIp()) {
  return postJson('/register', { email, password, firstName: 'Ana', lastName: 'López' }, ip);
}

/** The sign-in state of the test's browser tab (the web app makes one before it opens the login). */
const tabState = 'the-test-browser-tab-state-0123456789';
const withState = (path: string) => `${path}${path.includes('?') ? '&' : '?'}state=${tabState}`;

/** GETs a page and returns what a browser would hold: the CSRF cookie and the form's token. */
async function openForm(path: string) {
  const page = await auth.inject({ method: 'GET', url: withState(path) });
  const cookie = String(page.headers['set-cookie']).split(';')[0]!;
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
  return { page, cookie, csrf };
}

const postForm = (url: string, form: Record<string, string>, cookie: string, ip = newIp()) =>
  auth.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: authUrl },
    payload: new URLSearchParams(form).toString(),
  });

const bodyOf = (res: LightMyRequestResponse) =>
  res.json() as { success: boolean; name?: string; message?: string; data?: { token: string } };

describe('registration and sign-in (JSON)', () => {
  it('registers with e-mail, password, first and last name and answers a one-time code', async () => {
    const res = await register('  New.Person@Example.COM ');
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res).data!.token).toMatch(/^[\w-]{40,}$/);
    // The e-mail is normalised: the same address in another spelling signs in.
    const login = await postJson('/login', { email: 'new.person@example.com', password: strong });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a common password (any case) and one equal to the e-mail, with a clear message', async () => {
    const res = await register('common@example.com', 'PassWord123');
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res)).toMatchObject({ success: false, name: 'ValidationError' });
    expect(bodyOf(res).message).toMatch(/most common/);
    expect(passwordProblem('someone@example.com', 'someone@example.com')).toBe('sameAsEmail');
    expect(passwordProblem('short', 'x@example.com')).toBe('tooShort');
    expect(passwordProblem('x'.repeat(128), 'x@example.com')).toBeNull();
  });

  it('never reveals whether an e-mail is registered', async () => {
    await register('known@example.com');
    const unknown = await postJson('/login', { email: 'nobody@example.com', password: strong });
    const wrong = await postJson('/login', { email: 'known@example.com', password: 'wrong-password-1' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(bodyOf(unknown)).toEqual(bodyOf(wrong));

    const again = await register('known@example.com', 'another-long-pass-9');
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).not.toMatch(/exist|registered|taken|in use|already/i);

    const forgotKnown = await postJson('/forgot-password', { email: 'known@example.com' });
    const forgotUnknown = await postJson('/forgot-password', { email: 'nobody@example.com' });
    expect(forgotKnown.statusCode).toBe(200);
    expect(forgotKnown.body).toBe(forgotUnknown.body);
  });

  it('limits failed logins per account from one address, and the owner still signs in from another', async () => {
    await register('target@example.com');
    const stranger = newIp();
    for (let i = 0; i < 5; i++) {
      const res = await postJson(
        '/login',
        { email: 'target@example.com', password: `guess-number-${i}` },
        stranger,
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await postJson('/login', { email: 'target@example.com', password: strong }, stranger);
    expect(blocked.statusCode).toBe(429);
    expect(bodyOf(blocked)).toMatchObject({ name: 'TooManyRequests' });
    expect(bodyOf(blocked).message).toMatch(/Too many failed sign-in attempts/);
    // The stranger's failures do not lock the owner out: the right password from the owner's address.
    const owner = await postJson('/login', { email: 'target@example.com', password: strong }, newIp());
    expect(owner.statusCode).toBe(200);
    // Unknown addresses are limited the same way (no enumeration through the limit either).
    const ghostIp = newIp();
    for (let i = 0; i < 5; i++)
      await postJson('/login', { email: 'ghost@example.com', password: `g-${i}-xxxxxx` }, ghostIp);
    expect(
      (await postJson('/login', { email: 'ghost@example.com', password: strong }, ghostIp)).statusCode,
    ).toBe(429);
  });

  it('slows down guesses at one account from many addresses, without refusing its owner', async () => {
    await register('stuffed@example.com');
    const timed = async (password: string) => {
      const started = Date.now();
      const res = await postJson('/login', { email: 'stuffed@example.com', password }, newIp());
      return { status: res.statusCode, ms: Date.now() - started };
    };
    const guesses = [];
    for (let i = 0; i < 13; i++) guesses.push(await timed(`stuffing-guess-${i}`));
    expect(guesses.map((g) => g.status)).toEqual(Array(13).fill(401));
    // Past the 10th failure each attempt waits 250, 500, 1000 ms more.
    expect(guesses[12]!.ms - guesses[9]!.ms).toBeGreaterThanOrEqual(900);
    const owner = await timed(strong);
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(1900);
  });

  it('limits failed logins per client address across accounts', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      const res = await postJson(
        '/login',
        { email: `spray${i}@example.com`, password: 'not-the-password' },
        ip,
      );
      expect(res.statusCode).toBe(401);
    }
    expect(
      (await postJson('/login', { email: 'spray99@example.com', password: 'x-not-it-x' }, ip)).statusCode,
    ).toBe(429);
  });

  it('limits registrations per client address', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++)
      expect((await register(`bulk${i}@example.com`, strong, ip)).statusCode).toBe(200);
    const res = await register('bulk-last@example.com', strong, ip);
    expect(res.statusCode).toBe(429);
  });
});

describe('the handoff code', () => {
  it('is single-use', async () => {
    const code = bodyOf(await register('handoff@example.com')).data!.token;
    const first = await postJson('/get-session', { token: code });
    expect(first.statusCode).toBe(200);
    const session = first.json().data;
    expect(session).toMatchObject({
      userID: expect.any(String),
      token: expect.any(String),
      refreshToken: expect.any(String),
    });
    const now = Math.floor(Date.now() / 1000);
    expect(session.tokenExpire).toBeGreaterThan(now + 800);
    expect(session.tokenExpire).toBeLessThanOrEqual(now + 901);
    expect(session.refreshTokenExpire).toBeGreaterThan(now + 29 * 86400);
    const second = await postJson('/get-session', { token: code });
    expect(second.statusCode).toBe(401);
    expect(bodyOf(second)).toMatchObject({ success: false, name: 'SessionError' });
    expect(bodyOf(await postJson('/get-session', { token: 'made-up' }))).toMatchObject({ success: false });
  });

  it('answers the portals with CORS and nobody else', async () => {
    const ok = await auth.inject({
      method: 'OPTIONS',
      url: '/get-session',
      headers: { origin: 'http://mexico.localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://mexico.localhost:3000');
    // The portals' calls carry their tokens themselves: no cookie rides along.
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    const evil = await auth.inject({
      method: 'OPTIONS',
      url: '/get-session',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('continue allow-list', () => {
  it('keeps a portal address and refuses any other origin', () => {
    expect(resolveContinue('http://localhost:3000/newsfeed?x=1', publicUrl)).toEqual({
      origin: 'http://localhost:3000',
      url: 'http://localhost:3000/newsfeed?x=1',
    });
    expect(resolveContinue('http://mexico.localhost:3000/my-business', publicUrl).origin).toBe(
      'http://mexico.localhost:3000',
    );
    for (const bad of [
      'https://evil.example/',
      'http://localhost:3000.evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      'http://user:pw@localhost:3000/',
      'http://localhost:3999/',
      'http://atlantis.localhost:3000/',
      undefined,
      '',
    ]) {
      expect(resolveContinue(bad, publicUrl), String(bad)).toEqual({
        origin: 'http://localhost:3000',
        url: 'http://localhost:3000/',
      });
    }
  });

  it('a form sign-in redirects to the portal /SetID/ with the code, and never to an outside origin', async () => {
    await register('redirect@example.com');
    const { cookie, csrf } = await openForm(
      '/login?continue=' + encodeURIComponent('http://italy.localhost:3000/newsfeed'),
    );
    const res = await postForm(
      '/login',
      {
        csrf,
        continue: 'http://italy.localhost:3000/newsfeed',
        email: 'redirect@example.com',
        password: strong,
      },
      cookie,
    );
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe('http://italy.localhost:3000');
    expect(location.pathname).toBe('/SetID/');
    expect(location.searchParams.get('continue')).toBe('http://italy.localhost:3000/newsfeed');
    expect(location.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);

    const outside = await openForm('/login?continue=' + encodeURIComponent('https://evil.example/steal'));
    expect(outside.page.body).not.toContain('evil.example');
    const res2 = await postForm(
      '/login',
      {
        csrf: outside.csrf,
        continue: 'https://evil.example/steal',
        email: 'redirect@example.com',
        password: strong,
      },
      outside.cookie,
    );
    const location2 = new URL(res2.headers.location as string);
    expect(location2.origin).toBe('http://localhost:3000');
    expect(location2.searchParams.get('continue')).toBe('http://localhost:3000/');
  });
});

describe('pages', () => {
  it('serves the login, register and forgot pages as plain forms with labels, keeping the portal', async () => {
    const cont = encodeURIComponent('http://mexico.localhost:3000/my-business');
    for (const path of ['/login', '/register', '/forgot-password']) {
      const res = await auth.inject({ method: 'GET', url: withState(`${path}?continue=${cont}`) });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).not.toContain('<script');
      expect(res.body).toContain('<label for="f-email">');
      expect(res.body).toContain('Mexico');
      expect(res.body).toContain(`continue=${cont}`);
    }
    const register = await auth.inject({ method: 'GET', url: withState('/register') });
    for (const field of ['firstName', 'lastName', 'email', 'password'])
      expect(register.body).toContain(`name="${field}"`);
  });

  it('refuses a form post without the CSRF token', async () => {
    const { cookie } = await openForm('/login');
    const res = await postForm(
      '/login',
      { csrf: 'forged', email: 'a@example.com', password: strong },
      cookie,
    );
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('This form has expired');
  });

  it('shows errors next to the fields and keeps what was typed (but never the password)', async () => {
    const { cookie, csrf } = await openForm('/register');
    const res = await postForm(
      '/register',
      { csrf, firstName: 'Zoë', lastName: '', email: 'zoe@example.com', password: 'qwerty123' },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('id="f-lastName-error"');
    expect(res.body).toContain('value="Zoë"');
    expect(res.body).not.toContain('qwerty123');
  });

  it('a registration form ends in the handoff redirect', async () => {
    const { cookie, csrf } = await openForm('/register');
    const res = await postForm(
      '/register',
      {
        csrf,
        firstName: 'Ben',
        lastName: 'Okafor',
        email: 'ben@example.com',
        password: strong,
        continue: 'http://localhost:3000/',
      },
      cookie,
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^http:\/\/localhost:3000\/SetID\/\?token=/);
  });

  it('publishes the public key as a JWKS', async () => {
    const res = await auth.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    const key = res.json().keys[0];
    expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(key.d).toBeUndefined();
  });
});

describe('password reset', () => {
  it('mails a single-use link that changes the password and signs out everywhere', async () => {
    await register('reset@example.com');
    const code = bodyOf(await postJson('/login', { email: 'reset@example.com', password: strong })).data!
      .token;
    const session = (await postJson('/get-session', { token: code })).json().data;

    mails.length = 0;
    const { cookie, csrf } = await openForm('/forgot-password');
    const sent = await postForm(
      '/forgot-password',
      { csrf, email: 'reset@example.com', continue: 'http://mexico.localhost:3000/' },
      cookie,
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('If an account uses this e-mail address');
    // Mailed after the answer, so that its time does not tell whether the account exists.
    await expect.poll(() => mails.length, { timeout: 5000 }).toBe(1);
    const link = new URL(/http:\/\/localhost:3001\/reset-password\?[^\s"]+/.exec(mails[0]!.text)![0]);
    const token = link.searchParams.get('token')!;

    const page = await auth.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    const common = await postForm('/reset-password', { csrf, token, password: 'iloveyou' }, cookie);
    expect(common.statusCode).toBe(400);
    const newPassword = 'copper-kettle-meadow-7';
    const done = await postForm('/reset-password', { csrf, token, password: newPassword }, cookie);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Password changed');

    // Single use; the old password is gone; the old session is revoked.
    expect(
      (await postForm('/reset-password', { csrf, token, password: 'another-fine-pass-1' }, cookie))
        .statusCode,
    ).toBe(400);
    expect((await postJson('/login', { email: 'reset@example.com', password: strong })).statusCode).toBe(401);
    expect((await postJson('/login', { email: 'reset@example.com', password: newPassword })).statusCode).toBe(
      200,
    );
    const refresh = await auth.inject({
      method: 'POST',
      url: '/refresh-token',
      headers: { 'wbn-refresh-token': session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('housekeeping', () => {
  it('purges what expired and keeps live sessions working', async () => {
    const code = bodyOf(await register('purge@example.com')).data!.token;
    const session = (await postJson('/get-session', { token: code })).json().data;
    await authRepository.purgeExpired(handle.db, new Date(), 30_000);
    const res = await auth.inject({
      method: 'POST',
      url: '/refresh-token',
      headers: { 'wbn-refresh-token': session.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    // A month later everything of it is gone, and the refresh token is simply unknown.
    await authRepository.purgeExpired(handle.db, new Date(Date.now() + 40 * 86_400_000), 30_000);
    const later = await auth.inject({
      method: 'POST',
      url: '/refresh-token',
      headers: { 'wbn-refresh-token': res.json().data.refreshToken },
    });
    expect(later.json().name).toBe('SessionError');
  });
});
