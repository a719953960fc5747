import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { iconButtonVariants } from '../IconButton/IconButton';
import { Inline } from '../Inline/Inline';
import { Text } from '../Text/Text';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    docs: {
      description: {
        component:
          'Use CopyButton next to a value visitors need elsewhere, such as the UPI id in the payment dialog. It ' +
          'copies `value` with the Clipboard API, reads "Copied" for two seconds and calls `onCopy`, where the app ' +
          'shows its confirmation toast ("UPI ID Copied"), which screen readers announce. If copying fails ' +
          '(no Clipboard API, permission refused) it calls `onCopyError` instead, so the app can ask the visitor ' +
          'to copy by hand. Enter and Space press it.',
      },
    },
  },
  argTypes: { variant: { control: 'inline-radio', options: iconButtonVariants } },
  args: {
    value: 'aarambhlabs@upi',
    label: 'Copy UPI ID',
    onCopy: fn(),
    onCopyError: fn(),
    copy: fn(async () => {}),
    // Long enough that the screenshot after the play function still shows the copied state.
    resetAfter: 60_000,
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { resetAfter: 2000 },
  render: (args) => (
    <Inline space="sm">
      <Text as="span" weight="semibold">
        aarambhlabs@upi
      </Text>
      <CopyButton {...args} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy UPI ID' })).toBeEnabled();
  },
};

export const Copied: Story = {
  name: 'Copied (click)',
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy UPI ID' });
    const width = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(args.copy).toHaveBeenCalledWith('aarambhlabs@upi');
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith('aarambhlabs@upi'));
    await expect(within(canvasElement).getByRole('button', { name: 'Copied' })).toBe(button);
    await expect(button.getBoundingClientRect().width).toBe(width);
    await expect(args.onCopyError).not.toHaveBeenCalled();
  },
};

export const ResetsAfterAWhile: Story = {
  name: 'Reads Copy again after resetAfter',
  args: { resetAfter: 50 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy UPI ID' }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalled());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Copy UPI ID' })).toBeVisible(),
    );
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Enter and Space (focus visible)',
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledTimes(1));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledTimes(2));
  },
};

export const CopyFails: Story = {
  name: 'Copy fails: onCopyError',
  args: { copy: fn(async () => Promise.reject(new Error('Permission denied'))) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy UPI ID' }));
    await waitFor(() => expect(args.onCopyError).toHaveBeenCalledTimes(1));
    await expect(args.onCopy).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Copy UPI ID' })).toBeVisible();
  },
};

export const UsesTheClipboardApi: Story = {
  name: 'Uses the Clipboard API by default',
  args: { copy: undefined },
  play: async ({ args, canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy UPI ID' }));
      await waitFor(() => expect(args.onCopy).toHaveBeenCalled());
      await expect(writeText).toHaveBeenCalledWith('aarambhlabs@upi');
    } finally {
      writeText.mockRestore();
    }
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy UPI ID' });
    await userEvent.click(button);
    await waitFor(() => expect(args.onCopy).toHaveBeenCalled());
    await expect(button).toHaveAccessibleName('Copied');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.copy).not.toHaveBeenCalled();
  },
};
