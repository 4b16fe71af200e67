import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authUrl,
  getSession,
  newEmail,
  newIp,
  newState,
  registerCode,
  startTestAuth,
  strongPassword,
  type TestAuth,
} from '../test/test-auth.ts';

let t: TestAuth;
beforeAll(async () => {
  t = await startTestAuth();
});
afterAll(() => t?.close());

describe('a one-time code is bound to the browser that started the sign-in (finding 3 of issue 27)', () => {
  it('a code minted for one browser does not sign another one in', async () => {
    const mine = newState();
    const theirs = newState();
    const code = await registerCode(t.auth, newEmail('bound'), mine);

    // Another browser's /SetID/ sends its own state, or (a tab that started no sign-in) none.
    for (const other of [theirs, undefined]) {
      const res = await getSession(t.auth, code, other);
      expect(res.statusCode, String(other)).toBe(401);
      expect(res.json()).toMatchObject({ success: false, name: 'SessionError' });
    }
    // The browser that started it still can, once.
    const res = await getSession(t.auth, code, mine);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String) });
    expect((await getSession(t.auth, code, mine)).statusCode).toBe(401);

    // A code a program asked for without a state is never traded by a browser's /SetID/, which
    // always sends one.
    const unbound = await registerCode(t.auth, newEmail('program'));
    expect((await getSession(t.auth, unbound, theirs)).statusCode).toBe(401);
    expect((await getSession(t.auth, unbound)).statusCode).toBe(200);
  });

  it('the form sign-in binds its code to the state the page was opened with', async () => {
    const email = newEmail('form');
    await registerCode(t.auth, email);
    const state = newState();
    const cont = encodeURIComponent('http://mexico.localhost:3000/newsfeed');
    const page = await t.auth.inject({ method: 'GET', url: `/login?continue=${cont}&state=${state}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`name="state" value="${state}"`);
    // The links to the other pages keep it.
    expect(page.body).toContain(`/register?continue=${cont}&amp;state=${state}`);
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;

    const posted = await t.auth.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: newIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: authUrl },
      payload: new URLSearchParams({
        csrf,
        state,
        continue: 'http://mexico.localhost:3000/newsfeed',
        email,
        password: strongPassword,
      }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const handoff = new URL(String(posted.headers.location));
    expect(handoff.pathname).toBe('/SetID/');
    // The state stays in the tab: it never travels back in the address.
    expect(handoff.search).not.toContain(state);
    const code = handoff.searchParams.get('token')!;
    expect((await getSession(t.auth, code, newState())).statusCode).toBe(401);
    expect((await getSession(t.auth, code, state)).statusCode).toBe(200);
  });

  it('a login or registration page opened without a state sends the browser to its portal to make one', async () => {
    const cont = 'http://italy.localhost:3000/my-business';
    for (const page of ['login', 'register']) {
      const res = await t.auth.inject({
        method: 'GET',
        url: `/${page}?continue=${encodeURIComponent(cont)}&state=short`,
      });
      expect(res.statusCode, page).toBe(302);
      const to = new URL(String(res.headers.location));
      expect(to.origin).toBe('http://italy.localhost:3000');
      expect(to.pathname).toBe('/SetID/');
      expect(Object.fromEntries(to.searchParams)).toEqual({ start: page, continue: cont });
    }
  });

  it('refuses a malformed state from a program with a field error', async () => {
    const res = await t.auth.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: newIp(),
      payload: { email: 'someone@example.com', password: strongPassword, state: 'no spaces allowed' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'ValidationError', errors: [{ path: 'body.state' }] });
  });
});
