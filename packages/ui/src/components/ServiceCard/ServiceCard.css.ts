import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.onBrandSoft,
});

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const check = style({ color: vars.color.success, paddingTop: vars.offset.xs });

/** Pushes the link to the bottom, so the links of a row of cards line up. */
export const footer = style({ marginTop: 'auto', paddingTop: vars.space.xs });
