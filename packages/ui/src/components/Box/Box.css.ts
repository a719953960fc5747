import { style } from '@vanilla-extract/css';

/** Lets a flex or grid child shrink below its content's width, so long words wrap instead of overflowing. */
export const base = style({ minWidth: 0 });

/** Base styles per element, so that `as="ul"` or `as="button"` starts from a clean slate. */
const list = style({ listStyle: 'none', padding: 0 });
const button = style({ background: 'none', border: 0, padding: 0, cursor: 'pointer', textAlign: 'inherit' });

export const elementReset: Partial<Record<string, string>> = { ul: list, ol: list, button };
