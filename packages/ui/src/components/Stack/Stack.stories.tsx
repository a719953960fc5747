import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Stack, stackAligns } from './Stack';

const Tile = ({ children }: { children: string }) => (
  <Box padding="sm" background="brandSoft" color="text" borderRadius="sm">
    {children}
  </Box>
);

const meta = {
  title: 'Foundations/Stack',
  component: Stack,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use Stack to put blocks one below the other with an even gap from the space scale: the sections of a ' +
          'card, the fields of a form, the blocks of a page. The gap can change by breakpoint. With `as="ul"` it is ' +
          'a list; pass `li` children.',
      },
    },
  },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    align: { control: 'inline-radio', options: stackAligns },
  },
  args: {
    space: 'md',
    children: [
      <Tile key="1">Quality Opportunities</Tile>,
      <Tile key="2">Expert Guidance</Tile>,
      <Tile key="3">Career Growth</Tile>,
    ],
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('Quality Opportunities');
    const second = within(canvasElement).getByText('Expert Guidance');
    const gap = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
    await expect(gap).toBe(16);
  },
};

export const Centred: Story = { args: { align: 'center', space: 'xs' } };

export const ResponsiveSpace: Story = {
  name: 'Responsive space (mobile 390)',
  args: { space: { mobile: 'xs', desktop: 'xl' } },
  globals: { viewport: { value: '390x600' } },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('Quality Opportunities');
    const second = within(canvasElement).getByText('Expert Guidance');
    await expect(second.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBe(8);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    space: 'xs',
    children: ['Unlimited PTO', 'Flexible hours', 'Equity options'].map((perk) => <li key={perk}>{perk}</li>),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
