import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { withStoryClock } from '../../../harness/storyClock';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { ToastRegion, type ToastRegionProps } from './Toast';
import { createToastQueue, type ToastContent } from './toastQueue';

const screen = within(document.body);

const examples: Record<string, ToastContent> = {
  success: {
    tone: 'success',
    title: 'Message Sent Successfully!',
    description: "Thank you for contacting us. We'll get back to you within 24 hours.",
  },
  warning: {
    tone: 'warning',
    title: 'Application Submitted with Warnings',
    description: 'Your application was saved, but the confirmation e-mail could not be sent.',
  },
  error: {
    tone: 'error',
    title: 'Failed to Send Message',
    description: 'Please try again or contact us directly via email.',
  },
  info: { tone: 'info', title: 'UPI ID Copied' },
};

interface DemoProps extends Omit<ToastRegionProps, 'toasts'> {
  /** Toasts already open (and kept open) when the story renders. */
  open?: ToastContent[];
  /** Auto-dismiss time of the toast the button adds. */
  timeout?: number;
}

/** A queue of its own per story, so stories never share toasts. */
function Demo({ open = [], timeout = 6000, ...regionProps }: DemoProps) {
  const [toasts] = useState(() => {
    const queue = createToastQueue({ maxVisibleToasts: 4 });
    for (const content of open) queue.add(content, { timeout: 0 });
    return queue;
  });
  return (
    <>
      <Button onPress={() => toasts.add(examples.success!, { timeout })}>Send message</Button>
      <ToastRegion {...regionProps} toasts={toasts} />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a toast to confirm that something happened or failed after an action, without moving the visitor: ' +
          '"Message Sent Successfully!", "UPI ID Copied", "Subscription Failed". Render one `<ToastRegion />` near ' +
          'the root of the app, then call `toasts.add({ title, description, tone })` from anywhere. Toasts are ' +
          'announced, close by themselves after `timeout` (6 s by default, paused while hovered or focused) and ' +
          'have a close button. Never put the only copy of important information or an action in a toast: errors ' +
          'that block a form belong next to the fields (see Form). While a `Modal` is open, toasts go beside it ' +
          'where there is room, else at the first height clear of its buttons: never on its actions.',
      },
      story: { inline: false, iframeHeight: 420 },
    },
  },
  args: { label: 'Notifications', closeLabel: 'Dismiss' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four tones, held open. Each is announced: its content is a live alert with the tone's name. */
export const Tones: Story = {
  args: { open: [examples.info!, examples.error!, examples.warning!, examples.success!] },
  parameters: { visual: { target: 'page' } },
  play: async () => {
    const region = screen.getByRole('region', { name: 'Notifications' });
    const items = await within(region).findAllByRole('alertdialog');
    await expect(items).toHaveLength(4);
    const success = within(region).getByRole('alertdialog', { name: 'Message Sent Successfully!' });
    await expect(within(success).getByRole('alert')).toHaveTextContent(
      "Success: Message Sent Successfully!Thank you for contacting us. We'll get back to you within 24 hours.",
    );
  },
};

/** Closes by itself after `timeout` (on the story's clock: no waiting). */
export const AutoDismiss: Story = {
  name: 'Auto-dismiss',
  args: { timeout: 6000 },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send message' });
    // The pointer comes to the button as a visitor's would; the click is on the story's clock.
    await userEvent.hover(button);
    await withStoryClock(async (clock) => {
      await fireEvent.click(button);
      await clock.tickAsync(0);
      const toast = screen.getByRole('alertdialog', { name: 'Message Sent Successfully!' });
      await clock.tickAsync(5999);
      await expect(toast).toBeInTheDocument();
      await clock.tickAsync(1);
    });
    // What is left is its exit animation, on real time.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await fullRepaint();
  },
};

/** The timer waits while the toast is hovered or focused, and goes on after. */
export const PausesOnHover: Story = {
  name: 'Pauses on hover and focus',
  args: { timeout: 6000 },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send message' });
    await withStoryClock(async (clock) => {
      await fireEvent.click(button);
      await clock.tickAsync(0);
      const toast = screen.getByRole('alertdialog');
      // Hovered: the timer waits.
      await fireEvent.pointerOver(toast, { pointerType: 'mouse' });
      await clock.tickAsync(60_000);
      await expect(toast).toBeInTheDocument();
      await fireEvent.pointerOut(toast, { pointerType: 'mouse' });
      await clock.tickAsync(6000);
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // Focused (the keyboard reaches it with F6 or Tab, see 'Focus visible'): the timer waits too.
    await withStoryClock(async (clock) => {
      await fireEvent.click(button);
      await clock.tickAsync(0);
      const second = screen.getByRole('alertdialog');
      second.focus();
      await clock.tickAsync(60_000);
      await expect(second).toBeInTheDocument();
      button.focus();
      await clock.tickAsync(6000);
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The pointer ends on the button, as a visitor's would after pressing it.
    await userEvent.unhover(button);
    await userEvent.hover(button);
    await fullRepaint();
  },
};

export const Dismiss: Story = {
  name: 'Close button',
  args: { open: [examples.error!] },
  parameters: { visual: { target: 'page' } },
  play: async () => {
    const toast = await screen.findByRole('alertdialog', { name: 'Failed to Send Message' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await fullRepaint();
  },
};

export const KeyboardFocus: Story = {
  name: 'Focus visible (keyboard)',
  args: { open: [examples.info!] },
  parameters: { visual: { target: 'page' } },
  play: async () => {
    // F6 moves focus to the notifications landmark, Tab to each toast and its close button.
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Notifications' })).toHaveFocus());
    const toast = screen.getByRole('alertdialog', { name: 'UPI ID Copied' });
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await fullRepaint();
  },
};

export const LongText: Story = {
  args: {
    open: [
      {
        tone: 'error',
        title: 'Submission Failed',
        description:
          'Failed to submit application: the server could not be reached (network error 0x2F4A9). ' +
          'Please try again or contact support at careers@aarambhlabs.example.',
      },
    ],
  },
  parameters: { visual: { target: 'page' } },
};

export const Mobile: Story = {
  name: 'Mobile width',
  args: { open: [examples.warning!, examples.success!] },
  parameters: { visual: { target: 'page' } },
  globals: { viewport: { value: '390x600' } },
};

/** A dialog with its actions at its foot, as tall as the screen, and a toast from inside it. */
function OverDialogDemo() {
  const [toasts] = useState(() => createToastQueue());
  return (
    <>
      <Modal
        title="Pay by UPI"
        isOpen
        footer={
          <>
            <Button variant="secondary">Cancel</Button>
            <Button>Confirm Payment</Button>
          </>
        }
      >
        <Button variant="secondary" onPress={() => toasts.add(examples.info!, { timeout: 0 })}>
          Copy UPI ID
        </Button>
        <div style={{ height: '80vh' }} />
      </Modal>
      <ToastRegion toasts={toasts} />
    </>
  );
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether the toast shown lands on any button of the open dialog. */
async function expectClearOfDialogButtons() {
  const toast = await screen.findByRole('alertdialog', { name: /UPI ID Copied/ });
  const dialog = screen.getByRole('dialog', { name: 'Pay by UPI' });
  // Placed once the region has measured the dialog's buttons (a frame or more after the toast is
  // in the document, later on a busy machine): it must come to rest clear of every one.
  await waitFor(() => {
    for (const button of within(dialog).getAllByRole('button'))
      expect(
        overlaps(toast.getBoundingClientRect(), button.getBoundingClientRect()),
        button.textContent!,
      ).toBe(false);
  });
}

/**
 * A toast raised from a modal dialog goes beside it where there is room, narrowed to that room,
 * rather than on the dialog's Confirm Payment button in its corner.
 */
export const OverADialog: Story = {
  name: 'Over a dialog: beside it, never on its buttons',
  render: () => <OverDialogDemo />,
  parameters: { visual: { target: 'page' } },
  globals: { viewport: { value: '1280x720' } },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Copy UPI ID' }));
    await expectClearOfDialogButtons();
  },
};

/** On a phone the dialog fills the screen: the toast goes to the first height from the top clear of its buttons. */
export const OverADialogOnAPhone: Story = {
  name: 'Over a dialog on a phone: clear of its buttons',
  render: () => <OverDialogDemo />,
  parameters: { visual: { target: 'page' } },
  globals: { viewport: { value: '390x844' } },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Copy UPI ID' }));
    await expectClearOfDialogButtons();
  },
};
