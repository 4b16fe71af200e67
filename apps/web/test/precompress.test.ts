import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../build/precompress.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wbn-precompress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const js = 'export function add(a, b) { return a + b; }\n'.repeat(100);
const css = '.card { display: flex; gap: 8px; }\n'.repeat(50);

describe('precompressDir', () => {
  it('writes a .br and a .gz sibling of each text asset, nested ones too, that decode to it', async () => {
    mkdirSync(join(dir, 'fonts'));
    writeFileSync(join(dir, 'index-abc123.js'), js);
    writeFileSync(join(dir, 'index-abc123.css'), css);
    writeFileSync(
      join(dir, 'fonts', 'icons-abc123.svg'),
      '<svg><path d="M0 0h24v24H0z"/></svg>\n'.repeat(20),
    );

    const results = await precompressDir(dir);

    expect(results.map((r) => r.file)).toEqual([
      join('fonts', 'icons-abc123.svg'),
      'index-abc123.css',
      'index-abc123.js',
    ]);
    for (const { file, size, br, gz } of results) {
      const raw = readFileSync(join(dir, file));
      expect(size).toBe(raw.length);
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`)))).toEqual(raw);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`)))).toEqual(raw);
      expect(br).toBe(readFileSync(join(dir, `${file}.br`)).length);
      expect(gz).toBe(readFileSync(join(dir, `${file}.gz`)).length);
      // Brotli at its best quality beats gzip -9 on text.
      expect(br!).toBeLessThan(gz!);
      expect(gz!).toBeLessThan(size);
    }
  });

  it('leaves formats that are compressed already, and source maps', async () => {
    const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(4096)]);
    writeFileSync(join(dir, 'logo-abc123.png'), png);
    writeFileSync(join(dir, 'inter-abc123.woff2'), Buffer.alloc(4096));
    writeFileSync(join(dir, 'index-abc123.js.map'), JSON.stringify({ mappings: 'AAAA;'.repeat(1000) }));

    expect(await precompressDir(dir)).toEqual([]);
    for (const name of ['logo-abc123.png', 'inter-abc123.woff2', 'index-abc123.js.map']) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });

  it('writes no copy that would not be smaller', async () => {
    // Random bytes do not compress, and a few bytes are outweighed by the formats' headers.
    writeFileSync(join(dir, 'random-abc123.js'), randomBytes(2048));
    writeFileSync(join(dir, 'tiny-abc123.js'), 'x');

    const results = await precompressDir(dir);

    expect(results).toEqual([
      { file: 'random-abc123.js', size: 2048 },
      { file: 'tiny-abc123.js', size: 1 },
    ]);
    for (const name of ['random-abc123.js', 'tiny-abc123.js']) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });

  it('compresses nothing twice when run again, and takes a missing folder for no assets', async () => {
    writeFileSync(join(dir, 'index-abc123.js'), js);
    await precompressDir(dir);
    expect((await precompressDir(dir)).map((r) => r.file)).toEqual(['index-abc123.js']);
    expect(await precompressDir(join(dir, 'no-such-folder'))).toEqual([]);
  });
});
