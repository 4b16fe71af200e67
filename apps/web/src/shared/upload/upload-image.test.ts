import { afterEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@wbn/contracts';
import { buildUploadForm, isOwnOrigin, precheckImage, uploadImage } from './upload-image.ts';
import { installAuthHooks } from '../api/client.ts';

const pngBytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const file = (bytes: Uint8Array, name: string, type: string, pad = 0) =>
  new File([bytes as BlobPart, new Uint8Array(pad)], name, { type });

describe('precheckImage', () => {
  it('accepts a small PNG, even when the browser gives no type', async () => {
    expect(await precheckImage(file(pngBytes, 'a.png', 'image/png'))).toBeNull();
    expect(await precheckImage(file(pngBytes, 'a', ''))).toBeNull();
  });

  it('refuses a text file named .png, and other types, with a clear message', async () => {
    const text = await precheckImage(file(new TextEncoder().encode('hello world!'), 'a.png', 'image/png'));
    expect(text).toMatchObject({ code: 'type' });
    const gif = await precheckImage(file(new TextEncoder().encode('GIF89a......'), 'a.gif', 'image/gif'));
    expect(gif?.message).toMatch(/JPEG, PNG/);
  });

  it('refuses more than 500 KB and says by how much', async () => {
    const big = file(pngBytes, 'big.png', 'image/png', 600 * 1024 - pngBytes.length);
    const problem = await precheckImage(big);
    expect(problem).toMatchObject({ code: 'size', max: limits.imageMaxBytes });
    expect(problem?.message).toBe('This image is 600 KB; images can be at most 500 KB.');
  });
});

describe('the signed form', () => {
  it('sends every field first and the file last', () => {
    const form = buildUploadForm(
      {
        url: '/files/upload',
        fields: { key: 'k', 'Content-Type': 'image/png', policy: 'p', signature: 's' },
      },
      file(pngBytes, 'a.png', 'image/png'),
      'a.png',
    );
    expect([...form.keys()]).toEqual(['key', 'Content-Type', 'policy', 'signature', 'file']);
  });

  it('knows its own origin from a bucket', () => {
    expect(isOwnOrigin('http://localhost:3000/files/upload', 'http://localhost:3000')).toBe(true);
    expect(isOwnOrigin('/files/upload', 'http://localhost:3000')).toBe(true);
    expect(isOwnOrigin('https://bucket.s3.amazonaws.com', 'http://localhost:3000')).toBe(false);
  });
});

/** A stand-in XMLHttpRequest that answers with the given responses in turn. */
function fakeXhr(responses: { status: number; body: string }[]) {
  const sent: { url: string; headers: Record<string, string>; body: FormData }[] = [];
  const make = () => {
    const xhr = {
      status: 0,
      responseText: '',
      headers: {} as Record<string, string>,
      url: '',
      upload: { onprogress: null as null | ((e: Partial<ProgressEvent>) => void) },
      onload: null as null | (() => void),
      onerror: null as null | (() => void),
      onabort: null as null | (() => void),
      open(_m: string, url: string) {
        xhr.url = url;
      },
      setRequestHeader(k: string, v: string) {
        xhr.headers[k] = v;
      },
      abort() {
        xhr.onabort?.();
      },
      send(body: FormData) {
        sent.push({ url: xhr.url, headers: xhr.headers, body });
        const r = responses.shift()!;
        xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        xhr.status = r.status;
        xhr.responseText = r.body;
        queueMicrotask(() => xhr.onload?.());
      },
    };
    return xhr as unknown as XMLHttpRequest;
  };
  return { make, sent };
}

describe('uploadImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    installAuthHooks({ accessToken: () => null, onUnauthorized: async () => false });
  });

  const stubApi = (url: string) => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('location', { origin: 'http://localhost:3000', href: 'http://localhost:3000/' });
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      calls.push({ url: input, body: JSON.parse(String(init.body)) });
      return new Response(
        JSON.stringify({
          success: true,
          data: {
            signedPost: { url, fields: { key: 'incoming/x', policy: 'p' } },
            token: '8f1c6a52-6c1f-4c55-9a40-93a0a9a9b2d1',
            expiresAt: 0,
            maxBytes: 512000,
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    });
    return calls;
  };

  it('asks for a form, posts to our own /files/upload with wbn-auth, reports progress and returns the token', async () => {
    const calls = stubApi('http://localhost:3000/files/upload');
    installAuthHooks({ accessToken: () => 'access-1', onUnauthorized: async () => false });
    const xhr = fakeXhr([
      {
        status: 201,
        body: JSON.stringify({ success: true, data: { url: '/files/images/x.webp', width: 4 } }),
      },
    ]);
    const progress: number[] = [];
    const result = await uploadImage(
      file(pngBytes, 'me.png', 'image/png'),
      { kind: 'profilePhoto' },
      { xhr: xhr.make, onProgress: (p) => progress.push(p) },
    );
    expect(calls[0]).toMatchObject({
      url: '/api/user/profile-photo/upload-request',
      body: { contentType: 'image/png', fileSize: 12 },
    });
    expect(xhr.sent[0]!.headers['wbn-auth']).toBe('access-1');
    expect(progress).toEqual([0.5, 1]);
    expect(result).toEqual({
      token: '8f1c6a52-6c1f-4c55-9a40-93a0a9a9b2d1',
      url: '/files/images/x.webp',
      width: 4,
    });
  });

  it('never sends the session token to a bucket elsewhere, and accepts its empty 204', async () => {
    const calls = stubApi('https://wbn.s3.eu-west-1.amazonaws.com');
    installAuthHooks({ accessToken: () => 'access-1', onUnauthorized: async () => false });
    const xhr = fakeXhr([{ status: 204, body: '' }]);
    const result = await uploadImage(
      file(pngBytes, 'logo.png', 'image/png'),
      { kind: 'business', purpose: 'logo' },
      { xhr: xhr.make },
    );
    expect(calls[0]!.url).toBe('/api/files/upload-request/business');
    expect(calls[0]!.body).toMatchObject({ purpose: 'logo' });
    expect(xhr.sent[0]!.headers['wbn-auth']).toBeUndefined();
    expect(result.token).toBe('8f1c6a52-6c1f-4c55-9a40-93a0a9a9b2d1');
  });

  it('refreshes the session once on a 401 and retries', async () => {
    stubApi('http://localhost:3000/files/upload');
    let token = 'old';
    installAuthHooks({
      accessToken: () => token,
      onUnauthorized: async (name) => {
        expect(name).toBe('TokenExpiredError');
        token = 'new';
        return true;
      },
    });
    const xhr = fakeXhr([
      {
        status: 401,
        body: JSON.stringify({ success: false, name: 'TokenExpiredError', message: 'expired' }),
      },
      { status: 201, body: JSON.stringify({ success: true, data: {} }) },
    ]);
    await uploadImage(
      file(pngBytes, 'a.png', 'image/png'),
      { kind: 'user', purpose: 'coverPhoto' },
      { xhr: xhr.make },
    );
    expect(xhr.sent.map((s) => s.headers['wbn-auth'])).toEqual(['old', 'new']);
  });

  it("turns the server's refusal into an ApiError with its name", async () => {
    stubApi('http://localhost:3000/files/upload');
    const xhr = fakeXhr([
      {
        status: 415,
        body: JSON.stringify({
          success: false,
          name: 'UnsupportedMediaType',
          message: 'Only JPEG, PNG and WebP',
        }),
      },
    ]);
    await expect(
      uploadImage(
        file(pngBytes, 'a.png', 'image/png'),
        { kind: 'user', purpose: 'postImage' },
        { xhr: xhr.make },
      ),
    ).rejects.toMatchObject({ name: 'UnsupportedMediaType', status: 415 });
  });
});
