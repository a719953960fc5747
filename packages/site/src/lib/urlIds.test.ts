import { describe, expect, it } from 'vitest';
import { jobs, opportunities } from '@aarambh/content';
import { findJob, findOpportunity, parseUrlId } from './urlIds';

describe('parseUrlId', () => {
  it('reads a base-10 integer', () => {
    expect(parseUrlId('7')).toBe(7);
    expect(parseUrlId('21')).toBe(21);
  });

  it('reads leading zeros as base 10, not octal', () => {
    expect(parseUrlId('010')).toBe(10);
  });

  it.each([[''], ['   '], ['abc'], ['7abc'], ['7.5'], ['-3'], ['0x10'], ['1e3'], [null], [undefined]])(
    'yields nothing for %j',
    (raw) => {
      expect(parseUrlId(raw)).toBeUndefined();
    },
  );

  it('yields nothing for a number too large to be exact', () => {
    expect(parseUrlId('99999999999999999999')).toBeUndefined();
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
