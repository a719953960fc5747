import { vars } from '@aarambh/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space.xl });

export const secret = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });

// A QR code needs its light margin and dark modules whatever the theme.
export const qr = style({ background: 'white', padding: vars.space.xs, borderRadius: vars.radius.sm });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.1em',
  wordBreak: 'break-all',
  userSelect: 'all',
});
