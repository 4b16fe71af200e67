import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorStatus, matchPageRoute, tipSlugs } from '@wbn/contracts';
import '../../../app/i18n-all.ts';
import { loadRouteTitles } from '../../../shared/i18n/route-titles.ts';
import { ContentPage } from '../components/ContentPage.tsx';
import type { TipMeta } from '../components/page-context.ts';
import { parseDoc } from './content-doc.ts';
import { loadDoc, loadMetas } from './load-content.ts';

const slugs = readdirSync(join(import.meta.dirname, '..', 'content', 'en'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.replace(/\.md$/, ''));

let tips: TipMeta[] = [];
beforeAll(async () => {
  // The route fetches the route titles with the page (routes.tsx).
  await loadRouteTitles('en');
  const metas = await loadMetas(tipSlugs, 'en');
  tips = metas.map((m) => ({
    slug: m.slug!,
    title: m.title ?? '',
    excerpt: m.excerpt ?? '',
    image: m.image ?? '',
    imageAlt: m.imageAlt ?? '',
  }));
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The page as the route shows it, with the tips every tips widget needs. */
async function renderPage(slug: string) {
  const doc = await loadDoc(slug, 'en');
  const page = createElement(ContentPage, { doc, path: `/${slug}`, tips });
  return { doc, html: renderToStaticMarkup(createElement(MemoryRouter, null, page)) };
}

describe('front matter and variables', () => {
  it('fills {{variables}} in the front matter and the body, and leaves unknown ones visible', () => {
    const doc = parseDoc(
      '---\ntitle: "For {{nationality}} firms"\nimageAlt: \'Boxes: ready\'\n---\nHello {{country}} {{nope}}',
      { nationality: 'Mexican', country: 'Mexico' },
    );
    expect(doc.meta).toEqual({ title: 'For Mexican firms', imageAlt: 'Boxes: ready' });
    expect(doc.body).toBe('Hello Mexico {{nope}}');
    expect(parseDoc('No front matter', {})).toEqual({ meta: {}, body: 'No front matter' });
  });
});

describe('the content files', () => {
  it.each(slugs)(
    '%s renders with one h1, known widgets and illustrations with alt text, and links to real pages',
    async (slug) => {
      // Unknown widgets, illustrations and images only warn while developing: here they fail.
      const warn = vi.spyOn(console, 'warn');
      const error = vi.spyOn(console, 'error');
      const { doc, html } = await renderPage(slug);
      expect(doc.meta.title, 'title').toBeTruthy();
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
      expect(html.match(/<h1[\s>]/g), 'h1').toHaveLength(1);
      // Left-over syntax: a mistyped directive or variable shows up as text.
      expect(html).not.toMatch(/:::|\[\[|\{\{/);
      for (const [img] of html.matchAll(/<img [^>]*>/g)) expect(img, 'alt text').toMatch(/ alt="[^"]+"/);
      const hrefs = [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
      for (const href of hrefs) expect(matchPageRoute(href.split('?')[0]!), href).not.toBeNull();
    },
  );

  it('has every tip, with the fields the landing page shows', async () => {
    for (const slug of tipSlugs) {
      const { meta } = await loadDoc(slug, 'en');
      expect(meta).toMatchObject({ slug, title: expect.any(String), excerpt: expect.any(String) });
      expect(meta.image && meta.imageAlt).toBeTruthy();
    }
    const { html } = await renderPage(tipSlugs[6]);
    const firstList = /<ol>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
    expect(firstList.match(/<li>/g)).toHaveLength(50);
  });
});

describe('the Developers Zone', () => {
  it('lists every error name of the API with its status, and no other', async () => {
    const { doc } = await renderPage('developers');
    const listed = [...doc.body.matchAll(/^- `(\d{3})` \*\*(\w+)\*\*:/gm)].map(([, status, name]) => [
      name,
      Number(status),
    ]);
    expect(Object.fromEntries(listed)).toEqual(errorStatus);
    expect(listed).toHaveLength(Object.keys(errorStatus).length);
  });
});
