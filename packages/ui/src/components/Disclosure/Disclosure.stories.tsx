import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../Text/Text';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Display/Disclosure',
  component: Disclosure,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use Disclosure to let visitors open content they may not need: one FAQ answer, the small print of an ' +
          'offer. The title is a button inside a heading (WAI-ARIA disclosure pattern): Tab reaches it, Enter or ' +
          'Space toggles it, and `aria-expanded` tells screen readers its state. Group several in an Accordion.',
      },
    },
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
  args: {
    title: 'How long does an internship last?',
    children: (
      <Text tone="inherit">
        Internships run for 4, 6, 8 or 12 weeks; you choose the duration when you apply.
      </Text>
    ),
    onExpandedChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'How long does an internship last?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toContainElement(trigger);
    await expect(within(canvasElement).queryByText(/Internships run/)).not.toBeVisible();
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByText(/Internships run/)).toBeVisible();
  },
};

export const ToggleWithMouse: Story = {
  name: 'Toggle with a click',
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await expect(within(canvasElement).getByText(/Internships run/)).toBeVisible();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Tab, Enter, Space (focus visible)',
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const FoundByFindInPage: Story = {
  name: 'Closed text is found by find-in-page',
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    const panel = canvasElement.querySelector<HTMLElement>(
      `#${CSS.escape(trigger.getAttribute('aria-controls') ?? '')}`,
    );
    // The browser searches a closed panel's text and, on a match, fires `beforematch` as it reveals it.
    await expect(panel).toHaveAttribute('hidden', 'until-found');
    panel?.removeAttribute('hidden');
    panel?.dispatchEvent(new Event('beforematch'));
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await expect(within(canvasElement).getByText(/Internships run/)).toBeVisible();
    await userEvent.click(trigger);
    await expect(panel).toHaveAttribute('hidden', 'until-found');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

export const LongTextOnMobile: Story = {
  name: 'Long text (mobile 390)',
  args: {
    defaultExpanded: true,
    title:
      'Can I apply for more than one internship or training program at the same time, and will it cost more?',
    children: (
      <Text tone="inherit">
        Yes. Each application is separate, and each program has its own fee for the duration you choose. You
        can track every application you make, and we reply to each one within 24 hours on working days.
      </Text>
    ),
  },
  globals: { viewport: { value: '390x600' } },
};
