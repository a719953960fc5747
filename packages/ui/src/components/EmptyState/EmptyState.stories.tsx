import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { EmptyState, emptyStateHeadingLevels } from './EmptyState';

const meta = {
  title: 'Display/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use an EmptyState where a list, a table or a search has nothing to show: say what is missing, why, and ' +
          'offer the one action that helps (clear the filters, create the first item). Choose `headingLevel` by ' +
          'where it sits in the page outline. For a table, return it from `renderEmptyState` on the TableBody.',
      },
    },
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: emptyStateHeadingLevels } },
  args: { title: 'No submissions yet' },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No submissions yet' }),
    ).toBeInTheDocument();
  },
};

const clearFilters = fn();

export const WithEverything: Story = {
  name: 'Icon, description and action',
  args: {
    title: 'No submissions match these filters',
    headingLevel: 3,
    icon: <Icon name="search" size="large" />,
    description: 'Try another status or a wider date range.',
    action: (
      <Button variant="secondary" onPress={clearFilters}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No submissions match these filters' }),
    ).toBeInTheDocument();
    // The icon is decorative: nothing but the heading, the text and the button is announced.
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(clearFilters).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  args: WithEverything.args,
  globals: { viewport: { value: '390x500' } },
};
