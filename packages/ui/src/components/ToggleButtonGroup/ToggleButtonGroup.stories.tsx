import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleButtonGroup } from './ToggleButtonGroup';

const departments = [
  { id: 'all', label: 'All Departments' },
  { id: 'engineering', label: 'Engineering' },
  { id: 'product', label: 'Product' },
  { id: 'design', label: 'Design' },
  { id: 'marketing', label: 'Marketing' },
  { id: 'business', label: 'Business' },
];

const meta = {
  title: 'Display/ToggleButtonGroup',
  component: ToggleButtonGroup,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use ToggleButtonGroup to filter a list in place with one choice at a time, such as the department ' +
          'filter on the Careers page. It is a radio group: Tab enters it on the selected option, arrow keys move ' +
          'between options, Enter or Space selects, Tab leaves. The selection never becomes empty. The app keeps ' +
          'the choice (for example in the `department` query parameter) through `selectedId` and `onSelectionChange`.',
      },
    },
  },
  args: {
    options: departments,
    defaultSelectedId: 'all',
    'aria-label': 'Filter by department',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Filter by department' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(6);
    await expect(within(group).getByRole('radio', { name: 'All Departments' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const SelectWithClick: Story = {
  name: 'Select with a click',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Design' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('design');
    await expect(canvas.getByRole('radio', { name: 'Design' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: 'All Departments' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    // Pressing the selected option again keeps it: the selection never becomes empty.
    await userEvent.click(canvas.getByRole('radio', { name: 'Design' }));
    await expect(canvas.getByRole('radio', { name: 'Design' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: arrows move, Enter and Space select (focus visible)',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All Departments' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Engineering' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('engineering');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Design' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('design');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Product' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Product' })).toHaveAttribute('data-focus-visible');
  },
};

export const Controlled: Story = {
  args: { selectedId: 'marketing', defaultSelectedId: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Marketing' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** The choice kept in the URL: links that work before the app's script runs. */
export const AsLinks: Story = {
  name: 'As links',
  args: { selectedId: 'design', defaultSelectedId: undefined, hrefFor: (id: string) => `?department=${id}` },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Filter by department' });
    await expect(within(group).getAllByRole('link')).toHaveLength(6);
    const design = within(group).getByRole('link', { name: 'Design' });
    await expect(design).toHaveAttribute('aria-current', 'true');
    await expect(design).toHaveAttribute('href', '?department=design');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Product' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const WrapsOnMobile: Story = {
  name: 'Wrapping (mobile 390)',
  globals: { viewport: { value: '390x300' } },
};
