import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../css/sprinkles.css';
import { vars } from '../../themes/contract.css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const base = style({
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
});

/** Visual sizes, each a step smaller on phones so long headings do not take the whole screen. */
export const size = styleVariants({
  hero: {
    fontSize: vars.fontSize.display,
    lineHeight: vars.lineHeight.display,
    letterSpacing: '-0.02em',
    '@media': { [tablet]: { fontSize: vars.fontSize.hero, lineHeight: vars.lineHeight.hero } },
  },
  '1': {
    fontSize: vars.fontSize.xxxl,
    lineHeight: vars.lineHeight.xxxl,
    '@media': { [tablet]: { fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.display } },
  },
  '2': {
    fontSize: vars.fontSize.xxl,
    lineHeight: vars.lineHeight.xxl,
    '@media': { [tablet]: { fontSize: vars.fontSize.xxxl, lineHeight: vars.lineHeight.xxxl } },
  },
  '3': {
    fontSize: vars.fontSize.xl,
    lineHeight: vars.lineHeight.xl,
    fontWeight: vars.fontWeight.semibold,
    '@media': { [tablet]: { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.xxl } },
  },
  '4': { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg, fontWeight: vars.fontWeight.semibold },
});

export const tone = styleVariants({
  neutral: { color: vars.color.text },
  brand: { color: vars.color.brand },
  inherit: { color: 'inherit' },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});
