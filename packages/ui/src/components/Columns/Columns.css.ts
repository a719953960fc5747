import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../css/sprinkles.css';

export const columnCounts = [1, 2, 3, 4, 5, 6] as const;
export type ColumnCount = (typeof columnCounts)[number];

export const grid = style({ display: 'grid' });

const media = {
  mobile: undefined,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
} as const;

function columnsAt(query: string | undefined) {
  return styleVariants(
    Object.fromEntries(columnCounts.map((count) => [count, count])) as Record<ColumnCount, ColumnCount>,
    (count) => {
      // minmax(0, 1fr): equal columns even when one child has a long unbreakable word.
      const template = { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` };
      return query ? { '@media': { [query]: template } } : template;
    },
  );
}

/** One class per breakpoint and column count, mobile first. */
export const columns = {
  mobile: columnsAt(media.mobile),
  tablet: columnsAt(media.tablet),
  desktop: columnsAt(media.desktop),
  wide: columnsAt(media.wide),
};
