import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { contrastPairs, darkTokens, lightTokens } from './tokens';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3F37C9', '#3F37C9')).toBe(1);
  });
});

describe.each([
  ['light', lightTokens],
  ['dark', darkTokens],
])('the %s theme', (_name, tokens) => {
  it.each(contrastPairs.map((pair) => [pair.foreground, pair.background, pair.minimum] as const))(
    'gives %s on %s a contrast of at least %s:1',
    (foreground, background, minimum) => {
      expect(contrastRatio(tokens.color[foreground], tokens.color[background])).toBeGreaterThanOrEqual(
        minimum,
      );
    },
  );
});
