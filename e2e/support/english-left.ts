import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const web = join(import.meta.dirname, '..', '..', 'apps', 'web', 'src');

/** Every namespace of the web app: the frame's, the shared widgets' and each feature's. */
export const everyNamespace = (): string[] => [
  'shell',
  'common',
  'ui',
  ...readdirSync(join(web, 'features')).filter((f) =>
    statSync(join(web, 'features', f, 'locales'), { throwIfNoEntry: false })?.isDirectory(),
  ),
];

const folderOf = (ns: string) =>
  ns === 'shell'
    ? join(web, 'app', 'shell', 'locales')
    : ns === 'common'
      ? join(web, 'app', 'locales')
      : ns === 'ui'
        ? join(web, 'shared', 'ui', 'locales')
        : join(web, 'features', ns, 'locales');

/**
 * Every English string of some namespaces, of three words or more (long enough to be ours alone);
 * the brand (WBN, Worldwide Business Network) is allowed in every language.
 */
export function englishStrings(namespaces: string[]): string[] {
  const files = namespaces.flatMap((ns) => {
    const en = join(folderOf(ns), 'en');
    return statSync(en, { throwIfNoEntry: false })?.isDirectory()
      ? readdirSync(en).map((f) => join(en, f))
      : [join(folderOf(ns), 'en.json')];
  });
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      const plain = value.replace(/\{\{[^}]+\}\}|<\/?\d+>|\$t\([^)]*\)/g, ' ').trim();
      if (plain.split(/\s+/).length >= 3 && !/WBN|Worldwide Business Network/.test(plain)) out.push(plain);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of files) walk(JSON.parse(readFileSync(file, 'utf8')));
  return out;
}

/** Our English strings the page shows (user content aside: it is not in our files). */
export async function englishLeft(page: Page, namespaces: string[]): Promise<string[]> {
  const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  return englishStrings(namespaces).filter((s) => text.includes(s));
}
