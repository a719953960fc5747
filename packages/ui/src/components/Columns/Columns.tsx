import type { ReactNode } from 'react';
import type { Sprinkles } from '../../css/sprinkles.css';
import { Box, type BoxProps } from '../Box/Box';
import { fieldRowGap, fieldRows } from '../private/field.css';
import * as styles from './Columns.css';

export type { ColumnCount } from './Columns.css';
export { columnCounts } from './Columns.css';

/** A column count per breakpoint; a breakpoint left out keeps the count of the one below. */
export interface ResponsiveColumns {
  mobile?: styles.ColumnCount;
  tablet?: styles.ColumnCount;
  desktop?: styles.ColumnCount;
  wide?: styles.ColumnCount;
}

export interface ColumnsProps extends Pick<BoxProps, 'id' | 'aria-label' | 'aria-labelledby'> {
  children: ReactNode;
  /**
   * Equal columns: one count, or one per breakpoint, e.g. `{ mobile: 1, tablet: 2, desktop: 4 }`
   * for the feature grid and `{ mobile: 1, desktop: 2 }` for the opportunity cards.
   * @default { mobile: 1, tablet: 2 }
   */
  columns?: styles.ColumnCount | ResponsiveColumns;
  /**
   * The gap between columns and rows.
   * @default 'lg'
   */
  space?: NonNullable<Sprinkles>['gap'];
  /**
   * The element to render. With `ul` or `ol`, pass `li` children (a list of cards).
   * @default 'div'
   */
  as?: 'div' | 'ul' | 'ol' | 'section';
  /**
   * Vertical alignment of the items in a row; `stretch` makes cards in a row equally tall, and
   * `fields` lines up a form's fields part by part: every label, and every input, of a row at one
   * height, whether or not a neighbour has a hint ('Optional') or an error above its input (each
   * field a CSS subgrid; give `space` one value, not one per breakpoint, with `fields`).
   * @default 'stretch'
   */
  alignY?: 'stretch' | 'top' | 'fields';
}

/** A responsive grid of equal columns: card grids, feature grids, footer columns. */
export function Columns({
  children,
  columns = { mobile: 1, tablet: 2 },
  space = 'lg',
  as = 'div',
  alignY = 'stretch',
  ...props
}: ColumnsProps) {
  const responsive: ResponsiveColumns = typeof columns === 'number' ? { mobile: columns } : columns;
  const classes = [
    styles.grid,
    styles.columns.mobile[responsive.mobile ?? 1],
    responsive.tablet && styles.columns.tablet[responsive.tablet],
    responsive.desktop && styles.columns.desktop[responsive.desktop],
    responsive.wide && styles.columns.wide[responsive.wide],
    alignY === 'fields' && fieldRows,
    alignY === 'fields' && typeof space === 'string' && fieldRowGap[space],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Box
      {...props}
      as={as}
      className={classes}
      gap={space}
      alignItems={alignY === 'top' ? 'flex-start' : 'stretch'}
    >
      {children}
    </Box>
  );
}
