import { vars } from '@aarambh/ui';
import { style } from '@vanilla-extract/css';

/** The audit log's filters: as many to a row as fit, their fields lined up on the bottom edge. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
});
