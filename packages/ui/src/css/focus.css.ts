import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/** The kit's focus indicator, drawn where `focused` matches; forced colours use the system's. */
const ringWhere = (focused: string) =>
  style({
    outline: 'none',
    selectors: {
      [focused]: {
        outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
        outlineOffset: vars.offset.xs,
      },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { [focused]: { outline: `${vars.lineWidth.focus} solid Highlight` } },
      },
    },
  });

/** The one visible focus indicator, drawn on RAC's `data-focus-visible`. */
export const focusRing = ringWhere('&[data-focus-visible]');

/** The same indicator on a native control, drawn where the browser's `:focus-visible` matches. */
export const nativeFocusRing = ringWhere('&:focus-visible');
