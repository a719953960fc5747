import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../css/sprinkles.css';
import { vars } from '../../themes/contract.css';

/** The table's frame, which scrolls sideways when the table is wider than the screen. */
export const frame = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

const belowTablet = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

export const table = style({
  width: '100%',
  // On phones the cells keep their text on one line and the frame scrolls, rather than every
  // column squeezing its text into a tall, narrow stack.
  '@media': { [belowTablet]: { minWidth: 'max-content' } },
  borderCollapse: 'separate',
  borderSpacing: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.lineWidth.focus})`,
    },
  },
});

export const density = { comfortable: style({}), compact: style({}) };

export const header = style({ background: vars.color.surface });

const focusInside = {
  outline: `${vars.lineWidth.medium} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.lineWidth.medium})`,
} as const;

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  verticalAlign: 'middle',
  borderBlockEnd: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  outline: 'none',
} as const;

export const column = style({
  ...cellBase,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  selectors: {
    [`${density.compact} &`]: { paddingBlock: vars.space.xs },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
    '&[data-sort-direction]': { color: vars.color.text },
    '&[data-focus-visible]': focusInside,
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'CanvasText',
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const columnLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const sortArrow = style({
  width: vars.size.iconXs,
  height: vars.size.iconXs,
  flexShrink: 0,
  opacity: 0.6,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-direction]': { opacity: 1, color: vars.color.brand },
    '&[data-direction="descending"]': { transform: 'rotate(180deg)' },
  },
  '@media': { '(forced-colors: active)': { selectors: { '&[data-direction]': { color: 'CanvasText' } } } },
});

/** What an empty body shows (React Aria's one cell across the columns) brings its own spacing. */
export const body = style({});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-href], &[data-selection-mode], &[data-pressed]': { cursor: 'pointer' },
    '&[data-selected]': { background: vars.color.brandSoft, color: vars.color.onBrandSoft },
    '&[data-focus-visible]': focusInside,
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': { forcedColorAdjust: 'none', background: 'Highlight', color: 'HighlightText' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});

export const cell = style({
  ...cellBase,
  selectors: {
    [`${density.compact} &`]: { paddingBlock: vars.space.xxs },
    [`${row}:last-child > &`]: { borderBlockEnd: 'none' },
    '&[data-focus-visible]': focusInside,
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } } },
  },
});

/** The checkbox column: as narrow as its checkbox. */
export const selectionCell = style({ width: vars.size.checkControl, paddingInlineEnd: 0 });

export const checkbox = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  cursor: 'pointer',
  outline: 'none',
});

export const box = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.checkControl,
  height: vars.size.checkControl,
  border: `${vars.lineWidth.medium} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.onBrand,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.offset.xs,
    },
    [`${checkbox}[data-disabled] &`]: { opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      borderColor: 'CanvasText',
      background: 'Canvas',
      color: 'HighlightText',
      selectors: {
        [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
          background: 'Highlight',
          borderColor: 'Highlight',
        },
        [`${checkbox}[data-focus-visible] &`]: { outlineColor: 'Highlight' },
      },
    },
  },
});

const mark = {
  gridArea: '1 / 1',
  width: vars.size.iconXs,
  height: vars.size.iconXs,
  visibility: 'hidden',
} as const;

export const check = style({
  ...mark,
  selectors: { [`${checkbox}[data-selected]:not([data-indeterminate]) &`]: { visibility: 'visible' } },
});

export const dash = style({
  ...mark,
  selectors: { [`${checkbox}[data-indeterminate] &`]: { visibility: 'visible' } },
});
