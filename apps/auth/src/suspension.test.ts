import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@wbn/db';

const { accountSuspensions, authAccounts } = tables;
import {
  authUrl,
  newEmail,
  newIp,
  postJson,
  registerCode,
  startTestAuth,
  strongPassword,
  type TestAuth,
} from '../test/test-auth.ts';

// A suspended account (decision 0025) cannot start a session, by the JSON call or the form, and is
// told until when; once the suspension ends it signs in again.

let t: TestAuth;
beforeAll(async () => {
  t = await startTestAuth();
});
afterAll(() => t?.close());

async function suspendedAccount(until: Date | null): Promise<string> {
  const email = newEmail('suspended');
  await registerCode(t.auth, email);
  const [account] = await t.handle.db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(eq(authAccounts.email, email));
  await t.handle.db
    .insert(accountSuspensions)
    .values({ accountId: account!.id, until, reason: 'Spam', entryId: randomUUID() });
  return email;
}

describe('a suspended account', () => {
  it('is refused with the end of its suspension, and signs in again once it has passed', async () => {
    const until = new Date(Date.now() + 2 * 86_400_000);
    const email = await suspendedAccount(until);
    const refused = await postJson(t.auth, '/login', { email, password: strongPassword });
    expect(refused.statusCode).toBe(403);
    const stamp = until.toISOString().slice(0, 16).replace('T', ' ');
    expect(refused.json()).toMatchObject({
      success: false,
      message: `This account is suspended by the network's moderators until ${stamp} UTC.`,
    });

    t.advance(3 * 86_400_000);
    const again = await postJson(t.auth, '/login', { email, password: strongPassword });
    expect(again.statusCode, again.body).toBe(200);
    t.advance(-3 * 86_400_000);
  });

  it('suspended for good is told so on the sign-on page, and no code is handed out', async () => {
    const email = await suspendedAccount(null);
    const state = 'state-suspended'.padEnd(43, 'x');
    const cont = encodeURIComponent('http://localhost:3000/newsfeed');
    const page = await t.auth.inject({ method: 'GET', url: `/login?continue=${cont}&state=${state}` });
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
        continue: 'http://localhost:3000/newsfeed',
        email,
        password: strongPassword,
      }).toString(),
    });
    expect(posted.statusCode).not.toBe(303);
    expect(posted.headers.location).toBeUndefined();
    expect(posted.body).toContain('This account is suspended by the network&#39;s moderators.');
  });
});
