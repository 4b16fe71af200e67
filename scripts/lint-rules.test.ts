import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';

// The architecture rules in eslint.config.js must bite. The files of each case are written into the
// real trees for the run (the rules' globs and zones are the real ones) and removed after; their
// names carry the process id, so two runs never meet.
// All of them are written before the first lint: the config lists the web features and the API
// modules when it loads (once per process, as ESLint caches it), so the fixture feature and module
// folders must already be there.
const id = process.pid;
const cycle = join('apps/api/src/lib', `lint-fixture-${id}`);
const features = 'apps/web/src/features';
const [featureA, featureB] = ['a', 'b'].map((side) => `lint-fixture-${id}-${side}`) as [string, string];
const modules = 'apps/api/src/modules';
const [moduleA, moduleB] = ['a', 'b'].map((side) => `lint-fixture-${id}-${side}`) as [string, string];
const authFixture = join('apps/auth/src', `lint-fixture-${id}`);
const composer = join('apps/web/src/app', `lint-fixture-${id}`);
const folders = [
  cycle,
  composer,
  join(features, featureA),
  join(features, featureB),
  join(modules, moduleA),
  join(modules, moduleB),
  authFixture,
];

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

async function lint(path: string): Promise<ESLint.LintResult['messages']> {
  const [result] = await new ESLint().lintFiles([path]);
  return result?.messages ?? [];
}

const ruleIds = (messages: ESLint.LintResult['messages']) => messages.map((m) => m.ruleId);

beforeAll(() => {
  write(join(cycle, 'left.ts'), "import { right } from './right.ts';\nexport const left = () => right;\n");
  write(join(cycle, 'right.ts'), "import { left } from './left.ts';\nexport const right = () => left;\n");

  // Web: feature B offers `inside` through its index.ts; feature A reaches for it by relative
  // paths, into its insides and through its index.ts (both refused: features do not import each
  // other); src/app takes it through the index.ts.
  write(join(features, featureB, 'lib/inside.ts'), 'export const inside = 1;\n');
  write(join(features, featureB, 'index.ts'), "export { inside } from './lib/inside.ts';\n");
  write(join(features, featureB, 'routes.ts'), 'export const routes = [];\n');
  const uses = (from: string, name = 'inside') =>
    `import { ${name} } from '${from}';\nexport const used = ${name};\n`;
  write(join(features, featureA, 'pages/via-inside.ts'), uses(`../../${featureB}/lib/inside.ts`));
  write(join(features, featureA, 'pages/via-index.ts'), uses(`../../${featureB}/index.ts`));
  write(join(features, featureA, 'pages/via-routes.ts'), uses(`../../${featureB}/routes.ts`, 'routes'));
  const bootsI18n = "import i18n from '../../../app/i18n-all.ts';\nexport const used = i18n;\n";
  write(join(features, featureA, 'pages/via-app.ts'), bootsI18n);
  write(join(features, featureA, 'pages/via-app.test.ts'), bootsI18n);
  // src/app composes features, each through its index.ts.
  write(
    join(composer, 'page.ts'),
    `import { inside } from '../../features/${featureB}/index.ts';\nexport const composed = inside;\n`,
  );

  // API: module B has a repository and a service; module A takes each.
  write(join(modules, moduleB, `${moduleB}.repository.ts`), 'export const findB = () => 1;\n');
  write(
    join(modules, moduleB, `${moduleB}.service.ts`),
    'export type B = { id: string };\nexport const getB = () => 1;\n',
  );
  write(
    join(modules, moduleA, 'via-repository.ts'),
    `import { findB } from '../${moduleB}/${moduleB}.repository.ts';\nexport const a = findB;\n`,
  );
  write(
    join(modules, moduleA, 'via-service.ts'),
    `import { getB, type B } from '../${moduleB}/${moduleB}.service.ts';\nexport const a = (b: B) => [b.id, getB()];\n`,
  );
  // The demo directory: the API and the sign-on service never load it; their tests may.
  const usesDemo = (from: string) =>
    `import { demoPassword } from '${from}';\nexport const a = demoPassword;\n`;
  write(join(modules, moduleA, 'via-demo.ts'), usesDemo('@wbn/db/demo'));
  write(join(modules, moduleA, 'via-demo-path.ts'), usesDemo('../../../../../packages/db/src/demo/index.ts'));
  write(join(modules, moduleA, 'via-demo.test.ts'), usesDemo('@wbn/db/demo'));
  write(join(authFixture, 'via-demo.ts'), usesDemo('@wbn/db/demo'));
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the lint rules', () => {
  it('refuse an import circle in the API', async () => {
    expect(ruleIds(await lint(join(cycle, 'left.ts')))).toContain('import-x/no-cycle');
  });

  it('accept the same two files when the arrow goes one way', async () => {
    writeFileSync(join(cycle, 'right.ts'), 'export const right = () => 1;\n');
    expect(await lint(join(cycle, 'left.ts'))).toEqual([]);
  });

  it("refuse a web feature reaching into another feature's insides by a relative path", async () => {
    expect(ruleIds(await lint(join(features, featureA, 'pages/via-inside.ts')))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuse a web feature importing another feature even through its index.ts', async () => {
    const messages = await lint(join(features, featureA, 'pages/via-index.ts'));
    expect(ruleIds(messages)).toContain('import-x/no-restricted-paths');
    expect(messages.map((m) => m.message).join('\n')).toContain('compose them in a page of src/app');
  });

  it('accept src/app importing a feature through its index.ts (only src/app composes features)', async () => {
    expect(await lint(join(composer, 'page.ts'))).toEqual([]);
  });

  it("refuse a web feature importing another feature's routes.ts (the router's alone)", async () => {
    expect(ruleIds(await lint(join(features, featureA, 'pages/via-routes.ts')))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuse a web feature importing src/app', async () => {
    expect(ruleIds(await lint(join(features, featureA, 'pages/via-app.ts')))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("accept a feature's test booting the app's i18next (app/i18n-all.ts), the one way in for tests", async () => {
    expect(await lint(join(features, featureA, 'pages/via-app.test.ts'))).toEqual([]);
  });

  it("refuse an API module importing another module's repository", async () => {
    expect(ruleIds(await lint(join(modules, moduleA, 'via-repository.ts')))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("accept an API module importing another module's service (its types and functions)", async () => {
    expect(await lint(join(modules, moduleA, 'via-service.ts'))).toEqual([]);
  });

  it('refuse the API and the sign-on service importing the demo directory, by package or by path', async () => {
    for (const file of [
      join(modules, moduleA, 'via-demo.ts'),
      join(modules, moduleA, 'via-demo-path.ts'),
      join(authFixture, 'via-demo.ts'),
    ]) {
      expect(ruleIds(await lint(file)), file).toContain('no-restricted-imports');
    }
  });

  it('accept an API test importing the demo directory (tests may load it)', async () => {
    expect(await lint(join(modules, moduleA, 'via-demo.test.ts'))).toEqual([]);
  });
});
