import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const tooltip = style({
  maxWidth: vars.size.overlaySm,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  // Inverted colours: the text colour as the fill reads clearly over any surface, in both themes.
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.tooltip,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard}` },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard} reverse`,
    },
  },
  '@media': { '(forced-colors: active)': { border: `${vars.lineWidth.hairline} solid CanvasText` } },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.text,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
  '@media': { '(forced-colors: active)': { fill: 'CanvasText' } },
});
