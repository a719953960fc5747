import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../TextField/TextField';
import { DialogTrigger, Modal, modalSizes } from './Modal';

const screen = within(document.body);

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a Modal for a short task that must be finished or dismissed before going on: confirming a UPI ' +
          'payment, a mobile menu, a decision. Every modal has a `title` (its accessible name). Focus moves into ' +
          'it, is trapped there and returns to the opener when it closes; Escape and the close button close it. ' +
          'Open it from a button inside a `DialogTrigger`, or drive it with `isOpen` / `onOpenChange`. Prefer ' +
          'inline content or a Popover for anything that does not need to block the page.',
      },
      story: { inline: false, iframeHeight: 480 },
    },
    visual: { target: 'page' },
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  args: {
    title: 'Complete your payment',
    description: 'Pay the programme fee by UPI, then enter the transaction ID.',
    children: 'Scan the QR code with any UPI app, or pay to the UPI ID shown below.',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Complete your payment' });
    await expect(dialog).toHaveAccessibleDescription(
      'Pay the programme fee by UPI, then enter the transaction ID.',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

/** Focus moves in, Tab cycles inside, Escape closes and focus returns to the opening button. */
export const FocusTrapAndReturn: Story = {
  name: 'Focus trap, Escape and focus return',
  parameters: { visual: { target: 'canvas' } },
  render: (args) => (
    <DialogTrigger>
      <Button>Pay by UPI</Button>
      <Modal {...args} footer={({ close }) => <Button onPress={close}>Done</Button>}>
        <TextField label="Transaction ID" name="transactionId" />
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Pay by UPI' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Complete your payment' });
    const input = within(dialog).getByRole('textbox', { name: 'Transaction ID' });
    const done = within(dialog).getByRole('button', { name: 'Done' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // Tab order inside: close, the field, Done; then back to close (trapped).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    (document.activeElement as HTMLElement).blur?.();
    close.focus();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(done).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(done).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // React Aria gives the focus back a frame after the overlay is gone.
    await waitFor(() => expect(opener).toHaveFocus());
    await fullRepaint();
  },
};

/**
 * The dialog is on screen at the press, with focus inside, before the page behind is made inert (a
 * restyle of every element on the page, long on a slow phone); a frame later the page is inert.
 */
export const PaintsBeforeThePageIsInert: Story = {
  name: 'Paints before the page is inert',
  parameters: { visual: { target: 'canvas' } },
  render: (args) => (
    <DialogTrigger>
      <Button>Pay by UPI</Button>
      <Modal {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Pay by UPI' });
    // A click: React renders the dialog in the microtask after it, before any frame; read the page
    // at that moment.
    opener.focus();
    opener.click();
    await Promise.resolve();
    const dialogAtOnce = document.body.querySelector('[role="dialog"]');
    const focusInsideAtOnce = dialogAtOnce?.contains(document.activeElement) ?? false;
    const inertAtOnce = canvasElement.closest('[inert]') !== null;
    await expect(dialogAtOnce).not.toBeNull();
    await expect(focusInsideAtOnce).toBe(true);
    await expect(inertAtOnce).toBe(false);
    await waitFor(() => expect(canvasElement.closest('[inert]')).not.toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvasElement.closest('[inert]')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseButton: Story = {
  name: 'Close button and outside click',
  parameters: { visual: { target: 'canvas' } },
  render: (args) => (
    <DialogTrigger>
      <Button>Open</Button>
      <Modal {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // React Aria gives the focus back a frame after the overlay is gone.
    await waitFor(() => expect(opener).toHaveFocus());
    // A click on the dimmed page outside closes a plain dialog too.
    await userEvent.click(opener);
    await screen.findByRole('dialog');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await fullRepaint();
  },
};

/** An `alertdialog` asks for a decision: a click outside does not dismiss it; Escape still does. */
export const AlertDialog: Story = {
  args: {
    isOpen: true,
    role: 'alertdialog',
    size: 'small',
    title: 'Discard your application?',
    description: undefined,
    children: 'The details you entered will be lost.',
    footer: (
      <>
        <Button variant="secondary">Keep editing</Button>
        <Button>Discard</Button>
      </>
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your application?' });
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await fullRepaint();
  },
};

/** A form inside, with a pending confirm button that keeps its width. */
export const WithForm: Story = {
  args: {
    isOpen: true,
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField
          label="Transaction ID"
          name="transactionId"
          isRequired
          description="10 to 50 characters."
        />
        <Checkbox label="I have completed the payment" name="confirmed" isRequired />
      </div>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button isPending pendingLabel="Processing...">
          Confirm Payment
        </Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /Processing/ })).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    isOpen: true,
    size: 'large',
    title: 'Terms of Service',
    description: 'Last updated December 2024',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 16 }, (_, index) => (
          <p key={index}>
            {index + 1}. By using the platform you agree to these terms. Applicants must be 18 or older or
            have the consent of a parent or guardian. Profiles are shared with employers when you apply.
          </p>
        ))}
      </div>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' });
    // The focused dialog is the scroll container (so the keys scroll it); the header stays in view.
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    // Queried again until it shows: on a busy machine the overlay can render its content twice.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible());
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  args: { isOpen: true, footer: <Button fullWidth>Pay now</Button> },
  parameters: { visual: { target: 'page' } },
  globals: { viewport: { value: '390x700' } },
};
