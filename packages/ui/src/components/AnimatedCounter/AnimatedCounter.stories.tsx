import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Text } from '../Text/Text';
import { AnimatedCounter } from './AnimatedCounter';

const meta = {
  title: 'Display/AnimatedCounter',
  component: AnimatedCounter,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    docs: {
      description: {
        component:
          'Use AnimatedCounter for a headline figure that should catch the eye when the visitor reaches it, such ' +
          'as the About page statistics (5000+, 95%, 100+, 24h). It counts up from 0 once, the first time it ' +
          'scrolls into view, over `duration` (2 s by default; the About page uses 2500). With ' +
          '`prefers-reduced-motion` (or `reduceMotion`) it shows the final value at once. Screen readers hear only ' +
          'the final value. Put it inside a Stat for a label.',
      },
    },
  },
  argTypes: { grouping: { control: 'inline-radio', options: ['none', 'indian', 'us'] } },
  args: { value: 5000, suffix: '+', duration: 2000, reduceMotion: true },
  decorators: [
    (Story) => (
      <Text size="xl" weight="bold" as="div">
        {Story()}
      </Text>
    ),
  ],
} satisfies Meta<typeof AnimatedCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FinalValue: Story = {
  name: 'Final value (reduced motion)',
  play: async ({ canvasElement }) => {
    const display = canvasElement.querySelector('[data-counter-display]');
    await expect(display).toHaveTextContent('5000+');
    await expect(display).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('5000+', { ignore: '[aria-hidden]' })).toBeInTheDocument();
  },
};

export const Percentage: Story = { args: { value: 95, suffix: '%' } };

export const Grouped: Story = {
  name: 'Indian digit grouping',
  args: { value: 150000, prefix: '₹', suffix: '', grouping: 'indian' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-counter-display]')).toHaveTextContent('₹1,50,000');
  },
};

export const CountsUpWhenScrolledIntoView: Story = {
  name: 'Counts up once, when scrolled into view',
  args: { reduceMotion: false, duration: 400 },
  render: (args) => (
    <Box
      tabIndex={0}
      aria-label="Scrollable example"
      role="region"
      overflow="auto"
      style={{ height: 120, width: 240 }}
      background="surface"
    >
      <div style={{ height: 360 }} />
      <Box padding="md" id="counter">
        <AnimatedCounter {...args} />
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const display = canvasElement.querySelector('[data-counter-display]');
    const finalText = within(canvasElement).getByText('5000+', { ignore: '[aria-hidden]' });
    // Out of view: it waits at 0, while screen readers already have the final value.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(display).toHaveTextContent(/^0\+$/);
    await expect(finalText).toBeInTheDocument();

    canvasElement.querySelector('#counter')?.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(display?.textContent).not.toBe('0+'));
    await expect(finalText).toHaveTextContent('5000+');
    await waitFor(() => expect(display).toHaveTextContent('5000+'), { timeout: 3000 });

    // Once only: scrolling away and back does not restart it.
    const region = within(canvasElement).getByRole('region');
    region.scrollTop = 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
    canvasElement.querySelector('#counter')?.scrollIntoView({ block: 'end' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(display).toHaveTextContent('5000+');
  },
};
