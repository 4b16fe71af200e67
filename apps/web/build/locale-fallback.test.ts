import { describe, expect, it } from 'vitest';
import { mergeUnder } from './locale-fallback.ts';

describe('English under a translation', () => {
  it("fills a key the translation lacks with the English, keeping the translation's own", () => {
    expect(
      mergeUnder(
        { title: 'Search', pager: { next: 'Next', previous: 'Previous' } },
        { title: 'Buscar', pager: { next: 'Siguiente' } },
      ),
    ).toEqual({ title: 'Buscar', pager: { next: 'Siguiente', previous: 'Previous' } });
  });

  it("adds no English plural form beside a language's own forms", () => {
    const english = { results_one: '{{count}} result', results_other: '{{count}} results' };
    expect(mergeUnder(english, { results_other: '{{count}} 个结果' })).toEqual({
      results_other: '{{count}} 个结果',
    });
    // A plural the translation lacks altogether comes in English.
    expect(mergeUnder(english, {})).toEqual(english);
  });
});
