import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

/**
 * The overlay of the kit's react-aria modals (`Modal`, `NavBar`'s drawer): the whole viewport over
 * the page, dimmed by the scrim, which fades in and out. The scrim fades in on a pseudo-element:
 * an animation of the overlay element itself would hold back React Aria's hiding of the page and
 * its focus move until it ends (paintFirst.ts).
 */
export const modalOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      background: vars.color.scrim,
    },
    '&[data-entering]::before': {
      animation: `${fadeIn} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard} reverse`,
    },
  },
});
