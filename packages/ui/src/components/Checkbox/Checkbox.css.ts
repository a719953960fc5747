import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.text,
});

/** The clickable row: the box and its label (the whole row is the label of the native input). */
export const button = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const box = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.checkControl,
  height: vars.size.checkControl,
  // Centre the box on the first line of the label.
  marginBlockStart: `calc((${vars.lineHeight.md} - ${vars.size.checkControl}) / 2)`,
  border: `${vars.lineWidth.medium} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.onBrand,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${button}[data-selected] &`]: { background: vars.color.brand, borderColor: vars.color.brand },
    [`${button}[data-focus-visible] &`]: {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.offset.xs,
    },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${button}[data-disabled] &`]: { opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      borderColor: 'CanvasText',
      background: 'Canvas',
      color: 'HighlightText',
      selectors: {
        [`${button}[data-selected] &`]: { background: 'Highlight', borderColor: 'Highlight' },
        [`${button}[data-focus-visible] &`]: { outlineColor: 'Highlight' },
        [`${button}[data-disabled] &`]: { borderColor: 'GrayText', opacity: 1 },
      },
    },
  },
});

export const check = style({
  width: vars.size.iconXs,
  height: vars.size.iconXs,
  visibility: 'hidden',
  selectors: { [`${button}[data-selected] &`]: { visibility: 'visible' } },
});

/** Description and error line up with the label text, not the box. */
export const indented = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: `calc(${vars.size.checkControl} + ${vars.space.sm})`,
});
