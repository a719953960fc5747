import { style } from '@vanilla-extract/css';

/** Tabular digits keep the number's width steady while it counts. */
export const counter = style({ fontVariantNumeric: 'tabular-nums' });
