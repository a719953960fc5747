import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Foundations/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    docs: {
      description: {
        component:
          'Put one SkipLink first in the page layout, before the navigation, pointing at the `id` of the `main` ' +
          'element. It stays hidden until a keyboard user presses Tab, then appears at the top left; Enter moves ' +
          'focus to the main content, so the next Tab continues there.',
      },
    },
  },
  args: { href: '#main-content' },
  render: (args) => (
    <>
      <Box as="header" padding="md" background="surface" color="text">
        <SkipLink {...args} />
        <nav aria-label="Main">
          <a href="#home">Home</a>
        </nav>
      </Box>
      <Box as="main" id="main-content" padding="md" color="text">
        <p>Main content</p>
        <a href="#later">A link in the main content</a>
      </Box>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenUntilFocused: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const FocusVisible: Story = {
  name: 'Focus visible (Tab)',
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};

export const SkipsToMain: Story = {
  name: 'Enter moves focus to main',
  args: { children: 'Skip navigation' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip navigation' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(canvasElement).getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: 'A link in the main content' }),
    ).toHaveFocus();
  },
};
