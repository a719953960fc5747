import { breakpoints, vars } from '@aarambh/ui';
import { style } from '@vanilla-extract/css';

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [`(min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: '2fr 1fr' } },
});

export const history = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const warning = style({
  background: vars.color.criticalSoft,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
});
