import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../harness/contrast';
import { darkTokens, lightTokens, type ColorTokens } from './tokens';

/** Pairs of colours that carry text (4.5:1) or a control edge / focus ring (3:1). */
const contrastPairs: readonly {
  foreground: keyof ColorTokens;
  background: keyof ColorTokens;
  minimum: 4.5 | 3;
}[] = [
  ...(['background', 'surface', 'surfaceRaised'] as const).flatMap((background) => [
    { foreground: 'text', background, minimum: 4.5 } as const,
    { foreground: 'textMuted', background, minimum: 4.5 } as const,
    { foreground: 'brand', background, minimum: 4.5 } as const,
    { foreground: 'accentText', background, minimum: 4.5 } as const,
    { foreground: 'success', background, minimum: 4.5 } as const,
    { foreground: 'warning', background, minimum: 4.5 } as const,
    { foreground: 'critical', background, minimum: 4.5 } as const,
    { foreground: 'info', background, minimum: 4.5 } as const,
    { foreground: 'borderStrong', background, minimum: 3 } as const,
    { foreground: 'focusRing', background, minimum: 3 } as const,
  ]),
  { foreground: 'onBrand', background: 'brand', minimum: 4.5 },
  { foreground: 'onBrand', background: 'brandHover', minimum: 4.5 },
  { foreground: 'onBrandSoft', background: 'brandSoft', minimum: 4.5 },
  { foreground: 'onAccent', background: 'accent', minimum: 4.5 },
  // Each tone's soft background carries body text and the tone's own text.
  ...(['success', 'warning', 'critical', 'info'] as const).flatMap((tone) => [
    { foreground: 'text', background: `${tone}Soft`, minimum: 4.5 } as const,
    { foreground: tone, background: `${tone}Soft`, minimum: 4.5 } as const,
  ]),
  { foreground: 'text', background: 'brandSoft', minimum: 4.5 },
];

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
