import { afterEach, describe, expect, it, vi } from 'vitest';
import { precheckAttachment, sniffAttachment, uploadAttachment } from './upload-attachment.ts';

const pngBytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const pdfBytes = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
const file = (bytes: Uint8Array, name: string, type: string, pad = 0) =>
  new File([bytes as BlobPart, new Uint8Array(pad)], name, { type });

describe('inquiry attachments', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('knows images and PDFs by their first bytes', async () => {
    expect(await sniffAttachment(file(pngBytes, 'a.png', 'image/png'))).toBe('image/png');
    expect(await sniffAttachment(file(pdfBytes, 'offer.pdf', 'application/pdf'))).toBe('application/pdf');
    expect(await sniffAttachment(file(new TextEncoder().encode('hello'), 'a.pdf', 'application/pdf'))).toBe(
      'other',
    );
  });

  it('accepts a PDF and an image, refuses other files and anything over 500 KB', async () => {
    expect(await precheckAttachment(file(pdfBytes, 'offer.pdf', 'application/pdf'))).toBeNull();
    expect(await precheckAttachment(file(pngBytes, 'a.png', 'image/png'))).toBeNull();
    const zip = await precheckAttachment(file(Uint8Array.from([0x50, 0x4b, 3, 4, 0, 0]), 'a.zip', ''));
    expect(zip).toMatchObject({ code: 'type' });
    const big = await precheckAttachment(file(pdfBytes, 'big.pdf', 'application/pdf', 600 * 1024));
    expect(big).toMatchObject({ code: 'size' });
    expect(big?.message).toMatch(/at most 500 KB/);
  });

  it('asks the user upload form for purpose inquiryAttachment with the PDF type and its name', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal('location', { origin: 'https://bucket.example', href: 'https://bucket.example/' });
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)));
      return new Response(
        JSON.stringify({
          success: true,
          data: { signedPost: { url: 'https://elsewhere.example', fields: {} }, token: 't-1' },
        }),
        { status: 200 },
      );
    });
    const xhr = () =>
      ({
        upload: {},
        open() {},
        setRequestHeader() {},
        send(this: { status: number; responseText: string; onload: () => void }) {
          this.status = 204;
          this.responseText = '';
          queueMicrotask(() => this.onload());
        },
      }) as unknown as XMLHttpRequest;
    const result = await uploadAttachment(file(pdfBytes, 'offer.pdf', 'application/pdf'), { xhr });
    expect(calls[0]).toEqual({
      contentType: 'application/pdf',
      fileSize: pdfBytes.length,
      fileName: 'offer.pdf',
      purpose: 'inquiryAttachment',
    });
    expect(result.token).toBe('t-1');
  });
});
