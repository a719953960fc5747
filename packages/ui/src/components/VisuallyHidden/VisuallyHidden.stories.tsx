import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    docs: {
      description: {
        component:
          'Use VisuallyHidden for text that screen readers need but sighted users get from the layout: ' +
          '"(opens in a new tab)" after an external link, a label for a group of icons, the full value of ' +
          'an animated number. Never hide focusable content with it; for a link that appears on focus use SkipLink.',
      },
    },
  },
  args: { children: 'Read by screen readers only' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      Visible text
      <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('Read by screen readers only');
    // In the accessibility tree, but drawn as a 1px clipped box.
    await expect(hidden).toBeInTheDocument();
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(within(canvasElement).getByText(/Visible text/)).toBeVisible();
  },
};

export const AsBlock: Story = {
  args: { as: 'div', children: 'A hidden block, for example a heading for a group of icons' },
  render: (args) => (
    <div>
      <VisuallyHidden {...args} />
      <p>Only this paragraph is drawn.</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText(/A hidden block/);
    await expect(hidden.tagName).toBe('DIV');
  },
};
