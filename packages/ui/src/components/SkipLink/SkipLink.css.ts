import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';

/** Hidden until it receives keyboard focus, then drawn at the top left above everything else. */
export const skipLink = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus': {
        position: 'fixed',
        top: vars.space.sm,
        left: vars.space.sm,
        zIndex: vars.zIndex.tooltip,
        width: 'auto',
        height: 'auto',
        margin: 0,
        clip: 'auto',
        clipPath: 'none',
        padding: `${vars.space.sm} ${vars.space.md}`,
        background: vars.color.brand,
        color: vars.color.onBrand,
        borderRadius: vars.radius.md,
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'underline',
        boxShadow: vars.shadow.lg,
        outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
        outlineOffset: vars.offset.xs,
      },
    },
    '@media': {
      '(forced-colors: active)': {
        selectors: { '&:focus': { outline: `${vars.lineWidth.focus} solid Highlight` } },
      },
    },
  },
]);
