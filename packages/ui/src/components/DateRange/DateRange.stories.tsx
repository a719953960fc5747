import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateRange } from './DateRange';

const meta = {
  title: 'Display/DateRange',
  component: DateRange,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    docs: {
      description: {
        component:
          'Use DateRange for the dates of a course or internship: from `start` (the app passes tomorrow) to ' +
          '`start` plus the selected number of `days`, as "DD-Mon - DD-Mon". With no selection only the start ' +
          'shows. The kit reads no clock, so the same dates render on the server and in the browser. ' +
          '`formatDateRange(start, days)` returns the same text.',
      },
    },
  },
  argTypes: {
    start: { control: 'date' },
    days: { control: 'inline-radio', options: [undefined, 28, 42, 56, 84] },
  },
  args: { start: new Date(2025, 0, 5), days: 28, label: 'Dates' },
} satisfies Meta<typeof DateRange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourWeeks: Story = {
  play: async ({ canvasElement }) => {
    const times = canvasElement.querySelectorAll('time');
    await expect(times).toHaveLength(2);
    await expect(times[0]).toHaveTextContent('05-Jan');
    await expect(times[0]).toHaveAttribute('dateTime', '2025-01-05');
    await expect(times[1]).toHaveTextContent('02-Feb');
    await expect(within(canvasElement).getByText(/Dates/)).toBeInTheDocument();
  },
};

export const TwelveWeeks: Story = {
  args: { days: 84 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('time')[1]).toHaveTextContent('30-Mar');
  },
};

export const NoSelection: Story = {
  name: 'No selection: start only',
  args: { days: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(1);
    await expect(canvasElement.textContent).toBe('Dates: 05-Jan');
  },
};

export const WithoutIcon: Story = { args: { showIcon: false } };
