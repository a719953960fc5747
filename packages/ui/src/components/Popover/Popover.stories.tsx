import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Modal/Modal';
import { Popover } from './Popover';

const screen = within(document.body);

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a Popover for extra detail or a small task next to the button that opens it, without leaving the ' +
          'page or blocking it: what a price includes, a short help text with a link. Put it in a `DialogTrigger` ' +
          'after its button. It has a `title` (its accessible name); focus moves in and returns to the button, ' +
          'Escape or a click outside closes it. For a label on hover use a Tooltip; for a task that must be ' +
          'finished first use a Modal.',
      },
      story: { inline: false, iframeHeight: 320 },
    },
    visual: { target: 'page' },
    // RAC portals the popover to the end of <body>, outside the page's landmarks (so no ancestor can
    // clip it); axe's best-practice landmark rule does not fit an overlay anchored to its button.
    a11y: { options: { rules: { region: { enabled: false } } } },
  },
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 280 }}>{Story()}</div>],
  args: {
    title: 'What the fee includes',
    children: 'Mentoring sessions, project reviews, a certificate and lifetime access to the recordings.',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">What is included?</Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its button, moves focus in, closes with Escape and gives focus back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'What is included?' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'What the fee includes' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // React Aria gives the focus back a frame after the overlay is gone.
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await fullRepaint();
  },
};

export const CloseButtonAndOutside: Story = {
  name: 'Close button and outside click',
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'What is included?' });
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(button);
    await screen.findByRole('dialog');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await fullRepaint();
  },
};

export const WithAction: Story = {
  name: 'With an action inside',
  args: {
    title: 'Need Help?',
    placement: 'top',
    children: ({ close }) => (
      <div style={{ display: 'grid', gap: 12 }}>
        <p>Our team replies within 24 hours, Monday to Friday.</p>
        <Button size="small" onPress={close}>
          Contact Support
        </Button>
      </div>
    ),
  },
  decorators: [(Story) => <div style={{ paddingTop: 200 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'What is included?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Need Help?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Contact Support' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'What is included?' }));
    await screen.findByRole('dialog');
    await fullRepaint();
  },
};

export const LongText: Story = {
  args: {
    title: 'How the internship fee is calculated and when you pay it',
    showArrow: false,
    children:
      'The fee depends on the duration you choose: 4, 6, 8 or 12 weeks. You pay it by UPI before you submit ' +
      'your application and enter the transaction ID in the form. If the programme is cancelled, the full ' +
      'fee is refunded to the same UPI account within seven working days.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'What is included?' }));
    await screen.findByRole('dialog');
    await fullRepaint();
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  parameters: { visual: { target: 'page' } },
  globals: { viewport: { value: '390x400' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'What is included?' }));
    await screen.findByRole('dialog');
    await fullRepaint();
  },
};
