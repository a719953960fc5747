import { describe, expect, it } from 'vitest';
import { ellipsis, paginationRange } from './paginationRange';

describe('paginationRange', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first and last page and the current with its neighbours, with a gap for the rest', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, ellipsis, 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, ellipsis, 20]);
    expect(paginationRange(5, 20)).toEqual([1, ellipsis, 4, 5, 6, ellipsis, 20]);
    expect(paginationRange(16, 20)).toEqual([1, ellipsis, 15, 16, 17, ellipsis, 20]);
    expect(paginationRange(17, 20)).toEqual([1, ellipsis, 16, 17, 18, 19, 20]);
    expect(paginationRange(20, 20)).toEqual([1, ellipsis, 16, 17, 18, 19, 20]);
  });

  it('shows seven items for any page past seven pages, the current one among them', () => {
    for (let pageCount = 8; pageCount <= 30; pageCount += 1) {
      for (let page = 1; page <= pageCount; page += 1) {
        const items = paginationRange(page, pageCount);
        expect(items).toHaveLength(7);
        expect(items).toContain(page);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(pageCount);
        const numbers = items.filter((item) => item !== ellipsis);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }
    }
  });

  it('puts a gap only where at least two pages are skipped', () => {
    for (let page = 1; page <= 12; page += 1) {
      const items = paginationRange(page, 12);
      items.forEach((item, index) => {
        if (item !== ellipsis) return;
        const before = items[index - 1] as number;
        const after = items[index + 1] as number;
        expect(after - before).toBeGreaterThan(2);
      });
    }
  });

  it('treats a page outside the range as the nearest end', () => {
    expect(paginationRange(0, 20)).toEqual(paginationRange(1, 20));
    expect(paginationRange(25, 20)).toEqual(paginationRange(20, 20));
  });
});
