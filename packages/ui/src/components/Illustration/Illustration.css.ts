import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** As wide as drawn, narrower where the space is: its width and height attributes keep the ratio. */
export const svg = style({ display: 'block', maxWidth: '100%', height: 'auto' });

/**
 * The palette of the kit's drawings (the site's promo slides and heroes): indigo, a deeper indigo,
 * saffron, ink, paper and the soft tint, each from the theme, so a drawing follows the dark theme.
 */
const palette = {
  brand: vars.color.brand,
  deep: vars.color.brandHover,
  accent: vars.color.accent,
  ink: vars.color.text,
  paper: vars.color.surfaceRaised,
  soft: vars.color.brandSoft,
};

export const fill = styleVariants(palette, (color) => ({ fill: color }));

/** Lines and outlines: 6 units wide with round ends, as the drawings are drawn. */
export const stroke = styleVariants(palette, (color) => ({
  fill: 'none',
  stroke: color,
  strokeWidth: 6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
}));

/** A card or a screen: paper, outlined in indigo. */
export const card = style({ fill: vars.color.surfaceRaised, stroke: vars.color.brand, strokeWidth: 6 });
