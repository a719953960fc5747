import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Text } from '../Text/Text';
import { Separator, Toolbar, type ToolbarProps } from './Toolbar';

const onAction = fn();

function SelectionActions(props: ToolbarProps) {
  return (
    <Toolbar aria-label="Selected submissions" {...props}>
      <Button variant="secondary" size="small" onPress={() => onAction('read')}>
        Mark as read
      </Button>
      <Button variant="secondary" size="small" onPress={() => onAction('assign')}>
        Assign
      </Button>
      <Separator />
      <Button variant="secondary" size="small" onPress={() => onAction('export')}>
        Export CSV
      </Button>
      <IconButton icon="copy" label="Copy links" variant="secondary" size="small" />
    </Toolbar>
  );
}

const meta = {
  title: 'Actions/Toolbar',
  component: Toolbar,
  subcomponents: { Separator },
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use a Toolbar for a row of controls that act on the same thing, such as the actions on the selected ' +
          'rows of a table, so that keyboard users reach the row with one Tab and move along it with the arrow ' +
          'keys. Name it with `aria-label`. Group related controls with a `Separator` between them. A row of two ' +
          'or three unrelated buttons does not need a toolbar.',
      },
    },
  },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' }}>
      <SelectionActions {...args} />
      <Button variant="ghost" size="small">
        After the toolbar
      </Button>
    </div>
  ),
  args: {},
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Selected submissions' });
    await expect(toolbar).toHaveAttribute('aria-orientation', 'horizontal');
    // Across the row: the separator is vertical.
    await expect(within(toolbar).getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Assign' }));
    await expect(onAction).toHaveBeenLastCalledWith('assign');
    await fullRepaint();
  },
};

/** The arrow keys move along it (stopping at the ends); Tab moves on past it. */
export const Keyboard: Story = {
  name: 'Keyboard: arrows move, Tab leaves',
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mark as read' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Assign' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(onAction).toHaveBeenLastCalledWith('export');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Copy links' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After the toolbar' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Copy links' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('data-focus-visible');
    await fullRepaint();
  },
};

/** Vertical: Up and Down move; the separator runs across the column. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('separator').tagName).toBe('HR');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'Assign' })).toHaveFocus();
    await fullRepaint();
  },
};

/** A Separator on its own is an `<hr>` between two blocks. */
export const SeparatorAlone: Story = {
  name: 'Separator between blocks',
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, width: 360 }}>
      <Text>Received 12 August, 10:42.</Text>
      <Separator />
      <Text>Reviewed 13 August, 09:15.</Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator').tagName).toBe('HR');
  },
};

export const Mobile: Story = {
  name: 'Mobile width: controls wrap',
  globals: { viewport: { value: '320x300' } },
};
