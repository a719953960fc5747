import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.xs}) scale(0.98)` } });

/**
 * The <dialog> is the panel and its one scroll container (header and footer stick to its edges);
 * the browser centres it in the top layer and draws the page behind it dimmed (::backdrop, see
 * `backdrop`). It has the focus when it opens, so the arrow and page keys scroll long content.
 */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: `calc(100% - 2 * ${vars.space.md})`,
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  // Centred by the browser's own dialog styles, whose auto margins the kit's reset takes away.
  margin: 'auto',
  padding: 0,
  border: 'none',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
  animation: `${riseIn} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
  selectors: {
    '&:not([open])': { display: 'none' },
    '&::backdrop': {
      background: vars.color.scrim,
      animation: `${fadeIn} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
    },
  },
  '@media': { '(forced-colors: active)': { border: `${vars.lineWidth.hairline} solid CanvasText` } },
});

// The page behind an open modal dialog does not scroll (the browser makes it inert, not still).
globalStyle(`html:has(${dialog}:modal)`, { overflow: 'hidden' });
// Where the page had a scroll bar that takes room (a desktop's; `data-page-scrollbar`, set as the
// dialog opens), hiding it would widen the page under the dialog and move what is on it: the bar's
// room is kept. A page without one gets none.
globalStyle(`html:has(${dialog}[data-page-scrollbar]:modal)`, { scrollbarGutter: 'stable' });

/**
 * What the page behind looks like: `dim` under a scrim, or `clear`, as it was, for a dialog that
 * opens on its own while the visitor reads (a promotion). Redrawing every pixel of the page a
 * few seconds into a visit is what a reader notices most (and what Speed Index counts); a clear
 * backdrop draws the panel alone, which its shadow and a hairline edge set off the page.
 */
export const backdrop = styleVariants({
  dim: {},
  clear: {
    border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
    selectors: { '&::backdrop': { background: 'transparent' } },
  },
});

export const size = styleVariants({
  small: { maxWidth: vars.size.dialogSm },
  medium: { maxWidth: vars.size.dialogMd },
  large: { maxWidth: vars.size.dialogLg },
});
