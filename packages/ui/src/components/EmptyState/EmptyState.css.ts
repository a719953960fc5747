import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: 'center',
  color: vars.color.text,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.onBrandSoft,
  '@media': { '(forced-colors: active)': { border: `${vars.lineWidth.hairline} solid CanvasText` } },
});

export const description = style({
  maxWidth: vars.size.overlayLg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
});

export const action = style({ marginBlockStart: vars.space.sm });
