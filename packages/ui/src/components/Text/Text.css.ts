import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const size = styleVariants({
  xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.xs },
  sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.sm },
  md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.md },
  lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.lg },
  xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.xl },
});

/** Text colours; each meets 4.5:1 on the page, surface and raised-surface colours in both themes. */
export const tone = styleVariants({
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  brand: { color: vars.color.brand },
  accent: { color: vars.color.accentText },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  critical: { color: vars.color.critical },
  info: { color: vars.color.info },
  inherit: { color: 'inherit' },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  semibold: { fontWeight: vars.fontWeight.semibold },
  bold: { fontWeight: vars.fontWeight.bold },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});
