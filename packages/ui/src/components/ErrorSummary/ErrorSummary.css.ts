import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const summary = style({
  padding: vars.space.lg,
  border: `${vars.lineWidth.heavy} solid ${vars.color.critical}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    // Shown on any focus: the summary receives focus from script after a failed submit.
    '&:focus': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.offset.sm,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'Mark',
      selectors: { '&:focus': { outlineColor: 'Highlight' } },
    },
  },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const description = style({
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockStart: vars.space.md,
  paddingInlineStart: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: vars.lineWidth.medium },
    '&:focus-visible': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.offset.xs,
    },
  },
  '@media': { '(forced-colors: active)': { color: 'LinkText' } },
});
