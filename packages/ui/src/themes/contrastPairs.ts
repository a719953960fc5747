import type { ColorTokens } from './tokens';

/**
 * The colour pairs that must be told apart: a colour that carries text on a background (WCAG 2.2
 * AA, 4.5:1), or a control edge or focus ring against it (3:1). `tokens.test.ts` holds both themes
 * to these minimums; the Storybook Tokens page shows each pair's ratio in both themes.
 */
export const contrastPairs: readonly {
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
