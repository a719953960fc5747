import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const icon = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  '@media': { '(forced-colors: active)': { stroke: 'CanvasText' } },
});

/** `text` follows the surrounding font size; the others are fixed sizes from the space scale. */
export const size = styleVariants({
  text: { width: '1em', height: '1em' },
  small: { width: vars.space.md, height: vars.space.md },
  medium: { width: vars.space.lg, height: vars.space.lg },
  large: { width: vars.space.xl, height: vars.space.xl },
  xlarge: { width: vars.space.xxl, height: vars.space.xxl },
});

export const tone = styleVariants({
  inherit: { color: 'inherit' },
  brand: { color: vars.color.brand },
  accent: { color: vars.color.accentText },
  muted: { color: vars.color.textMuted },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  critical: { color: vars.color.critical },
  info: { color: vars.color.info },
});
