import { describe, expect, it } from 'vitest';
import { jobs, opportunities } from '@aarambh/content';
import { findJob, findOpportunity } from './urlIds';

describe('an id in the URL', () => {
  const idOf = (raw: string | null | undefined) => findOpportunity(raw)?.id;

  it('is read as a base-10 integer', () => {
    expect(idOf('7')).toBe(7);
    expect(idOf('21')).toBe(21);
  });

  it('reads leading zeros as base 10, not octal', () => {
    expect(idOf('010')).toBe(10);
  });

  it.each([[''], ['   '], ['abc'], ['7abc'], ['7.5'], ['-3'], ['0x10'], ['1e3'], [null], [undefined]])(
    'names nothing when written %j',
    (raw) => {
      expect(idOf(raw)).toBeUndefined();
    },
  );

  it('names nothing for a number too large to be exact', () => {
    expect(idOf('99999999999999999999')).toBeUndefined();
  });
});

describe('findOpportunity', () => {
  it('finds every catalogue entry by its id', () => {
    for (const entry of opportunities) expect(findOpportunity(String(entry.id))).toBe(entry);
  });

  it('finds nothing for an unknown id or an invalid one', () => {
    expect(findOpportunity('0')).toBeUndefined();
    expect(findOpportunity('22')).toBeUndefined();
    expect(findOpportunity(' ')).toBeUndefined();
    expect(findOpportunity('first')).toBeUndefined();
  });
});

describe('findJob', () => {
  it('finds every opening by its id', () => {
    for (const job of jobs) expect(findJob(String(job.id))).toBe(job);
  });

  it.each([['0'], ['8'], [''], [' '], ['senior'], ['1x'], [undefined]])('finds nothing for %j', (raw) => {
    expect(findJob(raw)).toBeUndefined();
  });
});
