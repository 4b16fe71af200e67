import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryMessage } from '@wbn/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness } from '../../../test/business-fixtures.ts';
import { openStream, type Stream } from '../../../test/sse-client.ts';
import { issueTicket } from './event-ticket.ts';

let t: TestApp;
let base: string;
let buyer: SignedInUser;
let seller: SignedInUser;
let supplier: string;
const streams: Stream[] = [];

const call = (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authHeaders(user.token), ...(payload ? { payload } : {}) });

async function ticket(user: SignedInUser): Promise<string> {
  const res = await call(user, 'POST', '/api/events/ticket');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ticket;
}

async function stream(user: SignedInUser, lastEventId?: string) {
  const s = await openStream(
    `${base}/api/events?ticket=${encodeURIComponent(await ticket(user))}${lastEventId ? `&lastEventId=${lastEventId}` : ''}`,
  );
  streams.push(s);
  return s;
}

/** A whole number of Unix seconds within the last minute (the calls' times). */
const isRecentSeconds = (value: unknown) =>
  Number.isInteger(value) && Math.abs((value as number) - Date.now() / 1000) < 60;

const isMessage = (content: string) => (e: { event: string; data: unknown }) =>
  e.event === 'message' && (e.data as { message: InquiryMessage }).message.content === content;

beforeAll(async () => {
  t = await createTestApp({ STORAGE_SECRET: 'events-test-secret-0123456789-abcdefghij' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [buyer, seller] = (await Promise.all([createSignedInUser(t), createSignedInUser(t)])) as [
    SignedInUser,
    SignedInUser,
  ];
  for (const u of [buyer, seller]) await call(u, 'GET', '/api/user/profile');
  supplier = (await createBusiness(t, seller, { companyName: 'Lakeside Bearings' })).businessID;
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await t.close();
});

describe('the events stream', () => {
  it('opens only with a valid ticket, which only a signed-in user gets', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/events/ticket' })).statusCode).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    const forged = issueTicket('another-secret', buyer.userID, buyer.sessionId, now);
    const secret = t.config.storageSecret!;
    const expired = issueTicket(secret, buyer.userID, buyer.sessionId, now - 120);
    const good = issueTicket(secret, buyer.userID, buyer.sessionId, now);
    // The same signature spelt another way (padding appended) is not the ticket we wrote.
    const padded = `${good.ticket}==`;
    for (const bad of [forged.ticket, 'nonsense', expired.ticket, padded]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/events?ticket=${encodeURIComponent(bad)}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().name).toBe('Unauthorized');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(400);
    // The same key signs a ticket that opens.
    const opened = await openStream(`${base}/api/events?ticket=${encodeURIComponent(good.ticket)}`);
    expect(opened.status).toBe(200);
    await opened.close();
    const open = await stream(buyer);
    expect(open.status).toBe(200);
    expect(open.contentType).toMatch(/^text\/event-stream/);
    // The API's own headers go out with the stream.
    expect(open.headers.get('x-content-type-options')).toBe('nosniff');
    expect(open.headers.get('x-request-id')).toBeTruthy();
    expect(open.headers.get('cache-control')).toBe('no-store');
  });

  it('delivers a new inquiry, its answer, a read receipt, the end and notifications to both sides live', async () => {
    const buyerTab = await stream(buyer);
    const sellerTab = await stream(seller);
    const sent = await call(buyer, 'POST', '/api/business/request', {
      to: supplier,
      subject: 'Price quotation',
      message: 'Price for 500 6204-2RS bearings?',
    });
    const { requestID } = sent.json().data;
    const live = await sellerTab.next(isMessage('Price for 500 6204-2RS bearings?'));
    await buyerTab.next(isMessage('Price for 500 6204-2RS bearings?'));
    const bell = await sellerTab.next((e) => e.event === 'notification');
    expect(bell.data).toMatchObject({
      notification: { kind: 'inquiry', subject: 'Price quotation' },
      unread: 1,
    });
    // The stream's payloads are the calls' own: times in Unix seconds, like every other call.
    const listed = (await call(seller, 'GET', '/api/notifications')).json().data.notifications[0];
    expect((bell.data as { notification: unknown }).notification).toEqual(listed);
    expect(listed.readAt).toBeNull();
    expect(isRecentSeconds(listed.createdAt)).toBe(true);

    const read = await call(seller, 'GET', `/api/business/request/${requestID}/get-messages?bid=${supplier}`);
    const [stored] = read.json().data.messages as InquiryMessage[];
    expect((live.data as { message: InquiryMessage }).message).toEqual(stored);
    expect(isRecentSeconds(stored!.datetime)).toBe(true);
    // The event's id, the resume point, keeps the stored time's milliseconds.
    expect(Math.floor(Number(live.id) / 1000)).toBe(stored!.datetime);
    await buyerTab.next((e) => e.event === 'thread-read' && (e.data as { side: string }).side === 'R');

    await call(seller, 'POST', `/api/business/request/${requestID}/send-message?bid=${supplier}`, {
      content: 'US$ 1.85 each, ex works.',
      clientID: randomUUID(),
    });
    await buyerTab.next(isMessage('US$ 1.85 each, ex works.'));
    await buyerTab.next(
      (e) =>
        e.event === 'notification' &&
        (e.data as { notification: { kind: string } }).notification.kind === 'message',
    );

    const ended = await call(
      buyer,
      'POST',
      `/api/business/request/${requestID}/end-request?bid=${buyer.userID}`,
    );
    const { closedAt } = ended.json().data as { closedAt: number };
    expect(isRecentSeconds(closedAt)).toBe(true);
    for (const tab of [buyerTab, sellerTab]) {
      const closed = await tab.next((e) => e.event === 'thread-closed');
      expect(closed.data).toEqual({ requestID, closedAt });
    }
  });

  it('replays what a reconnecting stream missed since its last event id', async () => {
    const first = await stream(buyer);
    const { requestID } = (
      await call(buyer, 'POST', '/api/business/request', {
        to: supplier,
        subject: 'Samples',
        message: 'Two samples?',
      })
    ).json().data;
    const seen = await first.next(isMessage('Two samples?'));
    await first.close();
    // While the buyer is away: two answers and a notification.
    for (const content of ['Yes, this week.', 'Tracking follows.']) {
      await call(seller, 'POST', `/api/business/request/${requestID}/send-message?bid=${supplier}`, {
        content,
        clientID: randomUUID(),
      });
    }
    const again = await stream(buyer, seen.id!);
    await again.next(isMessage('Yes, this week.'));
    await again.next(isMessage('Tracking follows.'));
    await again.next((e) => e.event === 'notification');
    const ids = again.received.map((e) => Number(e.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it('tells a stream that missed more than a replay carries to read everything again', async () => {
    const since = String(Date.now());
    const { requestID } = (
      await call(buyer, 'POST', '/api/business/request', { to: supplier, subject: 'Many', message: 'Start' })
    ).json().data;
    for (let batch = 0; batch < 11; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call(seller, 'POST', `/api/business/request/${requestID}/send-message?bid=${supplier}`, {
            content: `Line ${batch * 10 + i}`,
            clientID: randomUUID(),
          }),
        ),
      );
    }
    const behind = await stream(buyer, since);
    await behind.next((e) => e.event === 'resync');
    expect(behind.received.filter((e) => e.event === 'message')).toEqual([]);
  });
});
