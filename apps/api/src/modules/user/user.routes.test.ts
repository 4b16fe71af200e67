import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser } from '../../../test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers: token ? authHeaders(token) : {} });

describe('GET /api/user/profile', () => {
  it('creates the profile from the token claims on first sight and returns it with userID', async () => {
    const me = await createSignedInUser(t, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
    });
    const before = await t.db.select().from(tables.users).where(eq(tables.users.userId, me.userID));
    expect(before).toHaveLength(0);
    const res = await profile(me.token);
    expect(res.statusCode).toBe(200);
    // The profiles work adds fields; the claims' ones must be there.
    expect(res.json()).toMatchObject({
      success: true,
      data: { userID: me.userID, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
    });
    const after = await t.db.select().from(tables.users).where(eq(tables.users.userId, me.userID));
    expect(after).toHaveLength(1);
    // Seen again: the same row, not a second one.
    expect((await profile(me.token)).json().data.userID).toBe(me.userID);
    expect(await t.db.select().from(tables.users).where(eq(tables.users.userId, me.userID))).toHaveLength(1);
  });

  it('needs a session', async () => {
    const res = await profile();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, name: 'TokenNotFound' });
  });
});
