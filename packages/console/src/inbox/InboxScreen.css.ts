import { vars } from '@aarambh/ui';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
});

export const search = style({ display: 'flex', alignItems: 'end', gap: vars.space.xs, gridColumn: 'span 2' });

export const unread = style({ fontWeight: vars.fontWeight.semibold });
