import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

// How the web app's files and the API's JSON travel: hashed assets precompressed at build time
// (apps/web/build/precompress.ts) and sent by Accept-Encoding with a year's caching; documents
// revalidated every time; API answers above 1 KB compressed on the fly, nothing else.

const assetPath = '/assets/index-abc123.js';
const asset = 'export const greeting = "hello from the web app";\n'.repeat(200);

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  // A built web app in miniature, as `npm run build -w @wbn/web` lays it out.
  distDir = mkdtempSync(join(tmpdir(), 'wbn-web-assets-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>WBN</title><!--app-head--></head><body></body></html>',
  );
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(distDir, assetPath), asset);
  writeFileSync(join(distDir, `${assetPath}.br`), brotliCompressSync(asset));
  writeFileSync(join(distDir, `${assetPath}.gz`), gzipSync(asset));
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('hashed assets', () => {
  const expectAssetHeaders = (res: Awaited<ReturnType<typeof get>>) => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  };

  it('are sent brotli-compressed to a client that accepts br', async () => {
    const res = await get(assetPath, 'gzip, deflate, br');
    expectAssetHeaders(res);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(asset);
  });

  it('are sent gzip-compressed to a client that accepts only gzip', async () => {
    const res = await get(assetPath, 'gzip');
    expectAssetHeaders(res);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(asset);
  });

  it('are sent as they are to a client that accepts neither', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const res = await get(assetPath, acceptEncoding);
      expectAssetHeaders(res);
      expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(res.body, acceptEncoding).toBe(asset);
    }
  });

  it('do not expose the compressed copies at URLs of their own', async () => {
    const res = await get(`${assetPath}.br`, 'br');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});

describe('documents and other public files', () => {
  it('revalidate the HTML of / and of a page route every time, with its security policy', async () => {
    for (const url of ['/', '/about-us', '/index.html']) {
      // Documents are not compressed by the API's compression, even when the client would take it.
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('keep a short life for files whose name does not change across builds', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('API answers', () => {
  it('are compressed above 1 KB as the client asks, and not when it does not', async () => {
    const plain = await get('/api/ref-data/country');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/ref-data/country', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/ref-data/country', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('are sent as they are below 1 KB', async () => {
    const res = await get('/api/ref-data/gender', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.json().success).toBe(true);
  });
});
