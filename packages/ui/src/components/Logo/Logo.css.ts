import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

export const mark = style({ display: 'block', flexShrink: 0 });

/** The mark's height and the name's type, per size. */
export const size = styleVariants({
  small: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
  medium: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl },
  large: { fontSize: vars.fontSize.xxxl, lineHeight: vars.lineHeight.xxxl },
});

export const markSize = styleVariants({
  small: { width: vars.size.iconMd, height: vars.size.iconMd },
  medium: { width: vars.size.iconLg, height: vars.size.iconLg },
  large: { width: vars.space.xxl, height: vars.space.xxl },
});

// Forced colours leave SVG fills alone: the tile and the letter take the system's colours there.
export const tile = style({
  fill: vars.color.brand,
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});

export const letter = style({
  fill: vars.color.onBrand,
  '@media': { '(forced-colors: active)': { fill: 'Canvas' } },
});

export const sun = style({
  fill: vars.color.accent,
  '@media': { '(forced-colors: active)': { fill: 'Canvas' } },
});
