import { vars } from '@aarambh/ui';
import { style } from '@vanilla-extract/css';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
});
