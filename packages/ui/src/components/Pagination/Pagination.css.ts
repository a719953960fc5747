import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../css/sprinkles.css';
import { vars } from '../../themes/contract.css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

/** Previous, the pages, Next in one row; on phones the pages above, Previous and Next at the ends below. */
export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  color: vars.color.text,
  '@media': { [tablet]: { justifyContent: 'center' } },
});

export const list = style({
  order: -1,
  flexBasis: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { order: 0, flexBasis: 'auto' } },
});

export const gap = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: vars.size.controlSm,
  color: vars.color.textMuted,
});

/**
 * A page's button. A native button (see Pagination.tsx), so its states are the native pseudo-classes
 * rather than React Aria's data attributes.
 */
export const page = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: vars.size.controlSm,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.xs,
  border: `${vars.lineWidth.hairline} solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.offset.xs,
    },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.semibold,
      cursor: 'default',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&:focus-visible': { outlineColor: 'Highlight' },
        '&[aria-current="page"]': {
          forcedColorAdjust: 'none',
          background: 'Highlight',
          color: 'HighlightText',
          borderColor: 'Highlight',
        },
      },
    },
  },
});
