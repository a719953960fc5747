import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ width: '100%' });

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  paddingInlineStart: `calc(${vars.space.sm} + ${vars.size.iconSm} + ${vars.space.xs})`,
});

/** The results scroll; the note stays visible under them. */
export const popover = style({
  display: 'flex',
  flexDirection: 'column',
  width: 'var(--trigger-width)',
  minWidth: vars.size.overlaySm,
  overflow: 'hidden',
});

export const listBox = style({ flex: '1 1 auto', minHeight: 0, overflowY: 'auto' });

export const resultTitle = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const resultText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const resultDescription = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '[data-focused] &, [data-hovered] &': { color: 'inherit' } },
});

export const note = style({
  flexShrink: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderTop: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});
