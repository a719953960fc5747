import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  border: `${vars.lineWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
    // On paper a card moves whole to the next page rather than split across two (one taller than
    // a page still breaks).
    print: { breakInside: 'avoid' },
  },
});

export const tone = styleVariants({
  raised: { background: vars.color.surfaceRaised, boxShadow: vars.shadow.sm },
  flat: { background: vars.color.surface },
  brand: { background: vars.color.brandSoft, borderColor: 'transparent' },
});

/** Makes a card fill its grid cell, so the cards of one row are equally tall. */
export const fullHeight = style({ height: '100%' });
