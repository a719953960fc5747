import { describe, expect, it } from 'vitest';
import { resolveDuration } from './DurationSelector';

const options = [
  { value: '4-weeks', label: '4 Weeks' },
  { value: '6-weeks', label: '6 Weeks' },
] as const;

describe('resolveDuration', () => {
  it('keeps a value that is one of the options', () => {
    expect(resolveDuration(options, '6-weeks')).toBe('6-weeks');
  });

  it.each([['3-weeks'], [''], [null], [undefined]])('falls back to the first option for %o', (value) => {
    expect(resolveDuration(options, value)).toBe('4-weeks');
  });

  it('has nothing to show without options', () => {
    expect(resolveDuration([], '4-weeks')).toBeNull();
  });
});
