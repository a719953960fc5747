import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const stars = style({ display: 'inline-flex', gap: vars.space.xxs });

export const star = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  color: vars.color.borderStrong,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-filled]': { color: vars.color.accentText },
    // Hovering previews a rating: every star up to the pointer fills, the ones after it empty
    // (RAC sets `data-hovered` for mouse hover only, never for disabled or read-only stars).
    [`${stars}:has([data-hovered]) &`]: { color: vars.color.accentText },
    [`${stars} [data-hovered] ~ &`]: { color: vars.color.borderStrong },
    '&[data-focus-visible]': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.offset.xs})`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-readonly]': { cursor: 'default' },
  },
  '@media': {
    '(forced-colors: active)': {
      color: 'GrayText',
      selectors: {
        '&[data-filled]': { color: 'Highlight' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});

export const starSvg = style({
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [`${star}[data-filled] &`]: { fill: 'currentColor' },
    [`${stars}:has([data-hovered]) &`]: { fill: 'currentColor' },
    [`${stars} [data-hovered] ~ ${star} &`]: { fill: 'none' },
    [`${star}[data-pressed] &`]: { transform: 'scale(0.9)' },
  },
});

export const value = style({
  marginInlineStart: vars.space.xs,
  alignSelf: 'center',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
