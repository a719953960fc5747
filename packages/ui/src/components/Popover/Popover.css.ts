import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.xxs})` } });

export const popover = style({
  maxWidth: `min(90vw, ${vars.size.overlayMd})`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard}` },
  },
  '@media': { '(forced-colors: active)': { border: `${vars.lineWidth.hairline} solid CanvasText` } },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  outline: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export { header, title, close } from '../private/popoverParts.css';
