import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const notice = style({
  borderRadius: vars.radius.md,
  border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  padding: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.sm,
});

export const purposeTitle = style({ fontWeight: vars.fontWeight.semibold });

export const muted = style({ color: vars.color.textMuted });

export const links = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
});
