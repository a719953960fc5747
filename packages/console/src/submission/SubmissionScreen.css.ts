import { breakpoints, vars } from '@aarambh/ui';
import { style } from '@vanilla-extract/css';

/**
 * The actions come first in the page (on a phone they are reached without scrolling past the
 * fields); from the desktop width they sit in the right-hand column, beside what was sent.
 */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [`(min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: '2fr 1fr' },
  },
});

export const actions = style({
  '@media': { [`(min-width: ${breakpoints.desktop}px)`]: { gridColumn: 2, gridRow: 1 } },
});

export const details = style({
  minWidth: 0,
  '@media': { [`(min-width: ${breakpoints.desktop}px)`]: { gridColumn: 1, gridRow: 1 } },
});

export const history = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

/** One new interview time: its fields grouped under a legend, without the browser's frame. */
export const interviewTime = style({
  border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
});

/** A reply's text as it was sent: its line breaks kept. */
export const replyBody = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The resume as the browser's PDF viewer shows it, about a page tall. */
export const preview = style({
  width: '100%',
  height: '70vh',
  minHeight: '24rem',
  border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
