import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { DurationSelector, type DurationSelectorProps } from './DurationSelector';

const durations = [
  { value: '4-weeks', label: '4 Weeks' },
  { value: '6-weeks', label: '6 Weeks' },
  { value: '8-weeks', label: '8 Weeks' },
  { value: '12-weeks', label: '12 Weeks' },
] as const;

/** Controlled, as on a card: the card keeps the chosen duration and prices from it. */
function Controlled(props: DurationSelectorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DurationSelector
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const screen = within(document.body);

const meta = {
  title: 'Forms/DurationSelector',
  component: Controlled,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a DurationSelector where a visitor picks how long a programme runs, on an opportunity card or page: ' +
          'it is a compact Select with its label on the same line. Pass the four duration options; the chosen one ' +
          'drives the price and the date range. A value that is not an option (an old link) shows the first option.',
      },
    },
  },
  decorators: [(Story) => <div style={{ padding: 8 }}>{Story()}</div>],
  args: { options: durations, value: '4-weeks', onChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Duration/ });
    await expect(trigger).toHaveTextContent('4 Weeks');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: '8 Weeks' }));
    await expect(args.onChange).toHaveBeenCalledWith('8-weeks');
    await expect(trigger).toHaveTextContent('8 Weeks');
    await fullRepaint();
  },
};

export const Keyboard: Story = {
  name: 'Focus visible (keyboard)',
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Duration/ });
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '4 Weeks' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('6-weeks');
    await waitFor(() => expect(trigger).toHaveFocus());
    await fullRepaint();
  },
};

/**
 * A tap chooses without focusing the option on its way. The browser focuses what a tap's
 * compatibility `mousedown` lands on (no hover focused it first, as a mouse's does), and React
 * Aria would render the whole select again for the newly focused option in the task of the tap
 * (12 to 18 ms on a slow phone), only for focus to go back to the trigger as the list closes. The
 * list cancels an option's `mousedown`, which is what keeps the browser from focusing it. (A
 * synthetic `mousedown` moves no focus: its cancellation is what is checked.)
 */
export const TapChoosesWithoutFocusingTheOption: Story = {
  name: 'A tap chooses without focusing the option',
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Duration/ });
    await userEvent.click(trigger);
    const option = within(await screen.findByRole('listbox')).getByRole('option', { name: '12 Weeks' });
    const mousedown = new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0, buttons: 1 });
    option.dispatchEvent(mousedown);
    await expect(mousedown.defaultPrevented).toBe(true);
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenCalledWith('12-weeks');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('12 Weeks');
    await fullRepaint();
  },
};

export const Open: Story = {
  args: { value: '12-weeks' },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Duration/ }));
    const selected = await screen.findByRole('option', { name: '12 Weeks' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await fullRepaint();
  },
};

export const UnknownValue: Story = {
  name: 'Unknown value falls back to the first option',
  args: { value: '3-weeks' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Duration/ })).toHaveTextContent(
      '4 Weeks',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Duration/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    label: 'Programme length',
    options: [
      { value: 'short', label: '2 weeks (weekend batch)' },
      { value: 'long', label: '24 weeks (full semester, includes a capstone project)' },
    ],
    value: 'long',
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  parameters: { layout: 'padded' },
  globals: { viewport: { value: '390x300' } },
};
