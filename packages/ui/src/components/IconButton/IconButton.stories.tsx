import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes } from '../Button/buttonVariants';
import { iconNames } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import { IconButton, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    docs: {
      description: {
        component:
          'Use IconButton for a compact action whose icon is widely understood: close a dialog, open the menu, ' +
          'previous and next slide. Its `label` is required and names the action for screen readers ("Close ' +
          'menu", not "X"). When the meaning is not obvious, use a Button with text instead.',
      },
    },
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { icon: 'close', label: 'Close menu', onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close menu' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="md">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`${variant}: open menu`} icon="menu" />
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="md">
      {buttonSizes.map((size) => (
        <IconButton
          key={size}
          {...args}
          size={size}
          variant="secondary"
          label={`${size}: next slide`}
          icon="arrow-right"
        />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const medium = within(canvasElement).getByRole('button', { name: 'medium: next slide' });
    await expect(medium.getBoundingClientRect().width).toBe(44);
    await expect(medium.getBoundingClientRect().height).toBe(44);
  },
};

export const FocusVisible: Story = {
  name: 'Focus visible (keyboard, Enter and Space)',
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
  args: { isDisabled: true, variant: 'secondary' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
