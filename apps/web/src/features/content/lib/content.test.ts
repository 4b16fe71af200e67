import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchPageRoute, tipSlugs } from '@wbn/contracts';
import { parseDoc, parseInline, parseMarkdown, type Block, type Inline } from './markdown.ts';

const root = join(import.meta.dirname, '..');
const contentDir = join(root, 'content', 'en');
const widgetSource = readFileSync(join(root, 'components', 'widgets.tsx'), 'utf8');
const knownWidgets = new Set([...widgetSource.matchAll(/case '([\w-]+)':/g)].map((m) => m[1]!));
const vars = new Proxy({} as Record<string, string>, { get: (_t, k) => `[${String(k)}]` });

function walk(blocks: Block[], visit: (b: Block) => void): void {
  for (const b of blocks) {
    visit(b);
    if (b.type === 'container' || b.type === 'quote') walk(b.children, visit);
  }
}
function links(nodes: Inline[], out: string[] = []): string[] {
  for (const n of nodes) {
    if (n.type === 'link') out.push(n.href);
    if (n.type !== 'text') links(n.children, out);
  }
  return out;
}

describe('the markdown reader', () => {
  it('reads headings, lists, quotes, widgets, illustrations and nested containers', () => {
    const blocks = parseMarkdown(
      [
        '# Demoted',
        '## Title {#custom}',
        'Some **bold** and *em* with [a link](/about-us).',
        '',
        '3. three',
        '4. four',
        '',
        '- a',
        '  continued',
        '> quoted',
        '[[price-table]]',
        '![Alt text](illustration:tip-0)',
        '::: cards',
        '::: card image=why-1 alt="An image"',
        '### Inside',
        ':::',
        ':::',
      ].join('\n'),
    );
    expect(blocks.map((b) => b.type)).toEqual([
      'heading',
      'heading',
      'paragraph',
      'list',
      'list',
      'quote',
      'widget',
      'image',
      'container',
    ]);
    expect(blocks[0]).toMatchObject({ level: 2, id: 'demoted' });
    expect(blocks[1]).toMatchObject({ level: 2, id: 'custom' });
    expect(blocks[3]).toMatchObject({ ordered: true, start: 3 });
    expect(blocks[4]).toMatchObject({ ordered: false, items: [[{ type: 'text', text: 'a continued' }]] });
    const cards = blocks[8] as Extract<Block, { type: 'container' }>;
    expect(cards.children[0]).toMatchObject({ kind: 'card', attrs: { image: 'why-1', alt: 'An image' } });
    expect(parseInline('x [y](mailto:a@b.c)')).toEqual([
      { type: 'text', text: 'x ' },
      { type: 'link', href: 'mailto:a@b.c', children: [{ type: 'text', text: 'y' }] },
    ]);
  });

  it('fills {{variables}} and front matter, and leaves unknown ones visible', () => {
    const doc = parseDoc('---\ntitle: "For {{nationality}} firms"\n---\nHello {{country}} {{nope}}', {
      nationality: 'Mexican',
      country: 'Mexico',
    });
    expect(doc.meta.title).toBe('For Mexican firms');
    expect(doc.blocks[0]).toMatchObject({ children: [{ text: 'Hello Mexico {{nope}}' }] });
  });
});

describe('the content files', () => {
  const files = readdirSync(contentDir).filter((f) => f.endsWith('.md'));

  it.each(files)('%s has a title, known widgets and illustrations, and links to real pages', (file) => {
    const doc = parseDoc(readFileSync(join(contentDir, file), 'utf8'), vars);
    expect(doc.meta.title, 'title').toBeTruthy();
    const images = [doc.meta.image, ...([] as string[])].filter(Boolean) as string[];
    const hrefs: string[] = [];
    walk(doc.blocks, (b) => {
      if (b.type === 'widget') expect(knownWidgets.has(b.name), `widget ${b.name}`).toBe(true);
      if (b.type === 'widget' && b.name === 'link-button') hrefs.push(b.arg.split(' ')[0]!);
      if (b.type === 'image') {
        images.push(b.name);
        expect(b.alt, `alt of ${b.name}`).toBeTruthy();
      }
      if (b.type === 'container' && b.attrs.image) {
        images.push(b.attrs.image);
        expect(b.attrs.alt, `alt of ${b.attrs.image}`).toBeTruthy();
      }
      if (b.type === 'paragraph' || b.type === 'heading') hrefs.push(...links(b.children));
      if (b.type === 'list') b.items.forEach((i) => hrefs.push(...links(i)));
      expect(b.type === 'heading' && (b.level as number) === 1).toBe(false);
    });
    if (doc.meta.image) expect(doc.meta.imageAlt, 'imageAlt').toBeTruthy();
    for (const name of images)
      expect(existsSync(join(root, 'assets', 'illustrations', `${name}.svg`)), name).toBe(true);
    for (const href of hrefs.filter((h) => h.startsWith('/')))
      expect(matchPageRoute(href.split('?')[0]!), href).not.toBeNull();
  });

  it('has every tip, with the fields the landing page shows', () => {
    for (const slug of tipSlugs) {
      const doc = parseDoc(readFileSync(join(contentDir, `${slug}.md`), 'utf8'), vars);
      expect(doc.meta).toMatchObject({ slug, title: expect.any(String), excerpt: expect.any(String) });
      expect(doc.meta.image && doc.meta.imageAlt).toBeTruthy();
    }
    const last = parseDoc(readFileSync(join(contentDir, `${tipSlugs[6]}.md`), 'utf8'), vars);
    const list = last.blocks.find((b) => b.type === 'list' && b.ordered);
    expect(list && list.type === 'list' && list.items.length).toBe(50);
  });
});
