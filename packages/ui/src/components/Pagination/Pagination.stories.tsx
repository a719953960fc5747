import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Pagination, type PaginationProps } from './Pagination';

/** Controlled, as in an app: it keeps the page (in the URL, say) and passes it back. */
function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use Pagination under a long list or table that the app loads a page at a time. The app owns the page ' +
          '(keep it in the URL so a reload or a shared link opens the same page) and renders the rows for it; ' +
          'Pagination calls `onPageChange` with the 1-based page to show. Past seven pages it shows the first and ' +
          'last page, the current one with its neighbours and an ellipsis for each gap. Name the landmark with ' +
          '`label` when a view has more than one.',
      },
    },
  },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 720 }}>{Story()}</div>],
  args: { page: 1, pageCount: 5, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const canvas = within(nav);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('button', { name: /^Page / })).toHaveLength(5);
    // Pressing the current page changes nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await fullRepaint();
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Many pages: the first and last, the current page with its neighbours, a gap on each side. */
export const ManyPages: Story = {
  args: { page: 8, pageCount: 24, label: 'Submissions pages' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Submissions pages' });
    const pages = within(nav).getAllByRole('button', { name: /^Page / });
    await expect(pages.map((page) => page.textContent)).toEqual(['1', '7', '8', '9', '24']);
    // The gaps are drawn, not announced.
    const gaps = [...nav.querySelectorAll('li[aria-hidden="true"]')];
    await expect(gaps.map((gap) => gap.textContent)).toEqual(['…', '…']);
  },
};

/** Tab moves through the enabled buttons in order; Enter and Space press them. */
export const Keyboard: Story = {
  name: 'Keyboard (focus visible)',
  args: { page: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await fullRepaint();
  },
};

export const CustomTexts: Story = {
  name: 'Texts as props',
  args: {
    page: 2,
    pageCount: 3,
    label: 'Audit log pages',
    previousLabel: 'Newer',
    nextLabel: 'Older',
    pageLabel: (page) => `Audit log page ${page}`,
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Audit log pages' });
    await expect(within(nav).getByRole('button', { name: 'Audit log page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: 'Older' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  args: { page: 8, pageCount: 24 },
  globals: { viewport: { value: '390x300' } },
};
