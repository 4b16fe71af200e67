import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestInstances, type TestApp } from './test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from './auth-helpers.ts';
import { startTestAuthService, type TestAuthService } from './auth-service.ts';
import { openStream, type Stream } from './sse-client.ts';

// The live stream belongs to a session: signing out anywhere ends it on every instance at once
// (the database announces the end), and an account or an address holds only so many streams.

const streams: Stream[] = [];
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
});

async function ticketOf(t: TestApp, user: SignedInUser): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/events/ticket',
    headers: authHeaders(user.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ticket as string;
}

async function open(base: string, ticket: string, headers: Record<string, string> = {}) {
  const s = await openStream(`${base}/api/events?ticket=${encodeURIComponent(ticket)}`, headers);
  streams.push(s);
  return s;
}

async function endedWithin(stream: Stream, ms: number): Promise<number> {
  const started = Date.now();
  while (!stream.ended) {
    if (Date.now() - started > ms) throw new Error(`the stream still runs after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

describe('a stream and its session, across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  let auth: TestAuthService;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const made = await createTestInstances(2);
    [a, b] = made.instances as [TestApp, TestApp];
    close = made.close;
    [baseA, baseB] = [
      await a.app.listen({ port: 0, host: '127.0.0.1' }),
      await b.app.listen({ port: 0, host: '127.0.0.1' }),
    ];
    auth = await startTestAuthService(a);
  });
  afterAll(async () => {
    await auth?.close();
    await close?.();
  });

  it('ends within a second of signing out, and its ticket opens nothing more', async () => {
    const user = await createSignedInUser(a);
    const ticket = await ticketOf(a, user);
    const onB = await open(baseB, ticket);
    const onA = await open(baseA, await ticketOf(a, user));
    expect([onA.status, onB.status]).toEqual([200, 200]);
    // Another session of the same user keeps its stream.
    const otherSession = await createSignedInUser(a, { email: `other-${user.email}` });
    const unrelated = await open(baseB, await ticketOf(b, otherSession));

    const out = await auth.auth.inject({ method: 'POST', url: '/logout', headers: authHeaders(user.token) });
    expect(out.statusCode, out.body).toBe(200);
    expect(await endedWithin(onB, 1000)).toBeLessThan(1000);
    expect(await endedWithin(onA, 1000)).toBeLessThan(1000);
    expect(unrelated.ended).toBe(false);

    for (const base of [baseA, baseB]) {
      const again = await fetch(`${base}/api/events?ticket=${encodeURIComponent(ticket)}`);
      expect(again.status).toBe(401);
      expect(((await again.json()) as { name: string }).name).toBe('SessionError');
    }
    // The token is refused at once too, not only after the session answer's few seconds.
    const profile = await b.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: authHeaders(user.token),
    });
    expect(profile.statusCode).toBe(401);
  });
});

describe('the number of streams', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ EVENT_STREAMS_PER_USER: '2', EVENT_STREAMS_PER_ADDRESS: '3' });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it('is capped per account and per address, the newest refused with a readable 429', async () => {
    const [first, second] = [await createSignedInUser(t), await createSignedInUser(t)];
    const tabs = [await open(base, await ticketOf(t, first)), await open(base, await ticketOf(t, first))];
    expect(tabs.map((s) => s.status)).toEqual([200, 200]);
    const third = await fetch(`${base}/api/events?ticket=${encodeURIComponent(await ticketOf(t, first))}`);
    expect(third.status).toBe(429);
    expect(((await third.json()) as { message: string }).message).toMatch(
      /Too many live connections for this account/,
    );

    expect((await open(base, await ticketOf(t, second))).status).toBe(200);
    const overAddress = await fetch(
      `${base}/api/events?ticket=${encodeURIComponent(await ticketOf(t, second))}`,
    );
    expect(overAddress.status).toBe(429);
    expect(((await overAddress.json()) as { message: string }).message).toMatch(/from this address/);

    // A tab that closes makes room.
    await tabs[0]!.close();
    await expect
      .poll(async () => (await open(base, await ticketOf(t, first))).status, { timeout: 5000 })
      .toBe(200);
  });
});
