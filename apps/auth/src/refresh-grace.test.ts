import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, tables } from '@wbn/db';
import { decodeJwt } from 'jose';
import { authRepository } from './auth.repository.ts';
import {
  getSession,
  newEmail,
  newState,
  registerCode,
  startTestAuth,
  type TestAuth,
} from '../test/test-auth.ts';

let t: TestAuth;
beforeAll(async () => {
  t = await startTestAuth();
});
afterAll(() => t?.close());

const refresh = (refreshToken: string) =>
  t.auth.inject({ method: 'POST', url: '/refresh-token', headers: { 'wbn-refresh-token': refreshToken } });

async function signedIn() {
  const state = newState();
  const res = await getSession(t.auth, await registerCode(t.auth, newEmail('grace'), state), state);
  const session = res.json().data as { token: string; refreshToken: string };
  return { ...session, sid: (decodeJwt(session.token) as { sid: string }).sid };
}

const tokensOf = (sessionId: string) =>
  t.handle.db
    .select()
    .from(tables.authRefreshTokens)
    .where(eq(tables.authRefreshTokens.sessionId, sessionId));

describe('the refresh grace window (finding 9 of issue 27)', () => {
  it('a spent refresh token presented again within the grace gets the same successor pair, and mints nothing', async () => {
    const s = await signedIn();
    const first = await refresh(s.refreshToken);
    expect(first.statusCode).toBe(200);
    const successor = first.json().data;

    t.advance(20_000);
    const again = await Promise.all([
      refresh(s.refreshToken),
      refresh(s.refreshToken),
      refresh(s.refreshToken),
    ]);
    for (const res of again) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(successor);
    }
    // The first refresh token and its one successor: nothing else was issued.
    expect(await tokensOf(s.sid)).toHaveLength(2);

    // The successor works as usual; the spent token past the grace ends the family.
    t.advance(15_000);
    expect((await refresh(successor.refreshToken)).statusCode).toBe(200);
    const late = await refresh(s.refreshToken);
    expect(late.statusCode).toBe(401);
    expect(late.json().name).toBe('SessionError');
    t.advance(-35_000);
  });

  it('answers parallel refreshes with one token with one pair', async () => {
    const s = await signedIn();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(s.refreshToken)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await tokensOf(s.sid)).toHaveLength(2);
  });

  it('keeps the sealed successor only for the grace window', async () => {
    const s = await signedIn();
    await refresh(s.refreshToken);
    const spent = (await tokensOf(s.sid)).find((row) => row.usedAt);
    expect(spent?.successor).toEqual(expect.any(String));
    // Sealed: neither token appears in it.
    expect(spent?.successor).not.toContain(s.refreshToken);
    await authRepository.purgeExpired(t.handle.db, new Date(Date.now() + 60_000), 30_000);
    expect((await tokensOf(s.sid)).find((row) => row.usedAt)?.successor).toBeNull();
  });
});
