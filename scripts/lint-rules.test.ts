import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';

// The architecture rules in eslint.config.js must bite: two files that import each other inside
// the API fail lint with import-x/no-cycle. The pair is written into the API's tree for the run
// (the rule's globs are the real ones) and removed after.
const dir = join('apps/api/src/lib', `lint-fixture-${process.pid}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the lint rules', () => {
  it('refuse an import circle in the API', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'left.ts'),
      "import { right } from './right.ts';\nexport const left = () => right;\n",
    );
    writeFileSync(
      join(dir, 'right.ts'),
      "import { left } from './left.ts';\nexport const right = () => left;\n",
    );
    const [result] = await new ESLint().lintFiles([join(dir, 'left.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('accept the same two files when the arrow goes one way', async () => {
    writeFileSync(join(dir, 'right.ts'), 'export const right = () => 1;\n');
    const [result] = await new ESLint().lintFiles([join(dir, 'left.ts')]);
    expect(result?.messages).toEqual([]);
  });
});
