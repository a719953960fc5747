import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const progressBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const value = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const track = style({
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 ${vars.lineWidth.hairline} ${vars.color.borderStrong}`,
  overflow: 'hidden',
  '@media': { '(forced-colors: active)': { border: `${vars.lineWidth.hairline} solid CanvasText` } },
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  transitionProperty: 'width',
  transitionDuration: vars.motion.durationSlow,
  transitionTimingFunction: vars.motion.easingStandard,
  '@media': { '(forced-colors: active)': { background: 'Highlight' } },
});

export const tone = styleVariants({
  brand: { background: vars.color.brand },
  success: { background: vars.color.success },
  accent: { background: vars.color.accent },
});
