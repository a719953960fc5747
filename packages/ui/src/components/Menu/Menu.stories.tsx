import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

const screen = within(document.body);

const meta = {
  title: 'Actions/Menu',
  component: Menu,
  subcomponents: { MenuTrigger, MenuItem, MenuSection, MenuSeparator },
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use a Menu for a handful of actions on one thing that do not all deserve a button (a row\'s "More ' +
          'actions": assign, archive, delete), opened by the kit\'s Button or IconButton inside a MenuTrigger. ' +
          "Handle the choice with `onAction`, which receives the item's `id`. An item with `href` is a link. For " +
          'choosing a value in a form, use a Select instead; for navigation across the site, NavBar.',
      },
    },
  },
  args: { onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Actions</Button>
      <Menu {...args}>
        <MenuItem id="assign">Assign to me</MenuItem>
        <MenuItem id="read">Mark as read</MenuItem>
        <MenuItem id="history" href="#history">
          Open history
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="archive">Archive</MenuItem>
        <MenuItem id="delete" isDisabled>
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The kit's Button opens it; an item runs its action, the menu closes and the focus goes back. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAccessibleName('Actions');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Open history' })).toHaveAttribute(
      'href',
      '#history',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Archive' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('archive', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await fullRepaint();
  },
};

/** The WAI-ARIA menu button keys: Enter opens on the first item, arrows, type-ahead, Escape. */
export const Keyboard: Story = {
  name: 'Keyboard: open, arrows, type-ahead, Escape',
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Assign to me' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Mark as read' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    // The disabled item is skipped.
    await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(within(menu).getByRole('menuitem', { name: 'Assign to me' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
    // Up opens on the last item; typing a letter moves to the next matching item.
    await userEvent.keyboard('{ArrowUp}');
    const reopened = await screen.findByRole('menu');
    await waitFor(() => expect(within(reopened).getByRole('menuitem', { name: 'Archive' })).toHaveFocus());
    await userEvent.keyboard('{Home}m');
    await expect(within(reopened).getByRole('menuitem', { name: 'Mark as read' })).toHaveFocus();
    // Enter chooses (a Space straight after typing would continue the search).
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('read', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await fullRepaint();
  },
};

/** Open, as drawn: the focused item highlighted, the disabled one muted, a separator. */
export const Open: Story = {
  parameters: { visual: { target: 'page' } },
  globals: { viewport: { value: '480x360' } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Actions' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Assign to me' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Mark as read' })).toHaveAttribute(
      'data-focus-visible',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await fullRepaint();
  },
};

function RowActions({ onAction }: { onAction?: (key: Key) => void }) {
  const [sort, setSort] = useState<Selection>(new Set(['newest']));
  return (
    <MenuTrigger>
      <IconButton icon="menu" label="More actions" variant="secondary" />
      <Menu onAction={onAction} placement="bottom end">
        <MenuSection title="Sort by" selectionMode="single" selectedKeys={sort} onSelectionChange={setSort}>
          <MenuItem id="newest">Newest first</MenuItem>
          <MenuItem id="oldest">Oldest first</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Export">
          <MenuItem id="csv">Export CSV</MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}

/** Sections with headings, one of them a single choice that shows a check mark; an IconButton opens it. */
export const SectionsAndSelection: Story = {
  name: 'Sections and a choice, from an IconButton',
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 400 }}>
      <RowActions onAction={args.onAction} />
    </div>
  ),
  parameters: { visual: { target: 'page' } },
  globals: { viewport: { value: '480x360' } },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await userEvent.click(trigger);
    let menu = await screen.findByRole('menu');
    const sortGroup = within(menu).getByRole('group', { name: 'Sort by' });
    await expect(within(sortGroup).getByRole('menuitemradio', { name: 'Newest first' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(sortGroup).getByRole('menuitemradio', { name: 'Oldest first' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(trigger);
    menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Oldest first' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Export CSV' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('csv', undefined);
    await userEvent.click(trigger);
    menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'Export' })).toBeInTheDocument();
    await fullRepaint();
  },
};
