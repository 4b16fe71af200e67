import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../app/i18n-all.ts';
import { ContentMarkdown } from './Markdown.tsx';
import { PageContext } from './page-context.ts';

const render = (lines: string[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PageContext.Provider value={{ meta: { plan: 'gold' }, path: '/membership-gold', tips: [] }}>
        <ContentMarkdown source={lines.join('\n')} />
      </PageContext.Provider>
    </MemoryRouter>,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a content file body', () => {
  it('renders headings (no h1) with ids, emphasis, links, lists and quotes', () => {
    const html = render([
      '# Demoted',
      '## Title {#custom}',
      '##### Deep',
      'Some **bold** and *em* with [a page](/about-us), [a site](https://example.com) and [mail](mailto:a@b.c).',
      '',
      '3. three',
      '4. four',
      '',
      '- a',
      '  continued',
      '',
      '> quoted',
    ]);
    expect(html).toContain('<h2 id="demoted">Demoted</h2>');
    expect(html).toContain('<h2 id="custom">Title</h2>');
    expect(html).toContain('<h4 id="deep">Deep</h4>');
    expect(html).toContain(
      'Some <strong>bold</strong> and <em>em</em> with <a href="/about-us" data-discover="true">a page</a>',
    );
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">a site</a> and <a href="mailto:a@b.c">mail</a>',
    );
    expect(html).toMatch(/<ol start="3">\s*<li>three<\/li>\s*<li>four<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<ul>\s*<li>a\ncontinued<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<blockquote class="content-quote">\s*<p>quoted<\/p>\s*<\/blockquote>/);
  });

  it('renders illustrations as figures, containers with their classes, and widgets in place', () => {
    const html = render([
      '![Alt text](illustration:tip-0)',
      '',
      '::::cards',
      ':::card{image="why-1" alt="A card picture"}',
      '### Inside',
      ':::',
      '::::',
      '',
      ':::feature{image="why-2" alt="A feature picture"}',
      '## A feature',
      'Its text.',
      ':::',
      '',
      ':::box',
      'Boxed.',
      ':::',
      '',
      '::price-table',
      '',
      '::link-button[Start *now*]{to="/membership-standard"}',
    ]);
    expect(html).toMatch(
      /<figure class="content-figure"><img class="content-illustration" src="[^"]+" alt="Alt text"/,
    );
    expect(html).toMatch(
      /<div class="content-cards">\s*<div class="content-card"><img class="content-illustration content-card__image" src="[^"]+" alt="A card picture"[^>]*>\s*<h3 id="inside">Inside<\/h3>/,
    );
    expect(html).toMatch(
      /<section class="content-feature" aria-labelledby="a-feature"><img [^>]*alt="A feature picture"[^>]*><div class="content-feature__text">\s*<h2 id="a-feature">/,
    );
    expect(html).toMatch(/<div class="content-box">\s*<p>Boxed.<\/p>/);
    // The price table marks the page's own plan.
    expect(html).toContain(
      '<th scope="col" class="is-current"><a aria-current="page" href="/membership-gold" data-discover="true">Gold',
    );
    expect(html).toContain(
      '<p class="content-actions"><a class="content-button content-button--primary" href="/membership-standard" data-discover="true">Start <em>now</em></a></p>',
    );
  });

  it('shows HTML written in the text as text, and drops unsafe link targets and outside images', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = render([
      '<script>alert(1)</script>',
      '',
      'Hi <img src="x" onerror="alert(2)"> and <b>bold</b>.',
      '',
      '[click](javascript:alert(3)) ![pixel](https://tracker.example/p.gif)',
    ]);
    expect(html).not.toMatch(/<script|<img|<b>|javascript:|tracker\.example/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(
      'Hi &lt;img src=&quot;x&quot; onerror=&quot;alert(2)&quot;&gt; and &lt;b&gt;bold&lt;/b&gt;.',
    );
    expect(html).toContain('<p>click </p>');
    expect(warn).toHaveBeenCalledWith('Content image "https://tracker.example/p.gif" is not an illustration');
  });

  it('keeps a colon in running text, and renders nothing for an unknown widget', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = render(['Open 10:30 to 18:00, Note:this[x]{a=b}.', '', '::no-such-widget']);
    expect(html).toBe('<p>Open 10:30 to 18:00, Note:this[x]{a=&quot;b&quot;}.</p>\n');
    expect(warn).toHaveBeenCalledWith('Unknown content widget "no-such-widget"');
  });
});
