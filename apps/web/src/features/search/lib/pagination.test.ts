import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './pagination.ts';

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first and last page and the neighbours of the current one', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap-start', 15, 16, 17, 'gap-end', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });

  it('always shows the same number of slots once the pages do not fit', () => {
    for (let page = 1; page <= 40; page++) expect(pageItems(page, 40)).toHaveLength(7);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(0, 3)).toEqual([1, 2, 3]);
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
  });
});

describe('pageCount', () => {
  it('rounds up and is zero without results', () => {
    expect(pageCount(0, 5)).toBe(0);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
  });
});
