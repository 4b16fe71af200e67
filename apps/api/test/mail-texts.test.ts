import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uiLanguages } from '@wbn/contracts';
import { mailTextProblems } from '../src/lib/mail-texts.ts';

// The key check of the API's mail texts (decision 0029): every file named *mail-texts.ts under
// apps/api/src is found, and each table in it has every English key in every language with the
// same placeholders. A key removed from one language, or a placeholder renamed, fails here.

const src = join(import.meta.dirname, '../src');

type Table = Record<string, Record<string, string>>;
const isTable = (value: unknown): value is Table =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { en?: unknown }).en === 'object' &&
  Object.values((value as { en: object }).en).every((text) => typeof text === 'string');

async function tables(): Promise<{ name: string; table: Table }[]> {
  const files = (await readdir(src, { recursive: true }))
    .filter((f) => f.endsWith('mail-texts.ts'))
    .map((f) => join(src, f));
  const found: { name: string; table: Table }[] = [];
  for (const file of files) {
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const inFile = Object.entries(exports).filter(([, value]) => isTable(value));
    expect(inFile.length, `${relative(src, file)} exports a table of texts`).toBeGreaterThan(0);
    for (const [name, table] of inFile)
      found.push({ name: `${relative(src, file)}: ${name}`, table: table as Table });
  }
  return found;
}

describe('the mail texts', () => {
  it('have every English key in every language, with the same placeholders', async () => {
    const all = await tables();
    // Seven modules' mails and the shared greeting.
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (const { name, table } of all) {
      expect(Object.keys(table).sort(), name).toEqual([...uiLanguages].sort());
      expect(mailTextProblems(table), name).toEqual([]);
    }
  });

  it('fails a table with a key removed, a placeholder changed or a key English lacks', async () => {
    const business = (await tables()).find((t) => t.name.includes('business.mail-texts'));
    const table = business!.table;
    const copy = (): Table => JSON.parse(JSON.stringify(table));

    const removed = copy();
    delete removed.zh!.subject;
    expect(mailTextProblems(removed)).toEqual(['zh.subject: missing']);

    const renamed = copy();
    renamed.de!.subject = renamed.de!.subject!.replace('{company}', '{firma}');
    expect(mailTextProblems(renamed)).toEqual([
      'de.subject: placeholders {firma}, {inviter} instead of {company}, {inviter}',
    ]);

    const dropped = copy();
    dropped.es!.openFor = dropped.es!.openFor!.replace('{days}', '14');
    expect(mailTextProblems(dropped)).toEqual(['es.openFor: placeholders {} instead of {days}']);

    const extra = copy();
    extra.fr!.leftover = 'Texte';
    expect(mailTextProblems(extra)).toEqual(['fr.leftover: not in English']);

    const empty = copy();
    empty.pt!.unexpected = ' ';
    expect(mailTextProblems(empty)).toEqual(['pt.unexpected: missing']);

    const noLanguage = copy();
    delete noLanguage.it;
    expect(mailTextProblems(noLanguage)).toEqual(['it: no texts']);
  });
});
