import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../css/focus.css';
import { vars } from '../../themes/contract.css';

export const base = style([
  focusRing,
  {
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    textUnderlineOffset: '0.2em',
    textDecorationThickness: vars.lineWidth.hairline,
    transitionProperty: 'color, text-decoration-color',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
    selectors: {
      '&[data-hovered]': { textDecorationThickness: vars.lineWidth.medium },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': {
      '(forced-colors: active)': {
        color: 'LinkText',
        selectors: { '&[data-disabled]': { color: 'GrayText', opacity: 1 } },
      },
    },
  },
]);

export const variant = styleVariants({
  /** Inside running text: underlined in the brand colour. */
  inline: {
    color: vars.color.brand,
    textDecoration: 'underline',
    selectors: { '&[data-hovered]': { color: vars.color.brandHover } },
  },
  /** On its own (a "View all" link): bolder, underlined. */
  standalone: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    color: vars.color.brand,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'underline',
    selectors: { '&[data-hovered]': { color: vars.color.brandHover } },
  },
  /** In navigation and footers: the text colour, underlined on hover and when current. */
  subtle: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    color: 'inherit',
    textDecoration: 'none',
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline', color: vars.color.brand },
      '&[aria-current="page"]': {
        textDecoration: 'underline',
        color: vars.color.brand,
        fontWeight: vars.fontWeight.semibold,
      },
    },
  },
});
