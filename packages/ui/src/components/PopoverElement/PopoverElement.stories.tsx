import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { PopoverElement, popoverElementPlacements } from './PopoverElement';

const screen = within(document.body);

const meta = {
  title: 'Overlays/PopoverElement',
  component: PopoverElement,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A small non-modal dialog beside the button that opens it, on the platform's Popover API (the " +
          "`popover` attribute), for a page's own small overlays (the help chat) where react-aria's overlay code " +
          'would be most of what the page loads for them. The browser puts it in the top layer, closes it on ' +
          'Escape and on a click outside, and returns the focus to the button when it closes with the focus ' +
          'inside; CSS anchor positioning places it (`placement`) and flips it where there is no room. The ' +
          'popover has the focus when it opens; the page stays usable (the APG non-modal dialog), and Tab goes ' +
          'on from it to what follows the button. Its `trigger` renders the button with the props it is given ' +
          '(`aria-expanded`, `aria-controls`, `onPress`). It has a `title` (its accessible name). For a task that ' +
          'must be finished first use a DialogElement or a Modal; for a label on hover, a Tooltip. With reduced ' +
          'motion it appears without moving.',
      },
      story: { inline: false, iframeHeight: 320 },
    },
    visual: { target: 'page' },
  },
  decorators: [(Story) => <main style={{ padding: 24, minHeight: 280 }}>{Story()}</main>],
  argTypes: { placement: { control: 'select', options: popoverElementPlacements } },
  args: {
    title: 'What the fee includes',
    children: 'Mentoring sessions, project reviews, a certificate and lifetime access to the recordings.',
    trigger: (props) => (
      <Button variant="secondary" {...props}>
        What is included?
      </Button>
    ),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof PopoverElement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its button with the focus on it, says so on the button, and is in the top layer. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'What is included?' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'What the fee includes' });
    await expect(dialog.matches(':popover-open')).toBe(true);
    await expect(dialog).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', dialog.id);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // Below its button, its start edge at the button's.
    const [buttonBox, dialogBox] = [button.getBoundingClientRect(), dialog.getBoundingClientRect()];
    await expect(dialogBox.top).toBeGreaterThanOrEqual(buttonBox.bottom);
    await expect(Math.round(dialogBox.left)).toBe(Math.round(buttonBox.left));
    await fullRepaint();
  },
};

/**
 * The close button, the browser hiding it (Escape, a click outside) and the trigger each close it,
 * and the focus goes back to the button.
 */
export const Close: Story = {
  name: 'Close button, Escape and the trigger close it',
  parameters: { visual: { target: 'canvas' } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'What is included?' });
    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // What the browser does on Escape or a click outside: it hides the popover; the state follows.
    await userEvent.click(button);
    (await screen.findByRole('dialog')).hidePopover();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    await screen.findByRole('dialog');
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await fullRepaint();
  },
};

/** A help popover above a button at the end of a bar, as the site's help chat. */
export const TopEnd: Story = {
  name: 'Above, at the end (help)',
  args: {
    title: 'Need Help?',
    placement: 'top end',
    children: ({ close }) => (
      <div style={{ display: 'grid', gap: 12 }}>
        <p>Our team replies within 24 hours, Monday to Friday.</p>
        <Button size="small" onPress={close}>
          Contact Support
        </Button>
      </div>
    ),
    trigger: (props) => (
      <IconButton icon="whatsapp" label="Help chat" variant="primary" size="large" {...props} />
    ),
  },
  decorators: [
    (Story) => <div style={{ paddingTop: 200, display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>,
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Help chat' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Need Help?' });
    const [buttonBox, dialogBox] = [button.getBoundingClientRect(), dialog.getBoundingClientRect()];
    await expect(dialogBox.bottom).toBeLessThanOrEqual(buttonBox.top);
    await expect(Math.round(dialogBox.right)).toBe(Math.round(buttonBox.right));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Contact Support' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await screen.findByRole('dialog');
    await fullRepaint();
  },
};

/** Without room below, it flips above its button. */
export const Flipped: Story = {
  name: 'Flips where there is no room',
  decorators: [(Story) => <div style={{ paddingTop: 240 }}>{Story()}</div>],
  globals: { viewport: { value: '390x400' } },
  args: {
    title: 'How the internship fee is calculated and when you pay it',
    showCloseButton: false,
    children:
      'The fee depends on the duration you choose: 4, 6, 8 or 12 weeks. You pay it by UPI before you submit ' +
      'your application and enter the transaction ID in the form.',
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'What is included?' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      button.getBoundingClientRect().top,
    );
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await fullRepaint();
  },
};
