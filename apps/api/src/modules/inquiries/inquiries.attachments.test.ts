import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryAttachment, InquiryMessage } from '@wbn/contracts';
import { eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createBusiness } from '../../../test/business-fixtures.ts';
import { minimalPdf } from '../../../test/pdf-fixture.ts';
import { openStream, type Stream } from '../../../test/sse-client.ts';
import { askUploadForm, postUploadForm } from '../../../test/upload-helpers.ts';

/**
 * Attachments as a thread's readers get them: the stored URL is never signed, every answer and
 * event that carries a message carries links signed at that moment, which open the file (without
 * the token header, as a browser's <img> or download asks for it) until they expire.
 */
let t: TestApp;
let base: string;
let buyer: SignedInUser;
let seller: SignedInUser;
let supplier: string;
const streams: Stream[] = [];

const call = (user: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: authHeaders(user.token), ...(payload ? { payload } : {}) });

async function stream(user: SignedInUser, lastEventId?: string) {
  const ticket = (await call(user, 'POST', '/api/events/ticket')).json().data.ticket as string;
  const s = await openStream(
    `${base}/api/events?ticket=${encodeURIComponent(ticket)}${lastEventId ? `&lastEventId=${lastEventId}` : ''}`,
  );
  streams.push(s);
  return s;
}

/** Uploads a file for the buyer as an inquiry attachment: its token. */
async function uploaded(file: Buffer, type: string, fileName: string) {
  const form = await askUploadForm(t, buyer, file, { contentType: type, fileName });
  const res = await postUploadForm(t, buyer, form, file, type, fileName);
  expect(res.statusCode, res.body).toBe(201);
  return form.token;
}

const signedLink =
  /^\/files\/images\/inquiry-attachment\/[\w-]+\.(?:pdf|webp)\?expires=\d+&signature=[\w-]{43}$/;

/** Each attachment's link opens its file for anyone holding it, privately cached. */
async function expectOpens(attachments: InquiryAttachment[]) {
  for (const a of attachments) {
    expect(a.url).toMatch(signedLink);
    const unsigned = await t.app.inject({ method: 'GET', url: a.url.slice(0, a.url.indexOf('?')) });
    expect(unsigned.statusCode).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: a.url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(res.headers['content-type']).toBe(a.contentType);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [buyer, seller] = (await Promise.all([createSignedInUser(t), createSignedInUser(t)])) as [
    SignedInUser,
    SignedInUser,
  ];
  for (const u of [buyer, seller]) await call(u, 'GET', '/api/user/profile');
  supplier = (await createBusiness(t, seller, { companyName: 'Northgate Fittings' })).businessID;
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await t.close();
});

describe('attachments of an inquiry', () => {
  it('reach the readers as signed links that open the files, live, read and replayed', async () => {
    const live = await stream(seller);
    const tokens = [
      await uploaded(minimalPdf({ text: 'Drawing' }), 'application/pdf', 'drawing.html'),
      await uploaded(
        await sharp({ create: { width: 80, height: 60, channels: 3, background: '#48c' } })
          .png()
          .toBuffer(),
        'image/png',
        'flange.png',
      ),
    ];
    const sent = await call(buyer, 'POST', '/api/business/request', {
      to: supplier,
      subject: 'Price quotation',
      message: 'Please quote these flanges.',
      attachments: tokens,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { requestID } = sent.json().data as { requestID: string };

    // Stored unsigned, under the name with the stored file's extension.
    const [row] = await t.db
      .select({ attachments: tables.inquiryMessages.attachments })
      .from(tables.inquiryMessages)
      .where(eq(tables.inquiryMessages.requestId, requestID));
    expect(row!.attachments.map((a) => a.url)).toEqual([
      expect.stringMatching(/^\/files\/images\/inquiry-attachment\/[\w-]+\.pdf$/),
      expect.stringMatching(/^\/files\/images\/inquiry-attachment\/[\w-]+\.webp$/),
    ]);

    // The live event.
    const event = await live.next(
      (e) => e.event === 'message' && (e.data as { message: InquiryMessage }).message.requestID === requestID,
    );
    const heard = (event.data as { message: InquiryMessage }).message;
    expect(heard.attachments.map((a) => a.name)).toEqual(['drawing.pdf', 'flange.webp']);
    await expectOpens(heard.attachments);

    // The thread, read by the supplier.
    const read = await call(seller, 'GET', `/api/business/request/${requestID}/get-messages?bid=${supplier}`);
    expect(read.statusCode, read.body).toBe(200);
    const [first] = read.json().data.messages as InquiryMessage[];
    expect(first!.attachments).toMatchObject([
      { name: 'drawing.pdf', contentType: 'application/pdf' },
      { name: 'flange.webp', contentType: 'image/webp' },
    ]);
    await expectOpens(first!.attachments);
    const download = await t.app.inject({ method: 'GET', url: first!.attachments[0]!.url });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="drawing\.pdf"/);

    // The replay of a stream that comes back.
    await live.close();
    await call(seller, 'POST', `/api/business/request/${requestID}/send-message?bid=${supplier}`, {
      content: 'Received, quoting today.',
      clientID: randomUUID(),
    });
    const back = await stream(buyer, String(first!.datetime * 1000 - 1));
    const replayed = await back.next(
      (e) =>
        e.event === 'message' &&
        (e.data as { message: InquiryMessage }).message.messageID === first!.messageID,
    );
    await expectOpens((replayed.data as { message: InquiryMessage }).message.attachments);
  });

  it('stored before names took the stored extension, are shown with it', async () => {
    const token = await uploaded(minimalPdf({ text: 'Old' }), 'application/pdf', 'old.pdf');
    const sent = await call(buyer, 'POST', '/api/business/request', {
      to: supplier,
      subject: 'Samples',
      message: 'An older message.',
      attachments: [token],
    });
    const { requestID } = sent.json().data as { requestID: string };
    // As a message stored by the earlier code would hold it.
    const [row] = await t.db
      .select()
      .from(tables.inquiryMessages)
      .where(eq(tables.inquiryMessages.requestId, requestID));
    await t.db
      .update(tables.inquiryMessages)
      .set({ attachments: row!.attachments.map((a) => ({ ...a, name: 'old.html' })) })
      .where(eq(tables.inquiryMessages.requestId, requestID));
    const read = await call(seller, 'GET', `/api/business/request/${requestID}/get-messages?bid=${supplier}`);
    const [message] = read.json().data.messages as InquiryMessage[];
    expect(message!.attachments[0]!.name).toBe('old.pdf');
  });
});
