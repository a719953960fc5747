import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const dateRange = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const icon = style({ color: vars.color.brand });
