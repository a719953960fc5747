import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const price = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.text,
});

export const caption = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});

export const value = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const size = styleVariants({
  small: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
  medium: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl },
  large: { fontSize: vars.fontSize.xxxl, lineHeight: vars.lineHeight.xxxl },
});

export const kind = styleVariants({
  amount: {},
  range: {},
  free: { color: vars.color.success },
  none: { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold },
});
