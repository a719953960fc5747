import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** Label and button on one line, sized for a card. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const trigger = style({
  width: 'auto',
  minWidth: vars.size.selectMin,
  minHeight: vars.size.controlSm,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
});
