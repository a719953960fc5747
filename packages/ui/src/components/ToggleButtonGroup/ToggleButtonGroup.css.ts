import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focus.css';
import { vars } from '../../themes/contract.css';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.controlDense,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.full,
    border: `${vars.lineWidth.hairline} solid ${vars.color.borderStrong}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    // The link form (hrefFor) looks the same as the buttons.
    textDecoration: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
    selectors: {
      '&[data-hovered]:not([data-selected])': {
        background: vars.color.brandSoft,
        color: vars.color.onBrandSoft,
      },
      '&[data-selected]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': {
      '(forced-colors: active)': {
        borderColor: 'ButtonText',
        selectors: {
          '&[data-selected]': { background: 'Highlight', color: 'HighlightText', borderColor: 'Highlight' },
          '&[data-disabled]': { color: 'GrayText', borderColor: 'GrayText', opacity: 1 },
        },
      },
    },
  },
]);

/** The check mark of the selected option: the state is not shown by colour alone. */
export const check = style({
  display: 'none',
  selectors: { '[data-selected] > &': { display: 'inline-flex' } },
});
