import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

// The architecture rules that matter most are enforced here rather than only written down, on the
// resolved file an import leads to (relative paths included): import-x/no-restricted-paths zones.
// A zone forbids files under `target` to import anything under each `from`, bar `except`, which
// is resolved against that `from` (a directory; `except` cannot be a glob there). Zones are
// static, so the ones that depend on the folder list are generated from it here, when the
// config loads: a new web feature or API module is covered without editing this file.
const root = import.meta.dirname;
const subfolders = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

// Web: a feature never imports another feature, not even its index.ts: a page that shows several
// features is composed in src/app (app/pages), which hands each feature's screen the other
// features' parts. src/app takes a feature through its index.ts (what it offers) or, for the
// router, its routes.ts (routes.tsx). shared/ depends on neither features nor app, and features
// never import app (the shell, router and providers), except that a feature's tests may boot the
// app's i18next (app/i18n-all.ts: every namespace, the real strings). The tests of src/app's
// pages may seed any feature's cache and fixtures, so the src/app zone holds for its code only.
const web = 'apps/web/src';
const webFeatures = subfolders(`${web}/features`);
const webTests = [`${web}/**/*.test.{ts,tsx}`, `${web}/**/*.test-data.{ts,tsx}`];
const webZones = ({ tests }) =>
  [
    ...webFeatures.map((feature) => ({
      target: `${web}/features/${feature}`,
      from: webFeatures.filter((other) => other !== feature).map((other) => `${web}/features/${other}`),
      message: 'A feature does not import another feature: compose them in a page of src/app (app/pages).',
    })),
    ...(tests
      ? []
      : [
          {
            target: `${web}/app`,
            from: webFeatures.map((feature) => `${web}/features/${feature}`),
            except: ['./index.ts', './routes.ts', './routes.tsx'],
            message: 'src/app takes a feature through its index.ts or, for the router, its routes.ts.',
          },
        ]),
    {
      target: `${web}/features`,
      from: `${web}/app`,
      ...(tests ? { except: ['./i18n-all.ts'] } : {}),
      message: 'Features must not import src/app (providers, router, shell); shared/ is for what both use.',
    },
    {
      target: `${web}/shared`,
      from: [`${web}/features`, `${web}/app`],
      message: 'shared/ must not depend on features or app.',
    },
  ].filter((zone) => zone.from.length > 0);

// API: a module takes from another module only its service file, <module>.service.ts (its types
// and functions); never its repository, routes, mapper or anything else. One zone per pair of
// modules, since `except` is resolved against its `from` and each module's service has its own name.
// lib/ and the packages sit below the modules and plugins and never import them.
const api = 'apps/api/src';
const apiModules = subfolders(`${api}/modules`);
const apiZones = [
  ...apiModules.flatMap((module) =>
    apiModules
      .filter((other) => other !== module)
      .map((other) => ({
        target: `${api}/modules/${module}`,
        from: `${api}/modules/${other}`,
        except: [`./${other}.service.ts`],
        message: `A module imports another module only through its service (${other}.service.ts).`,
      })),
  ),
  {
    target: [`${api}/lib`, 'packages'],
    from: [`${api}/modules`, `${api}/plugins`],
    message: 'lib/ and packages/ sit below the API modules and plugins and must not import them.',
  },
];

const demoMessage =
  'The servers do not load the demo directory: only scripts/start.ts, the benchmarks and tests do.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'packages/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // No import circles anywhere: arrows one way. Lazy route imports count too, which is why a web
    // feature's pages are listed in its routes.ts (for the router) and not in its index.ts.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Web boundaries (see webZones above).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones({ tests: false }) }],
    },
  },
  {
    files: webTests,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones({ tests: true }) }],
    },
  },
  {
    // API boundaries (see apiZones above): kept in a block of their own for review.
    files: ['apps/api/src/**/*.ts', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiZones }] },
  },
  {
    // The demo directory's generators and word lists are for `npm start`, the benchmarks and tests:
    // the servers never load them (scripts/start.ts hands the loader the database it serves).
    files: ['apps/api/src/**/*.ts', 'apps/auth/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@wbn/db/demo', message: demoMessage }],
          patterns: [{ regex: '(^|/)db/src/demo(/|$)', message: demoMessage }],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // A browser test's poll waits as long as e2e/vitest.config.ts says, for every test alike.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='expect'][callee.property.name='poll'][arguments.length>1]",
          message: 'expect.poll takes its wait from e2e/vitest.config.ts; a number per test is a guess.',
        },
      ],
    },
  },
);
