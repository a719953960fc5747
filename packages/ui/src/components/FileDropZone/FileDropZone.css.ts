import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  border: `${vars.lineWidth.medium} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  outline: 'none',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.onBrandSoft,
    },
    // The zone's hidden drop button has focus (paste a file there with the keyboard).
    '&[data-focus-visible]': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.offset.xs,
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'CanvasText',
      selectors: {
        '&[data-drop-target]': { borderColor: 'Highlight' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
        '&[data-invalid]': { borderColor: 'Mark' },
      },
    },
  },
});

export const uploadIcon = style({ color: vars.color.brand });

/**
 * 'Drag and drop your file here, or': not shown on a touch screen without a mouse (a phone), where
 * nothing can be dragged in; it still names the zone's hidden drop button.
 */
export const prompt = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.medium,
  '@media': { '(hover: none) and (pointer: coarse)': { display: 'none' } },
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  '@media': { '(forced-colors: active)': { border: `${vars.lineWidth.hairline} solid CanvasText` } },
});

export const fileIcon = style({ color: vars.color.brand, flexShrink: 0 });

export const fileText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const fileName = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileSize = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});
