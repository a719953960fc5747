import { globalStyle, style } from '@vanilla-extract/css';

/**
 * One row that never wraps: every child but the last keeps its size (an icon stays an icon) and
 * the last takes the rest of the row and wraps its own text.
 */
export const noWrap = style({ flexWrap: 'nowrap' });
globalStyle(`${noWrap} > :not(:last-child)`, { flexShrink: 0 });
globalStyle(`${noWrap} > :last-child`, { flex: '1 1 0%', minWidth: 0 });
