import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxl,
  height: vars.space.xxl,
  borderRadius: vars.radius.full,
});

export const iconTone = styleVariants({
  brand: { background: vars.color.brandSoft, color: vars.color.onBrandSoft },
  accent: { background: vars.color.accent, color: vars.color.onAccent },
});

export const align = styleVariants({
  left: { alignItems: 'flex-start', textAlign: 'left' },
  center: { alignItems: 'center', textAlign: 'center' },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
