import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The arrow nudges left on hover, hinting at the direction. */
export const arrow = style({
  display: 'inline-flex',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: { '[data-hovered] > &': { transform: `translateX(calc(-1 * ${vars.space.xxs}))` } },
});

/** The button form looks like the link: no box of its own. */
export const button = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
});
