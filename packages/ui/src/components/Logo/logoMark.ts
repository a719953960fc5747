/**
 * The mark's drawing on a 32-unit grid: a tile, the letter A, and the rising sun (saffron) that
 * stands for "Aarambh", a beginning. Plain data, with no styles or React, so that whatever draws
 * the mark outside a React page (favicons, the Storybook manager) draws this same one.
 */
export const logoMark = {
  viewBox: '0 0 32 32',
  tileRadius: 8,
  letter: 'M9 24 16 7l7 17h-4l-1.4-3.6h-3.2L13 24zm5.4-6.6h3.2L16 13z',
  sun: { cx: 24, cy: 8, r: 3 },
} as const;

/** The mark's three colours, e.g. the theme's `brand`, `onBrand` and `accent`. */
export interface LogoMarkColors {
  tile: string;
  letter: string;
  sun: string;
}

/** The mark as a standalone SVG document (a favicon, an image), in the given colours. */
export function logoMarkSvg(colors: LogoMarkColors): string {
  const { cx, cy, r } = logoMark.sun;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logoMark.viewBox}">` +
    `<rect width="32" height="32" rx="${logoMark.tileRadius}" fill="${colors.tile}"/>` +
    `<path d="${logoMark.letter}" fill="${colors.letter}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colors.sun}"/>` +
    `</svg>`
  );
}
