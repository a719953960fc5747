import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AnimatedCounter } from '../AnimatedCounter/AnimatedCounter';
import { Columns } from '../Columns/Columns';
import { Stat } from './Stat';

const meta = {
  title: 'Display/Stat',
  component: Stat,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use Stat for a headline figure with its label, such as the company facts on the About page. The value ' +
          'can be text ("24h") or an AnimatedCounter that counts up when scrolled into view. Lay several out in ' +
          'Columns: two on phones, four on large screens.',
      },
    },
  },
  argTypes: { align: { control: 'inline-radio', options: ['left', 'center'] } },
  args: { value: '24h', label: 'Response Time', description: 'Mon-Fri 9AM-6PM IST' },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('24hResponse TimeMon-Fri 9AM-6PM IST');
  },
};

export const LeftAligned: Story = { args: { align: 'left' } };

export const WithoutDescription: Story = { args: { description: undefined } };

const stats = [
  { value: 5000, suffix: '+', label: 'Applications Created' },
  { value: 95, suffix: '%', label: 'Success Rate' },
  { value: 100, suffix: '+', label: 'Job Categories' },
  { value: 24, suffix: 'h', label: 'Response Time' },
];

export const CounterRow: Story = {
  name: 'A row of animated counters (finished)',
  render: () => (
    <Columns columns={{ mobile: 2, desktop: 4 }} space="lg">
      {stats.map((stat) => (
        <Stat
          key={stat.label}
          label={stat.label}
          value={<AnimatedCounter value={stat.value} suffix={stat.suffix} duration={2500} reduceMotion />}
        />
      ))}
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('95%', { ignore: '[aria-hidden]' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Success Rate')).toBeVisible();
  },
};

export const CounterRowOnMobile: Story = {
  ...CounterRow,
  name: 'A row of animated counters (mobile 390)',
  globals: { viewport: { value: '390x500' } },
};
