import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.xs}) scale(0.98)` } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.scrim,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard} reverse`,
    },
  },
});

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

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceRaised,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: `${vars.space.lg} ${vars.space.sm}`,
  paddingInline: vars.space.lg,
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});

/** Keeps the close button in the corner, level with the first line of the title. */
export const close = style({
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
});

export const body = style({
  flex: 1,
  paddingBlock: `${vars.space.xs} ${vars.space.lg}`,
  paddingInline: vars.space.lg,
});

export const footer = style({
  position: 'sticky',
  bottom: 0,
  background: vars.color.surfaceRaised,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderTop: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
});
