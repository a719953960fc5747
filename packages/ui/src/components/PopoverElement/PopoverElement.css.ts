import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.xxs})` } });

/**
 * The custom property that carries the anchor's name, unique to each popover, set inline on the
 * trigger's box and on the popover (a custom property, as HTML checkers know no anchor properties).
 */
export const anchorProperty = '--popover-anchor';

/** Holds the trigger and names it as the anchor the popover is placed against (CSS anchor positioning). */
export const anchor = style({ display: 'inline-flex', anchorName: `var(${anchorProperty})` });

/**
 * The popover is the dialog: in the top layer, placed beside its trigger with `position-area`,
 * flipped to the other side when it would not fit.
 */
export const popover = style({
  positionAnchor: `var(${anchorProperty})`,
  inset: 'auto',
  marginBlock: vars.space.xs,
  marginInline: 0,
  positionTryFallbacks: 'flip-block',
  maxWidth: `min(90vw, ${vars.size.overlayMd})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: { '&:not(:popover-open)': { display: 'none' } },
  '@media': { '(forced-colors: active)': { border: `${vars.lineWidth.hairline} solid CanvasText` } },
});

export const placement = styleVariants({
  'top start': { positionArea: 'block-start span-inline-end' },
  'top end': { positionArea: 'block-start span-inline-start' },
  'bottom start': { positionArea: 'block-end span-inline-end' },
  'bottom end': { positionArea: 'block-end span-inline-start' },
});
