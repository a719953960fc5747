import { style } from '@vanilla-extract/css';

/**
 * Hides content visually while keeping it in the accessibility tree (the clip pattern): screen
 * readers read it, sighted users do not see it, and it takes no space.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
