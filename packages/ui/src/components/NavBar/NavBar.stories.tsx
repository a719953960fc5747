import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Link } from '../Link/Link';
import { LinkButton } from '../LinkButton/LinkButton';
import { Text } from '../Text/Text';
import { NavBar, type NavBarProps, type NavBarItem } from './NavBar';

/** The app's router, faked: it records each navigation and moves `currentHref` like a real one. */
const navigate = fn();

function WithFakeRouter(props: NavBarProps) {
  const [path, setPath] = useState(props.currentHref);
  return (
    <RouterProvider
      navigate={(href) => {
        navigate(href);
        setPath(href);
      }}
    >
      <NavBar {...props} currentHref={path} />
      <main style={{ padding: vars.space.lg, color: vars.color.text }}>Page content</main>
    </RouterProvider>
  );
}

const items: NavBarItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  {
    label: 'Services',
    groups: [
      {
        title: 'Development',
        links: [
          { label: 'Software Development', href: '/services/software-development' },
          { label: 'App Development', href: '/services/app-development' },
          { label: 'Website Development', href: '/services/website-development' },
        ],
      },
      {
        title: 'Training',
        links: [
          { label: 'Workshop Training', href: '/services/workshop-training' },
          { label: 'Training Programs', href: '/services/training-programs' },
          { label: 'Internship', href: '/services/internship' },
        ],
      },
    ],
  },
  { label: 'Career', href: '/career' },
  { label: 'Coming Soon', href: '/coming-soon' },
  { label: 'Contact', href: '/contact' },
];

const brand = (
  <Link href="/" variant="subtle">
    <Text as="span" size="lg" weight="bold" tone="brand">
      Aarambh Labs
    </Text>
  </Link>
);

const search = (
  <input
    type="search"
    aria-label="Search opportunities"
    placeholder="Search..."
    style={{
      width: 160,
      minHeight: 40,
      padding: `0 ${vars.space.sm}`,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.md,
      background: vars.color.surfaceRaised,
      color: vars.color.text,
    }}
  />
);

const actions = (
  <LinkButton href="/services" size="small">
    Get Started
  </LinkButton>
);

const mobile = { visual: { target: 'page' } } as const;
const phone = { viewport: { value: '390x760' } } as const;

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Use NavBar once, at the top of every page. It renders the `header` with the brand, the main `nav`, a ' +
          '`search` slot and an `actions` slot ("Get Started"). Items are links or dropdowns of grouped links ' +
          '(Services: Development and Training). Links, groups and texts come in as props; the kit holds no site data.\n\n' +
          '**Dropdowns** follow the WAI-ARIA *menu button* pattern (RAC `MenuTrigger` and `Menu` with sections): ' +
          'Enter, Space or Arrow Down opens the menu on its first item, Arrow Up and Down move, typing a letter jumps, ' +
          'Enter follows the link, Escape closes and puts focus back on the button.\n\n' +
          '**Below `collapseBelow`** (tablet, 740 px, by default) the links collapse into a menu button opening a ' +
          'modal drawer (RAC `ModalOverlay`, `Modal`, `Dialog`): focus moves into it and stays there, Escape or the ' +
          'close button closes it and focus returns to the menu button. The drawer closes after any navigation when ' +
          'the app passes `currentHref`.\n\n' +
          "With RAC's `RouterProvider` every link goes through the app's router (see Link).",
      },
    },
  },
  argTypes: { collapseBelow: { control: 'inline-radio', options: ['tablet', 'desktop'] } },
  // Not sticky in stories: a sticky bar is composited on its own layer, whose anti-aliasing can
  // differ by a pixel from run to run.
  args: { brand, items, currentHref: '/about', search, actions, sticky: false },
  render: (args) => <WithFakeRouter {...args} />,
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(canvasElement).getByRole('banner')).toBeInTheDocument();
    // The menu button is for narrow screens only: hidden, so not in the accessibility tree.
    await expect(within(canvasElement).queryByRole('button', { name: 'Menu' })).toBeNull();
    await userEvent.click(within(nav).getByRole('link', { name: 'Career' }));
    await expect(navigate).toHaveBeenLastCalledWith('/career');
    await expect(within(nav).getByRole('link', { name: 'Career' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Minimal: Story = {
  name: 'Links only (no search, no actions)',
  args: { items: items.filter((item) => !('groups' in item)), search: undefined, actions: undefined },
};

export const ServicesMenuOpen: Story = {
  name: 'Services menu: keyboard opens it',
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const services = within(canvasElement).getByRole('button', { name: 'Services' });
    // Tab order: brand, Home, About, Services.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(services).toHaveFocus();
    await expect(services).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{ArrowDown}');
    const menu = await within(document.body).findByRole('menu', { name: 'Services' });
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Software Development' })).toHaveFocus(),
    );
    await expect(within(menu).getByRole('group', { name: 'Development' })).toBeInTheDocument();
    await expect(within(menu).getByRole('group', { name: 'Training' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'App Development' })).toHaveFocus();
  },
};

export const ServicesMenuEscape: Story = {
  name: 'Services menu: Escape closes, focus returns',
  play: async ({ canvasElement }) => {
    const services = within(canvasElement).getByRole('button', { name: 'Services' });
    await userEvent.click(services);
    const menu = await within(document.body).findByRole('menu', { name: 'Services' });
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Internship' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    // React Aria gives the focus back a frame after the overlay is gone.
    await waitFor(() => expect(services).toHaveFocus());
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ServicesMenuNavigates: Story = {
  name: 'Services menu: an item navigates',
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const services = within(canvasElement).getByRole('button', { name: 'Services' });
    await userEvent.click(services);
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Website Development' }));
    await expect(navigate).toHaveBeenLastCalledWith('/services/website-development');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    // The dropdown is marked as holding the current page.
    await expect(services).toHaveAttribute('data-current');
  },
};

export const Mobile: Story = {
  name: 'Mobile 390: collapsed',
  parameters: mobile,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const MobileDrawerOpen: Story = {
  name: 'Mobile 390: drawer open, focus trapped',
  parameters: mobile,
  globals: phone,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('list', { name: 'Development' })).toBeInTheDocument();
    // Tab goes round inside the drawer and never reaches the page behind it.
    for (let step = 0; step < 16; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    within(dialog).getByRole('button', { name: 'Close menu' }).focus();
  },
};

export const MobileDrawerEscape: Story = {
  name: 'Mobile 390: Escape closes, focus returns',
  parameters: mobile,
  globals: phone,
  play: async ({ canvasElement }) => {
    const menuButton = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // React Aria gives the focus back a frame after the overlay is gone.
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

export const MobileDrawerCloseButton: Story = {
  name: 'Mobile 390: close button (keyboard)',
  parameters: mobile,
  globals: phone,
  play: async ({ canvasElement }) => {
    const menuButton = within(canvasElement).getByRole('button', { name: 'Menu' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    within(dialog).getByRole('button', { name: 'Close menu' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // React Aria gives the focus back a frame after the overlay is gone.
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

export const MobileDrawerNavigates: Story = {
  name: 'Mobile 390: a link navigates and closes the drawer',
  parameters: mobile,
  globals: phone,
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Training Programs' }));
    await expect(navigate).toHaveBeenLastCalledWith('/services/training-programs');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const MobileDrawerActionNavigates: Story = {
  name: 'Mobile 390: an action in the drawer navigates and closes it',
  parameters: mobile,
  globals: phone,
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Get Started' }));
    await expect(navigate).toHaveBeenLastCalledWith('/services');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const CollapseBelowDesktop: Story = {
  name: 'Collapse below desktop (tablet 900)',
  args: { collapseBelow: 'desktop' },
  parameters: { visual: { target: 'page' } },
  globals: { viewport: { value: '900x400' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};
