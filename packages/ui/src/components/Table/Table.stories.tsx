import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { RouterProvider, type SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Cell, Column, Row, Table, TableBody, TableHeader, tableDensities, type TableProps } from './Table';

interface Submission {
  id: string;
  name: string;
  programme: string;
  status: 'New' | 'Paid' | 'Reviewed';
  received: string;
  amount: number;
}

const submissions: Submission[] = [
  {
    id: 's-104',
    name: 'Priya Raman',
    programme: 'Full-stack web development',
    status: 'Paid',
    received: '2026-08-12',
    amount: 4999,
  },
  {
    id: 's-103',
    name: 'Arjun Mehta',
    programme: 'UI/UX design',
    status: 'New',
    received: '2026-08-11',
    amount: 2999,
  },
  {
    id: 's-102',
    name: 'Meera Iyer',
    programme: 'Data analytics with Python',
    status: 'Reviewed',
    received: '2026-08-10',
    amount: 3999,
  },
  {
    id: 's-101',
    name: 'Kabir Singh',
    programme: 'Mobile app development',
    status: 'New',
    received: '2026-08-09',
    amount: 4499,
  },
];

const statusTone = { New: 'info', Paid: 'success', Reviewed: 'neutral' } as const;
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

type SortKey = 'name' | 'received' | 'amount';

function sortRows(rows: readonly Submission[], { column, direction }: SortDescriptor) {
  const key = column as SortKey;
  const sorted = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
  return direction === 'descending' ? sorted.reverse() : sorted;
}

interface SubmissionsTableProps extends TableProps {
  rows?: readonly Submission[];
  /** Rows link to their page (`href`) instead of running `onRowAction`. */
  links?: boolean;
}

/** As the console uses it: the app keeps the sort order and sorts the rows itself. */
function SubmissionsTable({
  rows = submissions,
  links = false,
  onSortChange,
  ...props
}: SubmissionsTableProps) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({
    column: 'received',
    direction: 'descending',
  });
  const items = useMemo(() => sortRows(rows, sortDescriptor), [rows, sortDescriptor]);
  return (
    <Table
      aria-label="Submissions"
      sortDescriptor={sortDescriptor}
      onSortChange={(next) => {
        setSortDescriptor(next);
        onSortChange?.(next);
      }}
      {...props}
    >
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="programme">Programme</Column>
        <Column id="status">Status</Column>
        <Column id="received" allowsSorting>
          Received
        </Column>
        <Column id="amount" allowsSorting>
          Amount
        </Column>
      </TableHeader>
      <TableBody
        items={items}
        renderEmptyState={() => (
          <EmptyState
            headingLevel={3}
            title="No submissions match these filters"
            description="Try another status or a wider date range."
          />
        )}
      >
        {(row) => (
          <Row id={row.id} href={links ? `/staff/submissions/${row.id}` : undefined}>
            <Cell>{row.name}</Cell>
            <Cell>{row.programme}</Cell>
            <Cell>
              <Badge tone={statusTone[row.status]}>{row.status}</Badge>
            </Cell>
            <Cell>{day.format(new Date(row.received))}</Cell>
            <Cell>{rupees.format(row.amount)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const rowNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const navigate = fn();

const meta = {
  title: 'Display/Table',
  component: Table,
  subcomponents: { TableHeader, Column, TableBody, Row, Cell },
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use a Table for records that people compare, sort and act on: submissions, payments, staff, the audit ' +
          'log. Compose it from `TableHeader` with `Column`s and `TableBody` with `Row`s of `Cell`s, static or from ' +
          'data (`items` and a function). Mark the naming column `isRowHeader`. The app keeps the sort order ' +
          '(`sortDescriptor`, `onSortChange`) and the selection (`selectedKeys`, `onSelectionChange`) and sorts and ' +
          'filters its rows itself. A row runs `onRowAction` or, with `href`, is a link. For a few facts about one ' +
          'record, use a DescriptionList instead.',
      },
    },
  },
  argTypes: { density: { control: 'inline-radio', options: tableDensities } },
  args: { onSortChange: fn(), onRowAction: fn(), onSelectionChange: fn() },
  render: (args) => <SubmissionsTable {...args} />,
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by a column: pressing a sortable header sorts by it, pressing again reverses. */
export const Sorting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Submissions' });
    await expect(canvas.getByRole('columnheader', { name: /Received/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
    // A column that does not sort has no aria-sort.
    await expect(canvas.getByRole('columnheader', { name: 'Programme' })).not.toHaveAttribute('aria-sort');
    await expect(rowNames(canvasElement)).toEqual([
      'Priya Raman',
      'Arjun Mehta',
      'Meera Iyer',
      'Kabir Singh',
    ]);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Name/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: /Received/ })).toHaveAttribute('aria-sort', 'none');
    await expect(rowNames(canvasElement)).toEqual([
      'Arjun Mehta',
      'Kabir Singh',
      'Meera Iyer',
      'Priya Raman',
    ]);
    await userEvent.click(canvas.getByRole('columnheader', { name: /Name/ }));
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(rowNames(canvasElement)).toEqual([
      'Priya Raman',
      'Meera Iyer',
      'Kabir Singh',
      'Arjun Mehta',
    ]);
    await expect(within(grid).getAllByRole('row')).toHaveLength(5);
    await fullRepaint();
  },
};

/**
 * The WAI-ARIA grid keys: Tab enters on a row, Up and Down move between rows, Right and Left into
 * and across cells, Up from the first row reaches the headers, Enter there sorts, Tab leaves.
 */
export const Keyboard: Story = {
  name: 'Keyboard: arrows, sorting from a header, Tab leaves',
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <SubmissionsTable {...args} />
      <div>
        <Button variant="ghost" size="small">
          After the table
        </Button>
      </div>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = () => canvas.getAllByRole('row').slice(1);
    await userEvent.tab();
    await expect(rows()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows()[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(rows()[1] as HTMLElement).getByRole('rowheader')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      within(rows()[1] as HTMLElement).getByRole('gridcell', { name: 'UI/UX design' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      within(rows()[0] as HTMLElement).getByRole('gridcell', { name: /Full-stack/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After the table' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveFocus();
    await fullRepaint();
  },
};

/** A checkbox column: a row's box selects it, the header's selects all (partly checked in between). */
export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    const selectAll = canvas.getByRole('checkbox', { name: 'Select All' });
    // Each row's box is named by the row header.
    await expect(canvas.getAllByRole('checkbox', { name: /^Select [A-Z][a-z]+ / })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Arjun Mehta' }));
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
    await expect([...((args.onSelectionChange as ReturnType<typeof fn>).mock.lastCall?.[0] ?? [])]).toEqual([
      's-103',
    ]);
    await expect(selectAll).toBePartiallyChecked();
    // Space on a focused row toggles it too.
    await userEvent.keyboard('{ArrowDown} ');
    await expect(canvas.getAllByRole('row')[3]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('aria-selected')),
    ).toEqual(['true', 'true', 'true', 'true']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Priya Raman' }));
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'false');
    await fullRepaint();
  },
};

/** A row runs `onRowAction` on a click or Enter; with a checkbox column, the box still selects. */
export const RowActions: Story = {
  name: 'Row actions (with selection)',
  args: { selectionMode: 'multiple' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('gridcell', { name: 'UI/UX design' }));
    await expect(args.onRowAction).toHaveBeenLastCalledWith('s-103');
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith('s-102');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Priya Raman' }));
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onRowAction).toHaveBeenCalledTimes(2);
    await fullRepaint();
  },
};

/** Rows with `href` are links: a click or Enter goes through the app's router (RouterProvider). */
export const RowLinks: Story = {
  name: 'Rows as links',
  render: (args) => <SubmissionsTable {...args} onRowAction={undefined} links />,
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const row = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(row).toHaveAttribute('data-href', '/staff/submissions/s-104');
    await userEvent.click(within(row).getByRole('rowheader'));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/staff/submissions/s-104', undefined));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/staff/submissions/s-103', undefined));
    await fullRepaint();
  },
};

/** No rows: the body shows what `renderEmptyState` returns, across every column. */
export const Empty: Story = {
  render: (args) => <SubmissionsTable {...args} rows={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No submissions match these filters' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvasElement.querySelector('tbody')).toHaveAttribute('data-empty');
  },
};

export const Compact: Story = {
  args: { density: 'compact', selectionMode: 'multiple', defaultSelectedKeys: ['s-103'] },
  play: async ({ canvasElement }) => {
    const [header, first] = within(canvasElement).getAllByRole('row');
    await expect(first?.getBoundingClientRect().height).toBeLessThan(
      header?.getBoundingClientRect().height ?? 0,
    );
  },
};

/** On a phone the table keeps its columns and scrolls sideways in its own frame; the page does not. */
export const Mobile: Story = {
  name: 'Mobile width: scrolls in its frame',
  globals: { viewport: { value: '390x500' } },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('grid').parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
