import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import {
  DialogElement,
  dialogElementBackdrops,
  dialogElementSizes,
  type DialogElementProps,
} from './DialogElement';

const screen = within(document.body);

/** What the browser does on Escape: a close request, which asks the dialog first (`cancel`). */
function requestClose(dialog: HTMLElement) {
  (dialog as HTMLDialogElement).requestClose();
}

/** A click on the page behind, outside the dialog's box. */
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
          'the page behind it inert and dimmed (or, with `backdrop="clear"`, inert and unchanged, for a dialog that ' +
          'opens on its own while the visitor reads), closes it on Escape and returns the focus to where it was. The ' +
          'dialog itself has the focus when it opens (the arrow and page keys scroll long content). It opens in ' +
          "the task after the render that adds it, so the browser's restyle of the inert page is a task of its own. A click " +
          'outside closes a `dialog`, not an `alertdialog`. Every dialog has a `title`, its accessible name. ' +
          'It looks like a Modal and takes the same props, driven by `isOpen` / `onOpenChange`. Use a Modal ' +
          'instead when the dialog holds a react-aria popover (a Select, a Menu): those lists render at the end ' +
          'of the page, which a modal `<dialog>` makes inert. With reduced motion it appears without moving.',
      },
      story: { inline: false, iframeHeight: 480 },
    },
    visual: { target: 'page' },
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogElementSizes },
    backdrop: { control: 'inline-radio', options: dialogElementBackdrops },
  },
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
    // The page behind stays still.
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
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

/**
 * Opened over a page that scrolls: the page stops scrolling. Where its scroll bar takes room (a
 * desktop's), the page keeps that room (`scrollbar-gutter: stable`), so nothing on it moves
 * sideways; where it takes none (a phone's), none is added.
 */
export const OverAScrollingPage: Story = {
  name: 'Over a page that scrolls',
  // A page longer than the screen, on purpose: what is below the screen is not drawn.
  parameters: { visual: { target: 'canvas', beyondViewport: 'blank' } },
  render: (args) => (
    <div style={{ minHeight: '250vh' }}>
      <WithOpener {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = document.documentElement;
    const opener = within(canvasElement).getByRole('button', { name: 'Cookie settings' });
    const openAndClose = async () => {
      await userEvent.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
      const { overflow, scrollbarGutter } = getComputedStyle(root);
      requestClose(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      return { overflow, scrollbarGutter };
    };
    // The test browser's scroll bars take no room: none is kept.
    await expect(window.innerWidth).toBe(root.clientWidth);
    await expect(await openAndClose()).toEqual({ overflow: 'hidden', scrollbarGutter: 'auto' });
    // A desktop's takes 15 px beside the page: its room is kept.
    const innerWidth = Object.getOwnPropertyDescriptor(window, 'innerWidth')!;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: root.clientWidth + 15 });
    try {
      await expect(await openAndClose()).toEqual({ overflow: 'hidden', scrollbarGutter: 'stable' });
    } finally {
      Object.defineProperty(window, 'innerWidth', innerWidth);
    }
    await expect(window.innerWidth).toBe(root.clientWidth);
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

/**
 * `backdrop="clear"`, for a dialog that opens on its own while the visitor reads (a promotion): the
 * page behind stays as it was, inert all the same, and a click on it closes the dialog.
 */
export const ClearBackdrop: Story = {
  args: { backdrop: 'clear', title: 'Summer Internships', description: undefined },
  render: (args) => (
    <main style={{ padding: 24, display: 'grid', gap: 12, justifyItems: 'start' }}>
      <h1 style={{ margin: 0 }}>Launch Your Career</h1>
      <p style={{ margin: 0 }}>Software, apps and websites, and the training that starts careers.</p>
      <Button>Explore Services</Button>
      <DialogElement {...args} />
    </main>
  ),
  play: async ({ args, canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Summer Internships' });
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(dialog).toHaveFocus();
    // Nothing is drawn over the page, which the modal dialog makes inert all the same.
    await expect(getComputedStyle(dialog, '::backdrop').backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(within(canvasElement).getByRole('heading', { name: 'Launch Your Career' })).toBeVisible();
    clickBackdrop(dialog);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
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
