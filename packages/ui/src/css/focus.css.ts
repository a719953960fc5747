import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/** The one visible focus indicator, drawn on RAC's `data-focus-visible`; forced colours use the system's. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.offset.xs,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focus-visible]': { outline: `${vars.lineWidth.focus} solid Highlight` } },
    },
  },
});

/** The same indicator on a native control, drawn where the browser's `:focus-visible` matches. */
export const nativeFocusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.offset.xs,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&:focus-visible': { outline: `${vars.lineWidth.focus} solid Highlight` } },
    },
  },
});
