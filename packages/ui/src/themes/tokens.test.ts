import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../harness/contrast';
import { contrastPairs } from './contrastPairs';
import { darkTokens, lightTokens } from './tokens';

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
