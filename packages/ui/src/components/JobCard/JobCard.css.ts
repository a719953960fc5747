import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

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

export const metaIcon = style({ color: vars.color.brand, display: 'inline-flex' });

export const salary = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const requirementsTitle = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const requirements = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});

export const requirementsBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});

/** Pushes the actions to the bottom, so the buttons of a row of cards line up. */
export const actions = style({
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
