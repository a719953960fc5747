import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const options = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
  horizontal: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg, rowGap: vars.space.xxs },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const circle = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.checkControl,
  height: vars.size.checkControl,
  marginBlockStart: `calc((${vars.lineHeight.md} - ${vars.size.checkControl}) / 2)`,
  border: `${vars.lineWidth.medium} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&::after': {
      content: '""',
      width: vars.size.indicator,
      height: vars.size.indicator,
      borderRadius: vars.radius.full,
      background: vars.color.brand,
      transform: 'scale(0)',
      transitionProperty: 'transform',
      transitionDuration: vars.motion.durationFast,
    },
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.brand },
    [`${radio}[data-selected] &::after`]: { transform: 'scale(1)' },
    [`${radio}[data-focus-visible] &`]: {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.offset.xs,
    },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${radio}[data-disabled] &`]: { opacity: 0.55 },
  },
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      borderColor: 'CanvasText',
      background: 'Canvas',
      selectors: {
        '&::after': { background: 'Highlight' },
        [`${radio}[data-selected] &`]: { borderColor: 'Highlight' },
        [`${radio}[data-focus-visible] &`]: { outlineColor: 'Highlight' },
        [`${radio}[data-disabled] &`]: { borderColor: 'GrayText', opacity: 1 },
      },
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column' });

export const optionDescription = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
});
