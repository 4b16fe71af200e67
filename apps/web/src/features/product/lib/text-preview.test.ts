import { describe, expect, it } from 'vitest';
import { cardSpecs, categoryPath, cutText, descriptionPreview, productPageTitle } from './text-preview.ts';

describe('cutText', () => {
  it('keeps text up to the limit and cuts longer text with an ellipsis', () => {
    expect(cutText('a'.repeat(50), 50)).toBe('a'.repeat(50));
    expect(cutText('a'.repeat(51), 50)).toBe(`${'a'.repeat(50)}…`);
    expect(cutText('', 50)).toBe('');
  });

  it('counts characters, not UTF-16 units, and drops the space before the ellipsis', () => {
    expect(cutText('ñ'.repeat(3) + '😀'.repeat(3), 4)).toBe('ñññ😀…');
    expect(cutText('steel pipe', 6)).toBe('steel…');
  });
});

describe('cardSpecs', () => {
  it('shows at most 4 specs, values cut at 50 characters plus an ellipsis', () => {
    const specs = Array.from({ length: 6 }, (_, i) => ({ key: `K${i}`, value: `${i}`.repeat(60) }));
    const shown = cardSpecs(specs);
    expect(shown).toHaveLength(4);
    expect(shown[0]).toEqual({ key: 'K0', value: `${'0'.repeat(50)}…` });
    expect(cardSpecs([{ key: 'Weight', value: '10 kg' }])).toEqual([{ key: 'Weight', value: '10 kg' }]);
  });
});

describe('product text', () => {
  it('previews a description to 200 characters on one line', () => {
    expect(descriptionPreview('line one\n\nline  two')).toBe('line one line two');
    expect(descriptionPreview('x'.repeat(201))).toBe(`${'x'.repeat(200)}…`);
  });

  it('titles the page with the first 64 characters of the description, else the name', () => {
    const description = `${'d'.repeat(64)}tail`;
    expect(productPageTitle({ name: 'Arm', description })).toBe('d'.repeat(64));
    expect(productPageTitle({ name: 'Arm', description: '  ' })).toBe('Arm');
  });

  it('joins the category path and words ranges', () => {
    const p = {
      industry: { id: 'i1', name: 'Automation' },
      category: { id: 'c1', name: 'Robots' },
      subCategory: null,
    };
    expect(categoryPath(p)).toBe('Automation | Robots');
    expect(categoryPath({ ...p, subCategory: { id: 's', name: 'Arms' } }, ' › ')).toBe(
      'Automation › Robots › Arms',
    );
  });
});
