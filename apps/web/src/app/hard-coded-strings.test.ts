import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No words a reader sees are written into a component: they come from the locale files, so every
// language has them (decision 0026). The check reads each component's syntax tree for text between
// tags, for the attributes a reader hears or sees, and for string literals used as content.

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Attributes whose value a reader sees or hears. */
const spoken = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description']);
/** Attributes and calls whose strings are code, not words. */
const codeAttributes =
  /^(className|key|id|href|to|type|role|rel|target|name|lang|hrefLang|src|accept|autoComplete|inputMode|htmlFor|form|method|pattern|placement|slot|dir|loading|decoding|sizes|scope|allow|sandbox)$/;
const codeCalls =
  /(^|\.)(t|get|set|has|startsWith|endsWith|includes|replace|split|test|match|join|querySelector|closest)$/;

/** What a reader could see that needs no translation: the brand, codes, addresses, examples. */
const allowed = (raw: string) => {
  const text = raw.replace(/[·•|–—:…()]/g, '').trim();
  return (
    /^(WBN)?$/.test(text) ||
    /^[A-Z0-9/,.\s-]+$/.test(text) || // codes and masks (USD, EUR)
    /:\/\/|@|^www\./.test(raw) // addresses and example e-mails
  );
};

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

export function hardCodedStrings(source: string, file = 'component.tsx'): string[] {
  const found: string[] = [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const at = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node, inExpression: boolean, attribute: string | null): void => {
    if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (hasWords(text) && !allowed(text)) found.push(`${at(node)} ${JSON.stringify(text)}`);
      return;
    }
    if (ts.isJsxAttribute(node)) {
      attribute = node.name.getText();
      const value = node.initializer;
      if (
        value &&
        ts.isStringLiteral(value) &&
        spoken.has(attribute) &&
        hasWords(value.text) &&
        !allowed(value.text)
      ) {
        found.push(`${at(value)} ${attribute}=${JSON.stringify(value.text)}`);
      }
    }
    if (ts.isJsxExpression(node)) inExpression = true;
    if (ts.isCallExpression(node) && codeCalls.test(node.expression.getText())) return;
    if (ts.isBinaryExpression(node) && /===|!==/.test(node.operatorToken.getText())) return;
    if (
      inExpression &&
      !(attribute && codeAttributes.test(attribute)) &&
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      // Words with a space, or a capitalised word: "Choose image", "Global" (not "wbn-card__title").
      /\p{L}{2,}[^\n]*\s\p{L}|^\p{Lu}\p{Ll}+\W*$/u.test(node.text) &&
      !allowed(node.text)
    ) {
      found.push(`${at(node)} ${JSON.stringify(node.text)}`);
    }
    ts.forEachChild(node, (child) => visit(child, inExpression, attribute));
  };
  visit(sf, false, null);
  return found;
}

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return components(path);
    return name.endsWith('.tsx') && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

describe('words in components', () => {
  it('are found when written into one', () => {
    const found = hardCodedStrings(`
      export const A = () => (
        <section aria-label="Your orders" className="wbn-orders">
          <h2>Orders</h2>
          <button title={t('go')}>{busy ? 'Sending…' : t('send')}</button>
          <img alt="" src="/logo.svg" />
          <p>{count} · WBN</p>
          <Picker placeholder="USD, EUR" />
        </section>
      );`);
    expect(found).toEqual([
      'component.tsx:3 aria-label="Your orders"',
      'component.tsx:4 "Orders"',
      'component.tsx:5 "Sending…"',
    ]);
  });

  it('are none in the web app: every one comes from a locale file', () => {
    const found = components(src).flatMap((file) =>
      hardCodedStrings(readFileSync(file, 'utf8'), relative(src, file)),
    );
    expect(found).toEqual([]);
  });
});
