import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { ProgressBar, progressTones } from './ProgressBar';

const meta = {
  title: 'Display/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use ProgressBar to show how far something has come, with a visible label and value: the development ' +
          'progress of upcoming features on the Coming Soon page, the steps of a long form. The value is a ' +
          'percentage by default; `valueLabel` replaces it ("3 of 4 features"). It is not a loading spinner: ' +
          'for a pending action use Button\'s `isPending`. It is the platform\'s `role="progressbar"` (value, range ' +
          "and text, named by its label; the value formatted by `Intl.NumberFormat` in the page's locale), not " +
          "react-aria-components' ProgressBar, so that its code comes only with a progress bar.",
      },
    },
  },
  argTypes: {
    tone: { control: 'inline-radio', options: progressTones },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  args: { label: 'Application System', value: 75 },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Application System' });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(bar).toHaveAttribute('aria-valuetext', '75%');
    await expect(within(canvasElement).getByText('75%')).toBeVisible();
  },
};

export const Empty: Story = { args: { value: 0, label: 'Advanced Analytics' } };

export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Real-time Notifications' } };

export const CustomValueLabel: Story = {
  args: { value: 3, maxValue: 4, valueLabel: '3 of 4 features', label: 'Launch Day' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Launch Day' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 4 features');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="lg">
      {progressTones.map((tone, index) => (
        <ProgressBar key={tone} {...args} tone={tone} label={`Tone ${tone}`} value={30 + index * 30} />
      ))}
    </Stack>
  ),
};

export const LongLabelOnMobile: Story = {
  name: 'Long label (mobile 390)',
  args: { label: 'Interview Scheduler with calendar integration and reminders', value: 40 },
  globals: { viewport: { value: '390x300' } },
};
