import { styleVariants } from '@vanilla-extract/css';

/** Square buttons: as wide as the Button heights (36, 44 and 52 px; 44 px meets the touch target size). */
export const square = styleVariants({
  small: { width: '36px', paddingInline: 0 },
  medium: { width: '44px', paddingInline: 0 },
  large: { width: '52px', paddingInline: 0 },
});
