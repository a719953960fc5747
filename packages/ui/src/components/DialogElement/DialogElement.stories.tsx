import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { DialogElement, dialogElementSizes, type DialogElementProps } from './DialogElement';

const screen = within(document.body);

/** What the browser does on Escape: a close request, which asks the dialog first (`cancel`). */
function requestClose(dialog: HTMLElement) {
  (dialog as HTMLDialogElement).requestClose();
}

/** A click on the dimmed page, outside the dialog's box. */
function clickBackdrop(dialog: HTMLElement) {
  const at = { clientX: 2, clientY: 2 };
  fireEvent.pointerDown(dialog, at);
  fireEvent.click(dialog, at);
}

/** A page with the button that opens the dialog, which keeps its own open state. */
function WithOpener(args: DialogElementProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <main style={{ padding: 24 }}>
      <Button onPress={() => setOpen(true)}>Cookie settings</Button>
      <DialogElement
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange?.(open);
        }}
      />
    </main>
  );
}

const meta = {
  title: 'Overlays/DialogElement',
  component: DialogElement,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A modal dialog on the platform's `<dialog>` element (`showModal()`), for the overlays a page shows " +
          "without being asked (a promotion, the cookie preferences), where react-aria's overlay code would be " +
          'most of what the page loads for them. The browser puts it in the top layer above everything, makes ' +
          'the page behind it inert and dimmed, closes it on Escape and returns the focus to where it was. The ' +
          'dialog itself has the focus when it opens (the arrow and page keys scroll long content); a click ' +
          'outside closes a `dialog`, not an `alertdialog`. Every dialog has a `title`, its accessible name. ' +
          'It looks like a Modal and takes the same props, driven by `isOpen` / `onOpenChange`. Use a Modal ' +
          'instead when the dialog holds a react-aria popover (a Select, a Menu): those lists render at the end ' +
          'of the page, which a modal `<dialog>` makes inert. With reduced motion it appears without moving.',
      },
      story: { inline: false, iframeHeight: 480 },
    },
    visual: { target: 'page' },
  },
  argTypes: { size: { control: 'inline-radio', options: dialogElementSizes } },
  args: {
    isOpen: true,
    title: 'Cookie Preferences',
    description: 'Choose which optional cookies we may use.',
    children: 'Essential cookies keep this website working. The others are used only with your consent.',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof DialogElement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: a modal in the top layer, named by its title and described by its description, with the focus. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog).toHaveAccessibleDescription('Choose which optional cookies we may use.');
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(dialog).toHaveFocus();
  },
};

/** Escape, the close button and a click outside each close it, and the focus goes back to the opener. */
export const CloseAndFocusReturn: Story = {
  name: 'Escape, close button, outside click and focus return',
  parameters: { visual: { target: 'canvas' } },
  render: (args) => <WithOpener {...args} />,
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Cookie settings' });
    for (const closeIt of [
      requestClose,
      (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Close' })),
      clickBackdrop,
    ]) {
      await userEvent.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
      await expect(dialog).toHaveFocus();
      await closeIt(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(opener).toHaveFocus();
    }
    await expect(args.onOpenChange).toHaveBeenCalledTimes(3);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await fullRepaint();
  },
};

/** A click inside the dialog, on its own padding, is not a click outside. */
export const ClickInside: Story = {
  name: 'A click inside stays open',
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    const box = dialog.getBoundingClientRect();
    const at = { clientX: box.left + 4, clientY: box.top + 4 };
    fireEvent.pointerDown(dialog, at);
    fireEvent.click(dialog, at);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** An `alertdialog` asks for a decision: a click outside leaves it open; Escape still closes it. */
export const AlertDialog: Story = {
  args: {
    role: 'alertdialog',
    size: 'small',
    title: 'Discard your application?',
    description: undefined,
    children: 'The details you entered will be lost.',
    footer: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Keep editing
        </Button>
        <Button>Discard</Button>
      </>
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your application?' });
    clickBackdrop(dialog);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    requestClose(dialog);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Choices and a footer of actions: the cookie preferences. */
export const WithFooter: Story = {
  name: 'With choices and a footer',
  args: {
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <Checkbox label="Essential cookies" description="Always on." isSelected isDisabled />
        <Checkbox label="Analytics cookies" description="Help us improve the website." name="analytics" />
      </div>
    ),
    footer: (
      <>
        <Button variant="secondary">Accept All</Button>
        <Button>Save Preferences</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Analytics cookies/ }));
    await expect(within(dialog).getByRole('checkbox', { name: /Analytics cookies/ })).toBeChecked();
    await fullRepaint();
  },
};

/** Long content scrolls inside the dialog, which has the focus, under its header. */
export const LongContent: Story = {
  args: {
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
    await expect(dialog).toHaveFocus();
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    // Where motion is allowed, the dialog fades in.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible());
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  args: { footer: <Button fullWidth>Save Preferences</Button> },
  globals: { viewport: { value: '390x700' } },
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveFocus();
  },
};
