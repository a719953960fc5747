import { style } from '@vanilla-extract/css';
import { nativeFocusRing } from '../../css/focus.css';
import { vars } from '../../themes/contract.css';

export const disclosure = style({
  borderBottom: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

export const heading = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
});

export const trigger = style([
  nativeFocusRing,
  {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.xs,
    background: 'none',
    border: 0,
    borderRadius: vars.radius.sm,
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': {
      // A mouse's hover only: a tap leaves `:hover` on the button it pressed.
      '(hover: hover)': { selectors: { '&:hover:enabled': { color: vars.color.brand } } },
      '(forced-colors: active)': { selectors: { '&:disabled': { color: 'GrayText', opacity: 1 } } },
    },
  },
]);

export const chevron = style({
  flexShrink: 0,
  display: 'inline-flex',
  color: vars.color.brand,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationMedium,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '[data-expanded] > h2 &, [data-expanded] > h3 &, [data-expanded] > h4 &': { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  paddingInline: vars.space.xs,
  color: vars.color.textMuted,
  selectors: { '[data-expanded] > &': { paddingBottom: vars.space.md } },
});
