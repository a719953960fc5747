import { vars } from '@aarambh/ui';
import { style } from '@vanilla-extract/css';

/**
 * Below this width the console is laid out for a phone: a compact navigation, lists of cards
 * instead of tables (the inbox, the audit log), the inbox's filters behind a button.
 */
export const phoneQuery = '(max-width: 599.98px)';

/** A list of cards, one per row of what a table shows on a wider screen. */
export const cards = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

/** A card's first line: its title at the start, its time at the end. */
export const cardTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});
