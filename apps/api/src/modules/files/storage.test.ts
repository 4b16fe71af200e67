import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createLocalStorage, isStorageKey, loadStorageSecret } from './storage.ts';

const dirs: string[] = [];
const tempDir = async () => {
  const d = await mkdtemp(join(tmpdir(), 'wbn-storage-'));
  dirs.push(d);
  return d;
};
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('storage keys', () => {
  it('accepts only the keys the API writes', () => {
    expect(isStorageKey('images/profile-photo/AbCdEfGhIjKlMnOpQrStUv.webp')).toBe(true);
    expect(isStorageKey('incoming/8f1c6a52-6c1f-4c55-9a40-93a0a9a9b2d1')).toBe(true);
    for (const bad of [
      '../keys/storage-secret',
      'images/../../etc/passwd',
      'images/logo/..%2F..%2Fx.webp',
      '/etc/passwd',
      'images/logo/short.webp',
      'images/logo/AbCdEfGhIjKlMnOpQrStUv.svg',
      'images/Logo/AbCdEfGhIjKlMnOpQrStUv.webp',
    ]) {
      expect(isStorageKey(bad), bad).toBe(false);
    }
  });
});

describe('local storage', () => {
  it('writes, reads and deletes under its root, and refuses other keys', async () => {
    const root = await tempDir();
    const storage = createLocalStorage(root, 's'.repeat(40));
    const key = 'images/logo/AbCdEfGhIjKlMnOpQrStUv.webp';
    await storage.put(key, Buffer.from('abc'), 'image/webp');
    expect(await readFile(join(root, key), 'utf8')).toBe('abc');
    expect(await storage.read(key, 3)).toEqual(Buffer.from('abc'));
    expect(await storage.read(key, 2)).toBe('tooLarge');
    expect((await storage.get(key))?.size).toBe(3);
    expect(await storage.get('../outside')).toBeNull();
    await expect(storage.put('../outside.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('signs forms that post to its own /files/upload', async () => {
    const storage = createLocalStorage(await tempDir(), 's'.repeat(40));
    const post = await storage.signedPost(
      {
        v: 1,
        upload: 'u',
        key: 'incoming/k',
        contentType: 'image/png',
        maxBytes: 10,
        owner: 'o',
        exp: 1,
      },
      'http://mexico.localhost:3000',
    );
    expect(post.url).toBe('http://mexico.localhost:3000/files/upload');
    expect(Object.keys(post.fields).sort()).toEqual(['Content-Type', 'key', 'policy', 'signature']);
  });
});

describe('storage secret', () => {
  it('is generated once, kept with mode 0600, and reused', async () => {
    const dataDir = await tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await loadStorageSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'keys', 'storage-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadStorageSecret(config)).toBe(first);
  });

  it('comes from STORAGE_SECRET when set', async () => {
    const config = loadConfig({ DATA_DIR: await tempDir(), STORAGE_SECRET: 'k'.repeat(40) });
    expect(await loadStorageSecret(config)).toBe('k'.repeat(40));
  });

  it('refuses a short STORAGE_SECRET and a malformed STORAGE_URL at boot', () => {
    expect(() => loadConfig({ STORAGE_SECRET: 'short' })).toThrow(/STORAGE_SECRET/);
    expect(() => loadConfig({ STORAGE_URL: 'http://bucket' })).toThrow(/STORAGE_URL/);
    expect(loadConfig({}).uploadMaxBytes).toBe(512000);
  });
});
