import { describe, expect, it } from 'vitest';
import { postedAgo } from './posted.ts';

const on = (key: string) => {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 15, 30);
};

describe('postedAgo', () => {
  it.each([
    ['2026-11-26', 'today'],
    ['2026-11-27', 'today'],
    ['2026-11-25', '1 day ago'],
    ['2026-11-24', '2 days ago'],
    ['2026-11-20', '6 days ago'],
    ['2026-11-19', '1 week ago'],
    ['2026-11-12', '2 weeks ago'],
    ['2026-09-28', '8 weeks ago'],
    ['2026-09-27', '2 months ago'],
    ['2025-11-26', '12 months ago'],
  ])('reads %s as "%s" on 26 November 2026', (datePosted, words) => {
    expect(postedAgo(datePosted, on('2026-11-26'))).toBe(words);
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(postedAgo('2028-02-28', on('2028-03-01'))).toBe('2 days ago');
    expect(postedAgo('2026-10-30', on('2026-11-02'))).toBe('3 days ago');
  });
});
