import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { modalOverlay } from '../private/modalOverlay.css';

const riseIn = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.xs}) scale(0.98)` } });

export const overlay = style([
  modalOverlay,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', padding: vars.space.md },
]);

export const modal = style({
  display: 'flex',
  width: '100%',
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  // Clips the sticky header and footer to the rounded corners.
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${riseIn} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
    },
  },
  '@media': { '(forced-colors: active)': { border: `${vars.lineWidth.hairline} solid CanvasText` } },
});

export const size = styleVariants({
  small: { maxWidth: vars.size.dialogSm },
  medium: { maxWidth: vars.size.dialogMd },
  large: { maxWidth: vars.size.dialogLg },
});

/**
 * The dialog is the one scroll container (header and footer stick to its edges): RAC focuses the
 * dialog itself when it opens, so the arrow and page keys scroll long content.
 */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
});

export { header, titles, title, description, close, body, footer } from '../private/dialogParts.css';
