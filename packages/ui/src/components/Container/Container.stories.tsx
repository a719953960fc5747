import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Container, containerSizes } from './Container';

const meta = {
  title: 'Foundations/Container',
  component: Container,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Use Container once per page section to centre its content and limit its width: `wide` (1280 px) for ' +
          'grids and bands, `medium` (1024 px), `narrow` (740 px) for reading text and forms. Its side padding grows ' +
          'with the screen, so content never touches the edges on a phone.',
      },
    },
  },
  argTypes: { size: { control: 'inline-radio', options: containerSizes } },
  args: {
    size: 'narrow',
    children: (
      <Box padding="md" background="brandSoft" color="text" borderRadius="sm">
        Content limited to the container width
      </Box>
    ),
  },
  decorators: [
    (Story) => (
      <Box background="surface" paddingY="lg">
        {Story()}
      </Box>
    ),
  ],
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Narrow: Story = {
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByText(/Content limited/);
    // 740 px minus 32 px side padding on each side (desktop).
    await expect(content.getBoundingClientRect().width).toBe(740 - 64);
    // Centred: as much room on the left as on the right.
    const { left, right } = content.getBoundingClientRect();
    await expect(Math.round(left)).toBe(Math.round(document.documentElement.clientWidth - right));
  },
};

export const Wide: Story = { args: { size: 'wide' } };

export const Mobile: Story = {
  name: 'Mobile 390',
  globals: { viewport: { value: '390x400' } },
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByText(/Content limited/);
    await expect(content.getBoundingClientRect().left).toBe(16);
    await expect(content.getBoundingClientRect().width).toBe(390 - 32);
  },
};
