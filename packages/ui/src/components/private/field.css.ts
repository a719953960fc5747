import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The column every field stacks: label, description, error, then the control (the GOV.UK order). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  cursor: 'default',
});

export const requiredMark = style({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxs,
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});

/**
 * Always rendered (a live region must exist before its content appears, and must not be
 * `display: none`); while empty it takes back the gap it would add to the column.
 */
export const errorRegion = style({
  selectors: { '&:empty': { marginBlockStart: `calc(-1 * ${vars.space.xxs})` } },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.critical,
});

export const errorIcon = style({
  flexShrink: 0,
  width: vars.lineHeight.sm,
  height: vars.lineHeight.sm,
});

/**
 * The box of a text input, text area or select trigger. Text controls show the ring on any focus
 * (a caret alone is hard to find); RAC's data attributes carry the states.
 */
export const control = style({
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `${vars.lineWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text },
    '&[data-focused], &[data-focus-visible]': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.offset.xxs,
    },
    '&[data-invalid]': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 ${vars.lineWidth.hairline} ${vars.color.critical}`,
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.surface,
      color: vars.color.textMuted,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'FieldText',
      selectors: {
        '&[data-focused], &[data-focus-visible]': { outline: `${vars.lineWidth.focus} solid Highlight` },
        '&[data-invalid]': { borderColor: 'Mark', borderWidth: vars.lineWidth.medium, boxShadow: 'none' },
        '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});

/** The space between two rows of fields in a `fieldRows` grid (set per space token, `fieldRowGap`). */
const rowGap = createVar();

/**
 * A grid whose fields line up row by row (Columns' `alignY="fields"`): each field is a subgrid over
 * four rows of it (label, description, error, control), so in a row of fields every label and
 * every control starts at the same height whether or not its neighbour has a hint or an error.
 * The grid's own row gap would also open between those four rows, so it is 0: the spacing inside a
 * field is margins (a part a field lacks takes no room, as in the stack), and the space between
 * rows of fields is each field's bottom margin, the last row's taken back by the grid.
 */
export const fieldRows = style({ marginBlockEnd: `calc(-1 * ${rowGap})` });

/** The space between rows of fields, one class per space token. */
export const fieldRowGap = styleVariants(vars.space, (space) => ({ vars: { [rowGap]: space } }));

const inRow = `${fieldRows} > ${field}`;

// Two classes: above the single class that sets the grid's gap.
globalStyle(`${fieldRows}[class]`, { rowGap: 0 });
globalStyle(inRow, {
  display: 'grid',
  gridTemplateRows: 'subgrid',
  gridRow: 'span 4',
  rowGap: 0,
  marginBlockEnd: rowGap,
});
globalStyle(`${inRow} > ${label}`, { gridRow: 1 });
globalStyle(`${inRow} > ${description}`, { gridRow: 2, marginBlockStart: vars.space.xxs });
globalStyle(`${inRow} > ${errorRegion}`, { gridRow: 3, marginBlockStart: 0 });
globalStyle(`${inRow} > ${errorRegion}:not(:empty)`, { marginBlockStart: vars.space.xxs });
globalStyle(`${inRow} > ${control}`, { gridRow: 4, marginBlockStart: vars.space.xxs });
