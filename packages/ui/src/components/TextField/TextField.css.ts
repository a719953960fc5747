import { style } from '@vanilla-extract/css';

/** A text field stretches to its container; the container decides the width. */
export const root = style({ width: '100%' });
