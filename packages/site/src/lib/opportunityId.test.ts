import { describe, expect, it } from 'vitest';
import { opportunities } from '@aarambh/content';
import { findOpportunity, parseOpportunityId } from './opportunityId';

describe('parseOpportunityId', () => {
  it('reads a base-10 integer', () => {
    expect(parseOpportunityId('7')).toBe(7);
    expect(parseOpportunityId('21')).toBe(21);
  });

  it('reads leading zeros as base 10, not octal', () => {
    expect(parseOpportunityId('010')).toBe(10);
  });

  it.each([[''], ['   '], ['abc'], ['7abc'], ['7.5'], ['-3'], ['0x10'], ['1e3'], [null], [undefined]])(
    'yields nothing for %j',
    (raw) => {
      expect(parseOpportunityId(raw)).toBeUndefined();
    },
  );

  it('yields nothing for a number too large to be exact', () => {
    expect(parseOpportunityId('99999999999999999999')).toBeUndefined();
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
