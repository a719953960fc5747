import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/** The one visible focus indicator, drawn on RAC's `data-focus-visible`; forced colours use the system's. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focus-visible]': { outline: '3px solid Highlight' } },
    },
  },
});
