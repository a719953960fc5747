import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

// The parts of a modal dialog's panel, shared by `Modal` (react-aria) and `DialogElement`
// (the platform's <dialog>): a sticky header with the title, the description and the close button,
// the body, and a sticky footer of actions.

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceRaised,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: `${vars.space.lg} ${vars.space.sm}`,
  paddingInline: vars.space.lg,
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});

/** Keeps the close button in the corner, level with the first line of the title. */
export const close = style({
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
});

export const body = style({
  flex: 1,
  paddingBlock: `${vars.space.xs} ${vars.space.lg}`,
  paddingInline: vars.space.lg,
});

export const footer = style({
  position: 'sticky',
  bottom: 0,
  background: vars.color.surfaceRaised,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderTop: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
});
