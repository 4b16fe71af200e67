import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import i18next from '../../../app/i18n-all.ts';
import { ContentPage } from '../components/ContentPage.tsx';
import { loadRouteTitles } from '../../../shared/i18n/route-titles.ts';
import { splitFrontMatter } from './content-doc.ts';
import { contentVars, loadDoc } from './load-content.ts';

// The long pages in the languages they are written in (decision 0026): es, it and zh have every
// page; a language without a page shows the English one and says so.

const dir = join(import.meta.dirname, '..', 'content');
const english = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.md'));
const read = (language: string, file: string) => readFileSync(join(dir, language, file), 'utf8');

/** The page's machinery: directive names with their attributes (an image's alt text aside), links. */
const machinery = (source: string) => ({
  directives: [...source.matchAll(/^(:{2,3}[a-z-]*)(?:\[[^\]]*\])?(\{[^}]*\})?/gm)].map(
    (m) => m[1]! + (m[2] ?? '').replace(/alt="[^"]*"/, 'alt'),
  ),
  links: [...source.matchAll(/\]\(([^)\s]+)/g)].map((m) => m[1]).sort(),
  keys: Object.keys(splitFrontMatter(source).meta),
});

afterAll(() => i18next.changeLanguage('en'));

describe.each(['es', 'it', 'zh'])('the long pages in %s', (language) => {
  it('are every English page, with the same directives, links and front-matter keys', () => {
    for (const file of english) {
      expect(machinery(read(language, file)), `${language}/${file}`).toEqual(machinery(read('en', file)));
    }
  });

  it('use only the variables a translation is given', () => {
    for (const file of english) {
      const used = [...read(language, file).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
      for (const name of used)
        expect([
          'country',
          'inCountry',
          'portalName',
          'supportEmail',
          'siteUrl',
          'authUrl',
          'legalAddress',
          'year',
        ]).toContain(name);
    }
  });
});

describe('a page not written in the reader’s language', () => {
  it('comes in English, and says so in the reader’s language', async () => {
    const doc = await loadDoc('about-us', 'de');
    expect(doc.language).toBe('en');
    await Promise.all([i18next.changeLanguage('de'), loadRouteTitles('de')]);
    const html = renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(ContentPage, { doc, path: '/about-us', tips: [] })),
    );
    expect(html).toContain('Diese Seite gibt es noch nicht auf Deutsch');
    expect(html).toMatch(/<article[^>]*lang="en"/);
  });

  it('is not flagged when it is in the reader’s language', async () => {
    const doc = await loadDoc('about-us', 'es');
    expect(doc.language).toBe('es');
    await Promise.all([i18next.changeLanguage('es'), loadRouteTitles('es')]);
    const html = renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(ContentPage, { doc, path: '/about-us', tips: [] })),
    );
    expect(html).not.toContain('content-page__language-note');
    expect(html).not.toMatch(/<article[^>]*lang=/);
  });

  it('fills the place words in the page’s language', () => {
    expect(contentVars('es')).toMatchObject({ country: 'el mundo', inCountry: 'de todo el mundo' });
    expect(contentVars('zh')).toMatchObject({ country: '全球', inCountry: '全球' });
    expect(contentVars('en')).toMatchObject({ country: 'the world', inCountry: 'worldwide' });
  });
});
