import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Countdown, type CountdownProps } from './Countdown';

const now = Date.parse('2025-01-01T00:00:00Z');
const sixtyDaysLater = now + 60 * 24 * 60 * 60 * 1000;

const meta = {
  title: 'Display/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    docs: {
      description: {
        component:
          'Use Countdown for a launch date, such as the Coming Soon page (60 days after the first visit). It ' +
          'shows days, hours, minutes and seconds. Leave `now` out and it ticks every second on its own clock; ' +
          'pass `now` to drive it from outside (stories, server rendering). The ticking numbers are a `timer` ' +
          'that never interrupts; a polite live region tells screen reader users the time left at most once a ' +
          'minute. `onComplete` runs once at zero.',
      },
    },
  },
  args: { target: sixtyDaysLater, now, label: 'Time until launch' },
  argTypes: { target: { control: 'date' }, now: { control: 'date' } },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const unitText = (canvas: HTMLElement, unit: string) =>
  canvas.querySelector(`[data-unit="${unit}"] span`)?.textContent;

export const SixtyDays: Story = {
  name: 'Sixty days to go',
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Time until launch' });
    await expect(timer).toHaveTextContent('60Days00Hours00Minutes00Seconds');
    await expect(canvasElement.querySelector('[data-countdown-announcement]')).toHaveTextContent(
      '60 days, 0 hours and 0 minutes left',
    );
  },
};

export const MixedValues: Story = {
  args: { target: now + ((2 * 24 + 3) * 60 * 60 + 4 * 60 + 5) * 1000 },
  play: async ({ canvasElement }) => {
    await expect(unitText(canvasElement, 'days')).toBe('2');
    await expect(unitText(canvasElement, 'hours')).toBe('03');
    await expect(unitText(canvasElement, 'minutes')).toBe('04');
    await expect(unitText(canvasElement, 'seconds')).toBe('05');
  },
};

export const Finished: Story = {
  args: { target: now - 1000, onComplete: fn() },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(
      '0Days00Hours00Minutes00Seconds',
    );
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector('[data-countdown-announcement]')).toHaveTextContent(
      'Time is up',
    );
  },
};

export const CustomLabels: Story = {
  args: { labels: { days: 'days', hours: 'hrs', minutes: 'mins', seconds: 'secs' } },
};

/** Drives `now` one second per press, the way the internal clock would, to show the announcements. */
function Ticking(props: CountdownProps) {
  const [current, setCurrent] = useState(Number(props.now));
  return (
    <Stack space="md" align="left">
      <Countdown {...props} now={current} />
      <Button variant="secondary" onPress={() => setCurrent((value) => value + 1000)}>
        Advance one second
      </Button>
    </Stack>
  );
}

export const AnnouncedOnceAMinute: Story = {
  name: 'Announced at most once a minute',
  args: { target: now + (2 * 60 + 1) * 1000 },
  render: (args) => <Ticking {...args} />,
  play: async ({ canvasElement }) => {
    const live = canvasElement.querySelector('[data-countdown-announcement]');
    const advance = within(canvasElement).getByRole('button', { name: 'Advance one second' });
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveTextContent('2 minutes left');
    // 2:01 -> 2:00: the seconds change, the announcement does not.
    await userEvent.click(advance);
    await expect(unitText(canvasElement, 'seconds')).toBe('00');
    await expect(live).toHaveTextContent('2 minutes left');
    // 2:00 -> 1:59: a new minute, one new announcement.
    await userEvent.click(advance);
    await expect(unitText(canvasElement, 'seconds')).toBe('59');
    await expect(live).toHaveTextContent('1 minute left');
  },
};

export const Mobile: Story = {
  name: 'Mobile 390',
  parameters: { layout: 'padded' },
  globals: { viewport: { value: '390x300' } },
};
