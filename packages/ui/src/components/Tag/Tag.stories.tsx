import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag, TagList } from './Tag';

const meta = {
  title: 'Display/Tag',
  component: Tag,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    docs: {
      description: {
        component:
          'Use Tag for keywords, such as the skills of an opportunity; use `TagList` for several, so screen readers ' +
          'hear a list and how many. Tags are not interactive: for filters use ToggleButtonGroup, for a status use Badge.',
      },
    },
  },
  args: { children: 'React' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIcon: Story = { args: { icon: 'star', children: 'Top rated' } };

export const List: Story = {
  name: 'TagList',
  render: () => (
    <TagList aria-label="Skills" tags={['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Git']} />
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Skills' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const ListWrapsOnMobile: Story = {
  name: 'TagList wrapping (mobile 390)',
  parameters: { layout: 'padded' },
  globals: { viewport: { value: '390x300' } },
  render: () => (
    <TagList
      aria-label="Skills"
      tags={['Machine Learning', 'Python', 'TensorFlow', 'Data Visualisation', 'Statistics', 'SQL', 'Pandas']}
    />
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const first = items[0]?.getBoundingClientRect();
    const last = items.at(-1)?.getBoundingClientRect();
    await expect(last?.top).toBeGreaterThan(first?.bottom ?? 0);
  },
};
