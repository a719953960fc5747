import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  // In a grid or flex row, shrink to the cell instead of growing to the width of all slides.
  minWidth: 0,
  color: vars.color.text,
});

/** Clips the track; vertical scrolling stays with the browser, horizontal drags become swipes. */
export const viewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  touchAction: 'pan-y',
});

export const track = style({
  display: 'flex',
  // Only the transform moves: no layout work while sliding, and zero duration under reduced motion.
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationSlow,
  transitionTimingFunction: vars.motion.easingStandard,
  willChange: 'transform',
});

/** Focusable by script only: focus lands on the arriving slide when it was in the leaving one. */
export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.offset.sm})`,
    },
  },
});

/** The pause/play control sits over the slide's top corner, first in the tab order (APG). */
export const rotation = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  zIndex: 1,
});

export const rotationButton = style({
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
});

export const dots = style({ display: 'flex', alignItems: 'center', gap: 0 });

/** A 24 px target (WCAG 2.5.8) around a small dot. */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      width: vars.size.indicator,
      height: vars.size.indicator,
      borderRadius: vars.radius.full,
      border: `${vars.lineWidth.medium} solid ${vars.color.borderStrong}`,
      background: 'transparent',
      transitionProperty: 'background-color, border-color, width',
      transitionDuration: vars.motion.durationFast,
    },
    '&[data-hovered]::after': { borderColor: vars.color.brand },
    '&[aria-current="true"]::after': {
      width: vars.size.indicatorActive,
      borderColor: vars.color.brand,
      background: vars.color.brand,
    },
    '&[data-focus-visible]': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.offset.xxs})`,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&::after': { borderColor: 'ButtonText' },
        '&[aria-current="true"]::after': { background: 'Highlight', borderColor: 'Highlight' },
        '&[data-focus-visible]': { outlineColor: 'Highlight' },
      },
    },
  },
});

export const glyph = style({ width: vars.size.iconXs, height: vars.size.iconXs, fill: 'currentColor' });
