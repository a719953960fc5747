import { breakpoints, vars } from '@aarambh/ui';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
});

export const search = style({
  display: 'flex',
  alignItems: 'end',
  gap: vars.space.xs,
  gridColumn: '1 / -1',
  '@media': { [`(min-width: ${breakpoints.desktop}px)`]: { gridColumn: 'span 2' } },
});

/** The selection's stage picker keeps to its size inside the toolbar's row. */
export const moveTo = style({ flex: '0 1 16rem', minWidth: '12rem' });

export const unread = style({ fontWeight: vars.fontWeight.semibold });
