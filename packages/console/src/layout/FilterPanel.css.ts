import { vars } from '@aarambh/ui';
import { style } from '@vanilla-extract/css';

/** The Filters button (on a phone) and Clear filters, side by side. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '&:empty': { display: 'none' } },
});

/** The fields: as many to a row as fit, lined up on their bottom edge. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
  // Closed behind the Filters button on a phone.
  selectors: { '&[hidden]': { display: 'none' } },
});
