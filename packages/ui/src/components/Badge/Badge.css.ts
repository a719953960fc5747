import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  paddingBlock: vars.offset.xs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.xs,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  '@media': { '(forced-colors: active)': { border: `${vars.lineWidth.hairline} solid CanvasText` } },
});

/** Each tone pairs a soft fill with a text colour that meets 4.5:1 on it in both themes. */
export const tone = styleVariants({
  neutral: {
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: `inset 0 0 0 ${vars.lineWidth.hairline} ${vars.color.border}`,
  },
  brand: { background: vars.color.brandSoft, color: vars.color.onBrandSoft },
  accent: { background: vars.color.accent, color: vars.color.onAccent },
  success: { background: vars.color.successSoft, color: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  critical: { background: vars.color.criticalSoft, color: vars.color.critical },
  info: { background: vars.color.infoSoft, color: vars.color.info },
});
