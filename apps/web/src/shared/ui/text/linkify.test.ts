import { describe, expect, it } from 'vitest';
import { linkify, safeHref } from './linkify.ts';

const links = (text: string) => linkify(text).filter((p) => p.kind === 'link');

describe('linkify', () => {
  it('makes http and https addresses links and keeps the rest as text', () => {
    expect(linkify('Our new line: https://acme.example/gearboxes?x=1#specs — ask us!')).toEqual([
      { kind: 'text', text: 'Our new line: ' },
      {
        kind: 'link',
        text: 'https://acme.example/gearboxes?x=1#specs',
        href: 'https://acme.example/gearboxes?x=1#specs',
      },
      { kind: 'text', text: ' — ask us!' },
    ]);
    expect(links('see http://a.example and https://b.example/x')).toHaveLength(2);
  });

  it('never links other schemes', () => {
    for (const text of [
      'javascript:alert(1)',
      'click javascript://https://evil.example',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example/a',
      'mailto:a@b.example',
      'vbscript:msgbox',
    ]) {
      for (const part of links(text)) expect(part.href).toMatch(/^https?:\/\//);
    }
    expect(links('javascript:alert(1)')).toEqual([]);
    expect(links('<a href="javascript:x">https</a>')).toEqual([]);
  });

  it('leaves sentence punctuation and unopened brackets outside the link', () => {
    expect(links('Visit https://acme.example/a.')[0]!.text).toBe('https://acme.example/a');
    expect(links('(see https://acme.example/a)')[0]!.text).toBe('https://acme.example/a');
    expect(links('https://en.wikipedia.example/wiki/Gear_(device)')[0]!.text).toBe(
      'https://en.wikipedia.example/wiki/Gear_(device)',
    );
    expect(links('Is it https://acme.example?')[0]!.text).toBe('https://acme.example');
  });

  it('stops at quotes and angle brackets, so markup cannot ride along', () => {
    expect(links('https://a.example/"onmouseover="x')[0]!.href).toBe('https://a.example/');
    expect(links('https://a.example/<img>')[0]!.href).toBe('https://a.example/');
  });

  it('keeps the whole text, line breaks included', () => {
    const text = 'line one\nhttps://a.example\n\nline three';
    expect(
      linkify(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });

  it('safeHref accepts only well-formed http(s) addresses', () => {
    expect(safeHref('https://a.example/x y')).toBe('https://a.example/x%20y');
    expect(safeHref('https://')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
  });
});
