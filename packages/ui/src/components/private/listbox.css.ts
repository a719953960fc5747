import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The floating panel of a Select or a search field's results. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: `min(90vw, ${vars.size.overlayLg})`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
  overflow: 'auto',
  outline: 'none',
  '@media': { '(forced-colors: active)': { border: `${vars.lineWidth.hairline} solid CanvasText` } },
});

/** A select's list in the frame between the press that closes it and its unmounting (closeAfterPaint). */
export const popoverClosing = style({ opacity: 0, pointerEvents: 'none' });

export const listBox = style({
  padding: vars.space.xxs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlDense,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.brandSoft, color: vars.color.onBrandSoft },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': {
      outline: `${vars.lineWidth.medium} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.offset.xs})`,
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-focused], &[data-hovered]': {
          background: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
      },
    },
  },
});

export const check = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  marginInlineStart: 'auto',
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});

export const empty = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});
