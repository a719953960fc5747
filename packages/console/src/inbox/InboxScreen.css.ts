import { breakpoints, vars } from '@aarambh/ui';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

export const search = style({
  display: 'flex',
  alignItems: 'end',
  gap: vars.space.xs,
  gridColumn: '1 / -1',
  '@media': { [`(min-width: ${breakpoints.desktop}px)`]: { gridColumn: 'span 2' } },
});

/** The selection's stage picker keeps to its size inside the toolbar's row. */
export const moveTo = style({ flex: '0 1 16rem', minWidth: '12rem' });

/**
 * The table's columns keep their widths whatever the rows hold, so the loading rows, the rows
 * and an empty page line up and nothing jumps when the answer comes.
 */
export const fixedColumns = style({});
globalStyle(`${fixedColumns} table`, { tableLayout: 'fixed', minWidth: '56rem' });
const widths = ['3rem', '21%', '13%', '22%', '12%', '16%', '13%'];
widths.forEach((width, index) => globalStyle(`${fixedColumns} th:nth-child(${index + 1})`, { width }));
globalStyle(`${fixedColumns} td`, { overflowWrap: 'anywhere' });

/** An unread submission's row or card: its name and subject in bold, no badge. */
export const unread = style({ fontWeight: vars.fontWeight.bold });

const pulse = keyframes({ '50%': { opacity: 0.45 } });

/** A grey bar where a value will be, while the page loads. */
export const skeleton = style({
  display: 'block',
  height: '0.9em',
  maxWidth: '100%',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
    '(forced-colors: active)': { background: 'GrayText' },
  },
});

/** The name is the card's link; its box covers the whole card, so a tap anywhere opens it. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.lineWidth.focus} solid ${vars.color.focusRing}`,
      outlineOffset: vars.offset.xs,
    },
  },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  marginTop: vars.space.xxs,
});
