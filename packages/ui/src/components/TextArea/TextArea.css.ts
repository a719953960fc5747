import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ width: '100%' });

export const textArea = style({
  display: 'block',
  resize: 'vertical',
  minHeight: vars.size.textAreaMin,
});

export const count = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-over]': { color: vars.color.critical, fontWeight: vars.fontWeight.semibold },
  },
});
