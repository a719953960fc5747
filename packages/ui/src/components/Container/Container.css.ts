import { styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../css/sprinkles.css';

/** Maximum content widths, taken from the breakpoints so text lines and grids line up with layout changes. */
export const containerSizes = ['narrow', 'medium', 'wide'] as const;
export type ContainerSize = (typeof containerSizes)[number];

export const maxWidth = styleVariants({
  narrow: { maxWidth: `${breakpoints.tablet}px` },
  medium: { maxWidth: `${breakpoints.desktop}px` },
  wide: { maxWidth: `${breakpoints.wide}px` },
});
