import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.text,
});

export const align = styleVariants({
  left: { alignItems: 'flex-start', textAlign: 'left' },
  center: { alignItems: 'center', textAlign: 'center' },
});

export const value = style({
  order: 0,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  letterSpacing: '-0.02em',
});

export const label = style({
  order: 1,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  order: 2,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});
