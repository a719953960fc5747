import {
  Cell as RACCell,
  Checkbox as RACCheckbox,
  Collection,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  useTableOptions,
  type CellProps as RACCellProps,
  type ColumnProps as RACColumnProps,
  type RowProps as RACRowProps,
  type SortDirection,
  type TableBodyProps as RACTableBodyProps,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import * as styles from './Table.css';

export const tableDensities = ['comfortable', 'compact'] as const;
export type TableDensity = (typeof tableDensities)[number];

export interface TableProps extends Omit<RACTableProps, 'className' | 'style'> {
  /**
   * Row height: `comfortable` for most tables, `compact` for long lists that people scan (an
   * inbox, an audit log).
   * @default 'comfortable'
   */
  density?: TableDensity;
}

/**
 * Rows of records in columns, with sorting, row selection, row actions and links: the WAI-ARIA
 * grid pattern, through react-aria-components' Table. Tab enters the table on a row, the arrow keys
 * move between rows and into cells (and up to the column headers), Home and End and Page Up and
 * Down jump; Enter sorts by a focused sortable column. Name it with `aria-label` or
 * `aria-labelledby`. On a narrow screen the table scrolls sideways in its own frame.
 *
 * - Sorting: `sortDescriptor` and `onSortChange` here, `allowsSorting` on a Column; the app sorts
 *   the rows. The sorted column shows an arrow and carries `aria-sort`.
 * - Selection: `selectionMode="multiple"` (with the default `selectionBehavior="toggle"`) adds a
 *   checkbox column, with "select all" in the header; `selectedKeys` and `onSelectionChange`.
 * - Actions: `onRowAction` (Enter or a click on a row), or `href` on a Row to make it a link.
 */
export function Table({ density = 'comfortable', ...props }: TableProps) {
  return (
    <div className={styles.frame}>
      <RACTable {...props} className={`${styles.table} ${styles.density[density]}`} />
    </div>
  );
}

/** The checkbox React Aria fills in for a row (or, in the header, for all rows). */
function SelectionCheckbox() {
  return (
    <RACCheckbox slot="selection" className={styles.checkbox}>
      <span className={styles.box} aria-hidden="true">
        <svg className={styles.check} viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={2.5}>
          <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <svg className={styles.dash} viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={2.5}>
          <path d="M5 10h10" strokeLinecap="round" />
        </svg>
      </span>
    </RACCheckbox>
  );
}

/** Whether the table draws a checkbox column: multiple selection that toggles. */
function useCheckboxColumn() {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return selectionBehavior === 'toggle' && selectionMode === 'multiple';
}

export type TableHeaderProps<T> = Omit<RACTableHeaderProps<T>, 'className' | 'style'>;

/** The header row: Columns, static or from `columns` with a function as children. */
export function TableHeader<T extends object>({ columns, children, ...props }: TableHeaderProps<T>) {
  const hasCheckboxes = useCheckboxColumn();
  return (
    <RACTableHeader {...props} className={styles.header}>
      {hasCheckboxes ? (
        <RACColumn className={`${styles.column} ${styles.selectionCell}`}>
          <SelectionCheckbox />
        </RACColumn>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </RACTableHeader>
  );
}

export type ColumnProps = Omit<RACColumnProps, 'className' | 'style'>;

function SortArrow({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg
      className={styles.sortArrow}
      data-direction={direction}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
    >
      {direction === undefined ? (
        <path d="m6.5 8 3.5-3.5L13.5 8M6.5 12l3.5 3.5 3.5-3.5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M10 15.5v-11M5.5 9 10 4.5 14.5 9" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}

/**
 * A column header. Mark one column `isRowHeader` (usually the name), so screen readers announce it
 * with each cell. With `allowsSorting` it shows an arrow: both ways while unsorted, up or down while
 * the table is sorted by it.
 */
export function Column({ children, textValue, ...props }: ColumnProps) {
  return (
    <RACColumn
      {...props}
      // Children given as a function hide a plain-text label from React Aria: name it for announcements.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={styles.column}
    >
      {(renderProps) => (
        <span className={styles.columnLabel}>
          {typeof children === 'function' ? children(renderProps) : children}
          {renderProps.allowsSorting ? <SortArrow direction={renderProps.sortDirection} /> : null}
        </span>
      )}
    </RACColumn>
  );
}

export type TableBodyProps<T> = Omit<RACTableBodyProps<T>, 'className' | 'style'>;

/**
 * The rows: static, or from `items` with a function as children. `renderEmptyState` draws what an
 * empty table shows (an EmptyState), across all columns.
 */
export function TableBody<T extends object>(props: TableBodyProps<T>) {
  return <RACTableBody {...props} className={styles.body} />;
}

export type RowProps<T> = Omit<RACRowProps<T>, 'className' | 'style'>;

/**
 * One row: Cells, static or from `columns` with a function as children. Give it an `id` (the key
 * selection and `onRowAction` report) and, to make the whole row a link, an `href`.
 */
export function Row<T extends object>({ id, columns, children, ...props }: RowProps<T>) {
  const hasCheckboxes = useCheckboxColumn();
  return (
    <RACRow id={id} {...props} className={styles.row}>
      {hasCheckboxes ? (
        <RACCell className={`${styles.cell} ${styles.selectionCell}`}>
          <SelectionCheckbox />
        </RACCell>
      ) : null}
      <Collection items={columns} dependencies={[columns]}>
        {children}
      </Collection>
    </RACRow>
  );
}

export type CellProps = Omit<RACCellProps, 'className' | 'style'>;

/** One cell of a Row, under the Column at the same position. */
export function Cell(props: CellProps) {
  return <RACCell {...props} className={styles.cell} />;
}
