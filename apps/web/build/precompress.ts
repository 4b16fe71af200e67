import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Formats that carry their own compression (a second pass only costs build time and disk), and maps. */
const skipped = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.woff',
  '.woff2',
  '.mp3',
  '.mp4',
  '.webm',
  '.ogg',
  '.zip',
  '.br',
  '.gz',
  // Source maps are fetched by developer tools only, and brotli's best quality on them would be
  // four fifths of this step's time (13 s of 16 s on 6 MB of maps, measured on a 2-core machine).
  '.map',
]);

export interface PrecompressedFile {
  /** The file's path relative to the folder that was compressed. */
  file: string;
  size: number;
  /** The size of the `.br` sibling written, or undefined when brotli did not make it smaller. */
  br?: number;
  /** The size of the `.gz` sibling written, or undefined when gzip did not make it smaller. */
  gz?: number;
}

/**
 * Writes a `.br` (brotli, best quality) and a `.gz` (gzip level 9) sibling of every file under
 * `dir` (the build's hashed `assets/`), each only when it is smaller than the file itself, so that
 * the server (@fastify/static's `preCompressed`) sends the smallest encoding the client accepts
 * and never compresses at request time. Formats compressed already (images, woff, media) and source maps are left.
 * A missing `dir` is no error: a build may have no assets.
 */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  let names: string[];
  try {
    names = (await readdir(dir, { recursive: true })).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const results: PrecompressedFile[] = [];
  // One file at a time (its two encodings side by side): the build machine may be small.
  for (const name of names) {
    if (skipped.has(extname(name).toLowerCase())) continue;
    const path = join(dir, name);
    if (!(await stat(path)).isFile()) continue;
    const raw = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    const result: PrecompressedFile = { file: name, size: raw.length };
    if (br.length < raw.length) {
      await writeFile(`${path}.br`, br);
      result.br = br.length;
    }
    if (gz.length < raw.length) {
      await writeFile(`${path}.gz`, gz);
      result.gz = gz.length;
    }
    results.push(result);
  }
  return results;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Vite build plugin: precompresses `<outDir>/assets` once the bundle is written (see precompressDir). */
export function precompress(): Plugin {
  return {
    name: 'wbn:precompress',
    apply: 'build',
    async writeBundle(outputOptions) {
      if (!outputOptions.dir) return;
      const files = await precompressDir(resolve(outputOptions.dir, 'assets'));
      const total = (pick: (f: PrecompressedFile) => number | undefined) =>
        files.reduce((sum, f) => sum + (pick(f) ?? f.size), 0);
      this.info(
        `precompressed ${files.length} assets: ${kB(total((f) => f.size))} raw, ` +
          `${kB(total((f) => f.gz))} gzip, ${kB(total((f) => f.br))} brotli`,
      );
    },
  };
}
