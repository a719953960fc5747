import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focus.css';
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
  focusRing,
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
      '&[data-hovered]': { color: vars.color.brand },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': {
      '(forced-colors: active)': { selectors: { '&[data-disabled]': { color: 'GrayText', opacity: 1 } } },
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
