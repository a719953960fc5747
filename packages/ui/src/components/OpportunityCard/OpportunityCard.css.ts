import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const company = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});

export const metaItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const metaIcon = style({ display: 'inline-flex', color: vars.color.brand });

export const ratingIcon = style({ display: 'inline-flex', color: vars.color.accentText });

export const rating = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

/** Duration, price and dates: the part of the card that changes with the chosen duration. */
export const pricing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { '(forced-colors: active)': { border: `${vars.lineWidth.hairline} solid CanvasText` } },
});

export const priceAndDates = style({
  // Stays at the right edge when it wraps under the selector on a phone.
  marginInlineStart: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});

/** Pushes the actions to the bottom, so the buttons of a row of cards line up. */
export const actions = style({
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
