import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { Text } from '../Text/Text';
import { Link, linkVariants } from './Link';
import { type InteractionState, InteractionStates, controlIn } from '../../../harness/InteractionStates';

/** Stands in for the app's router: a story can check what the link asked it to do. */
const navigate = fn();

const meta = {
  title: 'Actions/Link',
  component: Link,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    docs: {
      description: {
        component:
          'Use Link to go to another page: `inline` inside text, `standalone` for a link on its own ("View FAQ"), ' +
          '`subtle` in navigation and footers. For a call to action that looks like a button use LinkButton; for ' +
          'an action on the page use Button. External links (`isExternal`) open in a new tab and say so to screen ' +
          'readers.\n\n' +
          "**Routing.** The kit imports no router. Wrap the app once in react-aria-components' `RouterProvider` " +
          'and every Link, LinkButton, menu item and BackLink hands internal `href`s to your router instead of ' +
          'reloading the page:\n\n' +
          '```tsx\n' +
          "import { RouterProvider } from 'react-aria-components';\n" +
          "import { useHref, useNavigate } from 'react-router';\n\n" +
          'function App() {\n' +
          '  const navigate = useNavigate();\n' +
          '  return <RouterProvider navigate={navigate} useHref={useHref}>{/* routes */}</RouterProvider>;\n' +
          '}\n' +
          '```\n\n' +
          "Modifier-clicks (open in a new tab) and external or `target` links keep the browser's behaviour.",
      },
    },
  },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  args: { href: '/services', children: 'Explore our services' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <Text>
      We build software and train students. <Link {...args} /> to see what fits you.
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Explore our services' });
    await expect(link).toHaveAttribute('href', '/services');
  },
};

export const Standalone: Story = {
  args: {
    variant: 'standalone',
    children: (
      <>
        View All Services <Icon name="arrow-right" />
      </>
    ),
  },
};

export const Subtle: Story = {
  name: 'Subtle (navigation), current page',
  render: (args) => (
    <nav aria-label="Example">
      <ul style={{ display: 'flex', gap: 24, listStyle: 'none', padding: 0 }}>
        <li>
          <Link {...args} variant="subtle" href="/">
            Home
          </Link>
        </li>
        <li>
          <Link {...args} variant="subtle" href="/about" aria-current="page">
            About
          </Link>
        </li>
        <li>
          <Link {...args} variant="subtle" href="/career">
            Career
          </Link>
        </li>
      </ul>
    </nav>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Every variant at rest, hovered, pressed and focused, side by side, without a mouse (see Button's). */
export const States: Story = {
  name: 'Hovered, pressed and focused, side by side',
  parameters: { layout: 'padded' },
  render: () => (
    <InteractionStates
      variants={linkVariants}
      render={(variant) => (
        <Link href="/about" variant={variant}>
          About Us
        </Link>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const link = (variant: string, state: InteractionState) => controlIn(canvasElement, variant, state);
    // A hovered inline or standalone link takes the brand's hover colour; a focused one has the ring.
    await expect(getComputedStyle(link('inline', 'Hovered')).color).not.toBe(
      getComputedStyle(link('inline', 'Rest')).color,
    );
    await expect(getComputedStyle(link('standalone', 'Focus visible')).outlineStyle).toBe('solid');
    await expect(getComputedStyle(link('standalone', 'Rest')).outlineStyle).toBe('none');
  },
};

export const FocusVisible: Story = {
  name: 'Focus visible (keyboard)',
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
  },
};

export const External: Story = {
  args: { href: 'https://www.linkedin.com/', isExternal: true, children: 'Follow us on LinkedIn' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Follow us on LinkedIn (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, children: 'Coming soon' },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Coming soon' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const WithRouter: Story = {
  name: 'With a router (RouterProvider)',
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Explore our services' });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/services');
    // Keyboard: Enter follows a link; Space does not (it scrolls the page, as for any link).
    await userEvent.keyboard(' ');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

export const LongText: Story = {
  name: 'Long text (mobile 390)',
  args: {
    variant: 'standalone',
    children: 'Read the full terms of service, including governing law, disputes and the class-action waiver',
  },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: '390x400' } },
};
