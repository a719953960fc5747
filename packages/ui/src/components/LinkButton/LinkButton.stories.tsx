import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/buttonVariants';
import { Icon } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import { LinkButton } from './LinkButton';
import { type InteractionState, InteractionStates, controlIn } from '../../../harness/InteractionStates';
import { tokenColour } from '../../../harness/tokenColour';
import { vars } from '../../themes/contract.css';

const navigate = fn();

const meta = {
  title: 'Actions/LinkButton',
  component: LinkButton,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    docs: {
      description: {
        component:
          'Use LinkButton for navigation that is a call to action: "Explore Services", "Apply Now", "Get Started". ' +
          'It is a real link (right-click, open in a new tab, Enter to follow) drawn like a Button, with the same ' +
          "variants and sizes. With react-aria-components' `RouterProvider` at the app root it navigates through " +
          "the app's router (see Link). For an action that stays on the page use Button.",
      },
    },
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { href: '/services', children: 'Explore Services' },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Explore Services' });
    await userEvent.click(link);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/services');
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="md">
      {buttonVariants.map((variant) => (
        <LinkButton key={variant} {...args} variant={variant}>
          {variant}
        </LinkButton>
      ))}
    </Inline>
  ),
};

/** Every variant at rest, hovered, pressed and focused, side by side, without a mouse (see Button's). */
export const States: Story = {
  name: 'Hovered, pressed and focused, side by side',
  parameters: { layout: 'padded' },
  render: (args) => (
    <InteractionStates
      variants={buttonVariants}
      render={(variant) => (
        <LinkButton {...args} variant={variant}>
          Apply Now
        </LinkButton>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const brandHover = tokenColour(vars.color.brandHover, canvasElement);
    const link = (variant: string, state: InteractionState) => controlIn(canvasElement, variant, state);
    await expect(getComputedStyle(link('primary', 'Hovered')).backgroundColor).toBe(brandHover);
    await expect(getComputedStyle(link('primary', 'Rest')).backgroundColor).not.toBe(brandHover);
    await expect(getComputedStyle(link('secondary', 'Focus visible')).outlineStyle).toBe('solid');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="md">
      {buttonSizes.map((size) => (
        <LinkButton key={size} {...args} size={size}>
          {size}
        </LinkButton>
      ))}
    </Inline>
  ),
};

export const WithIcon: Story = {
  args: {
    variant: 'secondary',
    href: '/about',
    children: (
      <>
        Learn More <Icon name="arrow-right" />
      </>
    ),
  },
};

export const FocusVisible: Story = {
  name: 'Focus visible (keyboard, Enter)',
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};

export const External: Story = {
  args: { href: 'https://wa.me/910000000000', isExternal: true, children: 'Chat on WhatsApp' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link');
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const FullWidthOnMobile: Story = {
  name: 'Full width (mobile 390)',
  args: { fullWidth: true },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: '390x300' } },
};
