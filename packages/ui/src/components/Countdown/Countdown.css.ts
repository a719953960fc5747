import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const timer = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
});

export const segment = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const value = style({
  fontSize: vars.fontSize.xxxl,
  lineHeight: vars.lineHeight.xxxl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.brand,
});

export const unit = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});
