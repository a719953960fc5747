import { style } from '@vanilla-extract/css';

/**
 * Leaves an element out of print: put it on a product's own chrome and on controls that mean
 * nothing on paper (a Print button, a form). The kit's own chrome (NavBar, Footer, the toast
 * region, CursorFollower) leaves itself out. `!important`, as a print rule must win over whatever
 * display the element has on screen (a `display` sprinkle, a component's own style).
 */
export const printHidden = style({ '@media': { print: { display: 'none !important' } } });
