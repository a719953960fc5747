import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';

const screen = within(document.body);

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a Tooltip to name or briefly explain a control, mostly an icon-only button ("Copy UPI ID"). It ' +
          'shows on hover after a short delay and at once on keyboard focus, and Escape hides it. Touch screens ' +
          'never show it, so it must not hold anything essential; it never holds links or buttons (use a Popover).',
      },
      story: { inline: false, iframeHeight: 200 },
    },
    visual: { target: 'page' },
    // A tooltip is portalled to the end of <body>, outside the page's landmarks, and read through the
    // trigger's aria-describedby; axe's best-practice landmark rule does not fit it.
    a11y: { options: { rules: { region: { enabled: false } } } },
  },
  decorators: [(Story) => <div style={{ padding: 48 }}>{Story()}</div>],
  argTypes: { placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] } },
  args: {
    content: 'Copy UPI ID',
    children: <IconButton icon="copy" label="Copy" variant="secondary" />,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Hover shows it after the delay, leaving hides it. (First in the file: once any tooltip has shown,
 * RAC shows the next ones at once for a while, so the delay is only visible on a fresh page.)
 */
export const HoverShows: Story = {
  name: 'On hover, after a delay',
  args: { delay: 300 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy' });
    // A pointer press first, as a mouse user's page would have had: RAC only shows tooltips on
    // hover while the last interaction was a pointer.
    await userEvent.click(canvasElement);
    await userEvent.hover(button);
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy UPI ID');
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await userEvent.hover(button);
    await screen.findByRole('tooltip', {}, { timeout: 2000 });
    await fullRepaint();
  },
};

/** Keyboard focus shows it at once and links it to the button; Escape hides it. */
export const FocusShows: Story = {
  name: 'On keyboard focus',
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Copy UPI ID');
    await expect(button).toHaveAccessibleDescription('Copy UPI ID');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await fullRepaint();
  },
};

export const Bottom: Story = {
  name: 'Placement bottom',
  args: {
    placement: 'bottom',
    defaultOpen: true,
    content: 'Share on LinkedIn',
    children: <Button>Share</Button>,
  },
  play: async () => {
    await expect(await screen.findByRole('tooltip')).toHaveAttribute('data-placement', 'bottom');
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    content: 'Copies the UPI ID to your clipboard, so you can paste it into any UPI app to pay the fee.',
  },
  play: async () => {
    await screen.findByRole('tooltip');
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  args: { defaultOpen: true },
  parameters: { visual: { target: 'page' } },
  globals: { viewport: { value: '390x300' } },
  play: async () => {
    await screen.findByRole('tooltip');
  },
};
