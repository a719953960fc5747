import { vars } from '@aarambh/ui';
import { style } from '@vanilla-extract/css';

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineEnd: 'auto',
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const current = style({ fontWeight: vars.fontWeight.semibold, textDecoration: 'underline' });

export const main = style({ paddingBlock: vars.space.lg, outline: 'none' });

/** "Staff console" beside the name, from the phone's width up: below it the header keeps to one row. */
export const product = style({ '@media': { '(max-width: 599.98px)': { display: 'none' } } });
