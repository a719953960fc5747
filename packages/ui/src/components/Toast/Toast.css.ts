import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../css/sprinkles.css';
import { vars } from '../../themes/contract.css';

const slideIn = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.sm})` } });

/** Bottom right on wide screens, bottom centre on phones, above everything but tooltips. */
export const region = style({
  position: 'fixed',
  left: vars.space.md,
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.sm,
  outline: 'none',
  pointerEvents: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      left: 'auto',
      right: vars.space.lg,
      bottom: vars.space.lg,
      alignItems: 'flex-end',
    },
    // A passing notice, not part of a printed page.
    print: { display: 'none' },
  },
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.offset.md,
    },
  },
});

export const toast = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: vars.size.dialogSm,
  maxWidth: '100%',
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  borderInlineStartWidth: vars.lineWidth.heavy,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
  outline: 'none',
  animation: `${slideIn} ${vars.motion.durationMedium} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.offset.xs,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      border: `${vars.lineWidth.medium} solid CanvasText`,
      selectors: { '&[data-focus-visible]': { outlineColor: 'Highlight' } },
    },
  },
});

export const tone = styleVariants({
  success: { borderInlineStartColor: vars.color.success },
  warning: { borderInlineStartColor: vars.color.warning },
  error: { borderInlineStartColor: vars.color.critical },
  info: { borderInlineStartColor: vars.color.info },
});

export const icon = style({ display: 'flex', height: vars.lineHeight.md, alignItems: 'center' });

export const content = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xxs,
});

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
