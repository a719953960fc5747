import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type InteractionState, InteractionStates, controlIn } from '../../../harness/InteractionStates';
import { tokenColour } from '../../../harness/tokenColour';
import { vars } from '../../themes/contract.css';
import { Button } from './Button';
import { actionVariants, buttonSizes } from './buttonVariants';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a Button for an action on the current page: submitting a form, opening a dialog, copying a value. ' +
          'For navigation to another page use LinkButton or Link. Use one `primary` button per view; ' +
          'while an action runs, set `isPending` with a `pendingLabel` such as "Sending Message...". ' +
          'An action that deletes or cannot be undone ("Erase", "Disable") is `danger`, and asks first: ' +
          'a `Modal` with `role="alertdialog"` whose confirming button is `danger` too.',
      },
    },
  },
  argTypes: {
    variant: { control: 'inline-radio', options: actionVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { children: 'Explore Services', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Explore Services' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Learn More' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Maybe Later' } };

/**
 * An action that deletes or cannot be undone: red, and unlike the primary action at a glance
 * (its fill is the theme's critical colour, not the brand's).
 */
export const Danger: Story = {
  args: { variant: 'danger', children: 'Erase everything held' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Button variant="secondary">Keep it</Button>
      <Button {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const danger = canvas.getByRole('button', { name: 'Erase everything held' });
    // Filled with the theme's critical colour, as the browser computes that token.
    const critical = tokenColour(vars.color.critical, canvasElement);
    await expect(getComputedStyle(danger).backgroundColor).toBe(critical);
    await expect(getComputedStyle(danger).color).not.toBe(critical);
    await userEvent.tab();
    await userEvent.tab();
    await expect(danger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const LinkStyle: Story = { args: { variant: 'link', children: 'View FAQ' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
};

/**
 * Every variant in each state a pointer or a keyboard gives it, seen without either: as each
 * button mounts, the data attributes React Aria sets in that state (and the kit's styles read)
 * are set on it. A designer compares these with the design file; disabled and pending have
 * stories of their own. Hovering a button here changes nothing that is shown.
 */
export const States: Story = {
  name: 'Hovered, pressed and focused, side by side',
  parameters: { layout: 'padded' },
  render: (args) => (
    <InteractionStates
      variants={actionVariants}
      render={(variant) => (
        <Button {...args} variant={variant}>
          {variant === 'danger' ? 'Erase' : 'Apply Now'}
        </Button>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const buttonIn = (variant: string, state: InteractionState) => controlIn(canvasElement, variant, state);
    // The styles of each state are the kit's own: a hovered primary takes the brand's hover
    // colour, a pressed one shrinks, a focused one has the focus ring.
    const brandHover = tokenColour(vars.color.brandHover, canvasElement);
    await expect(getComputedStyle(buttonIn('primary', 'Hovered')).backgroundColor).toBe(brandHover);
    await expect(getComputedStyle(buttonIn('primary', 'Rest')).backgroundColor).not.toBe(brandHover);
    await expect(getComputedStyle(buttonIn('primary', 'Pressed')).transform).not.toBe('none');
    await expect(getComputedStyle(buttonIn('secondary', 'Focus visible')).outlineStyle).toBe('solid');
    await expect(getComputedStyle(buttonIn('secondary', 'Rest')).outlineStyle).toBe('none');
  },
};

export const KeyboardFocus: Story = {
  name: 'Focus visible (keyboard)',
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { children: 'Send Message', isPending: true, pendingLabel: 'Sending Message...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Sending Message\.\.\./ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidthOnMobile: Story = {
  args: { fullWidth: true, children: 'Submit Application' },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
};

/**
 * A label longer than the room there is (a question in a 320 px wide panel) wraps onto a second
 * line, centred, and keeps its padding: nothing of it is cut off.
 */
export const LongLabelWraps: Story = {
  args: {
    variant: 'secondary',
    size: 'small',
    fullWidth: true,
    children: 'I need help choosing a program or internship.',
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'I need help choosing a program or internship.',
    });
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    const text = document.createRange();
    text.selectNodeContents(button);
    // Two lines of text, each inside the button's box.
    const lines = new Set([...text.getClientRects()].map((line) => Math.round(line.top)));
    await expect(lines.size).toBeGreaterThanOrEqual(2);
    const box = button.getBoundingClientRect();
    for (const line of text.getClientRects()) {
      await expect(line.left).toBeGreaterThanOrEqual(box.left);
      await expect(line.right).toBeLessThanOrEqual(box.right);
    }
  },
};
