import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryMessage } from '@wbn/contracts';
import { createTestInstances, type TestApp } from './test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from './auth-helpers.ts';
import { createBusiness } from './business-fixtures.ts';
import { launchBrowser } from '../../../scripts/test-support/browser.ts';
import { openStream, type Stream } from './sse-client.ts';

// Two API instances on one database with Redis (CI has it at 127.0.0.1:6379): a message sent
// through A reaches a stream connected to B; B going away and the stream coming back on A loses
// nothing, as the replay from the tables carries what was missed.

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('live events across two API instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  let close: () => Promise<void>;
  let buyer: SignedInUser;
  let seller: SignedInUser;
  let supplier: string;
  const streams: Stream[] = [];

  const call = (app: TestApp, user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.app.inject({ method, url, headers: authHeaders(user.token), ...(payload ? { payload } : {}) });

  async function stream(app: TestApp, base: string, user: SignedInUser, lastEventId?: string) {
    const ticket = (await call(app, user, 'POST', '/api/events/ticket')).json().data.ticket as string;
    const s = await openStream(
      `${base}/api/events?ticket=${encodeURIComponent(ticket)}${lastEventId ? `&lastEventId=${lastEventId}` : ''}`,
    );
    streams.push(s);
    return s;
  }

  /** The buyer asks the supplier through A: the new thread's request id. */
  async function ask(subject: string, message: string): Promise<string> {
    const sent = await call(a, buyer, 'POST', '/api/business/request', { to: supplier, subject, message });
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.json().data.requestID as string;
  }

  /** The seller answers in the thread, through A. */
  async function reply(requestID: string, content: string): Promise<void> {
    const url = `/api/business/request/${requestID}/send-message?bid=${supplier}`;
    const res = await call(a, seller, 'POST', url, { content, clientID: randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
  }

  const isMessage = (content: string) => (e: { event: string; data: unknown }) =>
    e.event === 'message' && (e.data as { message: InquiryMessage }).message.content === content;

  beforeAll(async () => {
    const made = await createTestInstances(2, { REDIS_URL: redisUrl! });
    [a, b] = made.instances as [TestApp, TestApp];
    close = made.close;
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    [buyer, seller] = (await Promise.all([createSignedInUser(a), createSignedInUser(a)])) as [
      SignedInUser,
      SignedInUser,
    ];
    for (const u of [buyer, seller]) await call(a, u, 'GET', '/api/user/profile');
    supplier = (await createBusiness(a, seller, { companyName: 'Two Rivers Hydraulics' })).businessID;
  });
  afterAll(async () => {
    await Promise.all(streams.map((s) => s.close()));
    await close?.();
  });

  it('delivers a message sent through A to a stream on B within a second', async () => {
    const onB = await stream(b, baseB, seller);
    const ticketFromA = await stream(a, baseA, buyer);
    const started = performance.now();
    await ask('Price quotation', 'Price for 20 gear pumps?');
    const got = await onB.next(isMessage('Price for 20 gear pumps?'), 1_000);
    expect(got.at - started).toBeLessThan(1_000);
    await ticketFromA.next(isMessage('Price for 20 gear pumps?'), 1_000);
  });

  it("delivers it to a browser's EventSource on B within a second", async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${baseB}/api/health/constant`);
      const ticket = (await call(b, seller, 'POST', '/api/events/ticket')).json().data.ticket as string;
      await page.evaluate(
        (url) => {
          const w = globalThis as unknown as { arrived: Record<string, number>; opened: boolean };
          w.arrived = {};
          const source = new (
            globalThis as unknown as { EventSource: new (u: string) => EventTarget & { onopen: () => void } }
          ).EventSource(url);
          source.onopen = () => (w.opened = true);
          source.addEventListener('message', (e) => {
            const { message } = JSON.parse((e as unknown as { data: string }).data) as {
              message: { content: string };
            };
            w.arrived[message.content] = Date.now();
          });
        },
        `/api/events?ticket=${encodeURIComponent(ticket)}`,
      );
      await page.waitForFunction(() => (globalThis as unknown as { opened?: boolean }).opened === true);
      const started = Date.now();
      await ask('Samples', 'Could you send a sample pump?');
      const arrived = await page.waitForFunction(
        () =>
          (globalThis as unknown as { arrived: Record<string, number> }).arrived[
            'Could you send a sample pump?'
          ],
        undefined,
        { timeout: 1_000 },
      );
      expect(Number(await arrived.jsonValue()) - started).toBeLessThan(1_000);
    } finally {
      await browser.close();
    }
  });

  it('loses nothing when B goes away and the stream comes back on A', async () => {
    const onB = await stream(b, baseB, buyer);
    const requestID = await ask('Lead time', 'Lead time?');
    const last = await onB.next(isMessage('Lead time?'), 1_000);
    await b.close();
    await onB.next(() => false, 200).catch(() => undefined);
    expect(onB.ended).toBe(true);
    for (const content of ['Six weeks.', 'Four if you take stock sizes.']) await reply(requestID, content);
    const back = await stream(a, baseA, buyer, last.id!);
    await back.next(isMessage('Six weeks.'), 1_000);
    await back.next(isMessage('Four if you take stock sizes.'), 1_000);
    // And it is live again.
    await reply(requestID, 'Shall I book it?');
    await back.next(isMessage('Shall I book it?'), 1_000);
  });
});
