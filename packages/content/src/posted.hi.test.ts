import { describe, expect, it } from 'vitest';
import { formatDayHindi, postedAgoHindi } from './posted.hi.ts';

const on = (key: string) => {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 15, 30);
};

describe('postedAgoHindi', () => {
  it.each([
    ['2026-11-27', 'आज'],
    ['2026-11-25', '1 दिन पहले'],
    ['2026-11-20', '6 दिन पहले'],
    ['2026-11-19', '1 हफ़्ता पहले'],
    ['2026-11-12', '2 हफ़्ते पहले'],
    ['2026-09-27', '2 महीने पहले'],
  ])('reads %s as "%s" on 26 November 2026, in the steps of the English', (datePosted, words) => {
    expect(postedAgoHindi(datePosted, on('2026-11-26'))).toBe(words);
  });
});

describe('formatDayHindi', () => {
  it('names the month in Hindi and keeps Latin digits', () => {
    expect(formatDayHindi('2027-02-18')).toBe('18 फ़रवरी 2027');
  });
});
