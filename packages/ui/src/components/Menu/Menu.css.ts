import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const popover = style({ minWidth: `max(var(--trigger-width), ${vars.size.selectMin})` });

export const menu = style({
  padding: vars.space.xxs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const item = style({ textDecoration: 'none', color: vars.color.text });

export const section = style({ display: 'flex', flexDirection: 'column' });

export const header = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

/** A border rather than a background, so that forced colours keep the line. */
export const separator = style({
  margin: 0,
  marginBlock: vars.space.xxs,
  border: 'none',
  borderBlockStart: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});
