import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/**
 * Fixed to the viewport and moved only with `transform`: it never takes space, never causes layout
 * and never catches the pointer. The size is given inline as --cursor-size.
 */
export const follower = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: vars.zIndex.tooltip,
  width: 'var(--cursor-size)',
  height: 'var(--cursor-size)',
  marginTop: 'calc(var(--cursor-size) / -2)',
  marginLeft: 'calc(var(--cursor-size) / -2)',
  borderRadius: vars.radius.full,
  border: `${vars.lineWidth.medium} solid ${vars.color.brand}`,
  background: 'transparent',
  pointerEvents: 'none',
  opacity: 0,
  willChange: 'transform',
  transitionProperty: 'opacity, border-color',
  transitionDuration: vars.motion.durationMedium,
  selectors: {
    '&[data-visible]': { opacity: 0.7 },
    // Over a control it grows (see activeScale) and takes the accent, but never covers the label.
    '&[data-active]': { borderColor: vars.color.accent },
  },
  '@media': { '(forced-colors: active)': { display: 'none' }, print: { display: 'none' } },
});
