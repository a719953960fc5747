import { style } from '@vanilla-extract/css';
import { focusRing } from '../../css/focus.css';
import { vars } from '../../themes/contract.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row', gap: vars.space.lg } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxs,
  // A horizontal list scrolls on its own on a narrow screen; the page does not.
  overflowX: 'auto',
  borderBlockEnd: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      flexShrink: 0,
      overflowX: 'visible',
      borderBlockEnd: 'none',
      borderInlineEnd: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
    },
  },
  '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
});

/**
 * The selected tab is marked by a bar on the list's edge (and its colour and weight), a border so
 * that forced colours keep it.
 */
export const tab = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  border: `0 solid transparent`,
  borderBlockEndWidth: vars.lineWidth.focus,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { color: vars.color.text, background: vars.color.surface },
    '&[data-selected]': {
      color: vars.color.brand,
      borderColor: vars.color.brand,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[data-focus-visible]': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.lineWidth.focus})`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '[data-orientation="vertical"] > &': {
      borderBlockEndWidth: 0,
      borderInlineEndWidth: vars.lineWidth.focus,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'Canvas',
      selectors: {
        '&[data-selected]': { borderColor: 'Highlight' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText', opacity: 1 },
      },
    },
  },
});

export const tabPanel = style([focusRing, { flex: 1, minWidth: 0, borderRadius: vars.radius.sm }]);
