import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebApp } from './test-support/web-build.ts';
import {
  checkBudgets,
  formatBudgets,
  routeFirstLoad,
  staticClosure,
  type Manifest,
  type RouteBudget,
} from './web-budget.ts';

// The first-load budget of the web app (decision 0015): the walk and the sums on a small made-up
// build, then the real build's main routes against their budgets.

describe('first-load weighing', () => {
  let dist: string;
  // An entry importing a vendor chunk and a stylesheet; a page that imports a chunk of its own and,
  // lazily, an editor; the strings of one namespace in two parts.
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      css: ['assets/index.css'],
      dynamicImports: ['src/pages/Page.tsx', 'src/features/shop/locales/en/a.json'],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    'src/pages/Page.tsx': {
      file: 'assets/Page.js',
      isDynamicEntry: true,
      imports: ['_vendor.js', '_cards.js'],
      dynamicImports: ['src/pages/Editor.tsx'],
    },
    '_cards.js': { file: 'assets/cards.js', css: ['assets/cards.css'] },
    'src/pages/Editor.tsx': { file: 'assets/Editor.js', isDynamicEntry: true },
    'src/features/shop/locales/en/a.json': { file: 'assets/a.js', isDynamicEntry: true },
    'src/features/shop/locales/en/b.json': { file: 'assets/b.js', isDynamicEntry: true },
  };
  // Sizes as the .gz files the build writes; b.js has none (too small to gain), so it is weighed.
  const gz: Record<string, number> = {
    'assets/index.js': 1000,
    'assets/vendor.js': 5000,
    'assets/index.css': 300,
    'assets/Page.js': 700,
    'assets/cards.js': 200,
    'assets/cards.css': 100,
    'assets/Editor.js': 9000,
    'assets/a.js': 50,
  };
  const smallFile = 'export default {"x":1}';
  const route = (budgetKb: number, strings: string[] = ['shop']): RouteBudget => ({
    path: '/page',
    page: 'src/pages/Page.tsx',
    strings,
    budgetKb,
  });

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'web-budget-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    for (const chunk of Object.values(manifest))
      for (const file of [chunk.file, ...(chunk.css ?? [])]) {
        writeFileSync(join(dist, file), file === 'assets/b.js' ? smallFile : 'x'.repeat(20_000));
        if (gz[file] !== undefined) writeFileSync(join(dist, `${file}.gz`), Buffer.alloc(gz[file]));
      }
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('walks static imports and stylesheets, never dynamic imports', () => {
    expect(staticClosure(manifest, ['index.html']).sort()).toEqual([
      'assets/index.css',
      'assets/index.js',
      'assets/vendor.js',
    ]);
    expect(staticClosure(manifest, ['src/pages/Page.tsx']).sort()).toEqual([
      'assets/Page.js',
      'assets/cards.css',
      'assets/cards.js',
      'assets/vendor.js',
    ]);
  });

  it("sums a route's entry, page and strings once each, from the .gz files or gzip", () => {
    const load = routeFirstLoad(dist, manifest, route(100));
    const bSize = Math.min(smallFile.length, gzipSync(smallFile, { level: 9 }).length);
    expect(load.files.map((f) => f.file).sort()).toEqual([
      'assets/Page.js',
      'assets/a.js',
      'assets/b.js',
      'assets/cards.css',
      'assets/cards.js',
      'assets/index.css',
      'assets/index.js',
      'assets/vendor.js',
    ]);
    // The vendor chunk, imported by both the entry and the page, counts once; the editor not at all.
    expect(load.bytes).toBe(1000 + 5000 + 300 + 700 + 200 + 100 + 50 + bSize);
    expect(load.over).toBe(false);
  });

  it('fails a route that is over its budget, and names it', () => {
    const loads = checkBudgets(dist, [route(7.3), { ...route(100), path: '/other' }]);
    expect(loads.map((l) => [l.path, l.over])).toEqual([
      ['/page', true],
      ['/other', false],
    ]);
    expect(formatBudgets(loads)).toMatch(/^\/page .* of 7\.3 kB {2}OVER$/m);
  });

  it('refuses a page or a namespace the build does not have', () => {
    expect(() => routeFirstLoad(dist, manifest, { ...route(100), page: 'src/pages/Gone.tsx' })).toThrow(
      /Gone\.tsx is not in the manifest/,
    );
    expect(() => routeFirstLoad(dist, manifest, route(100, ['nothing']))).toThrow(/namespace nothing/);
  });
});

describe('the web build', () => {
  // WEB_BUDGET_DIST names a build to weigh as it is (CI may have one); otherwise the test builds
  // the current sources once, into a folder of its own, as the browser tests do (never
  // apps/web/dist, which `npm start` may be rebuilding or serving).
  const given = process.env.WEB_BUDGET_DIST;
  const dist = resolve(given ?? `.tmp/web-budget-dist-${process.pid}`);

  beforeAll(() => {
    if (!given) buildWebApp(dist, { quiet: true });
  }, 120_000);
  afterAll(() => {
    if (!given) rmSync(dist, { recursive: true, force: true });
  });

  it('keeps the first load of every main route within its budget', () => {
    const loads = checkBudgets(dist);
    console.info(`first loads (gzip):\n${formatBudgets(loads)}`);
    expect(loads.filter((l) => l.over).map((l) => formatBudgets([l]))).toEqual([]);
  });
});
