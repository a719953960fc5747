import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Footer, type FooterColumn, type SocialLink } from './Footer';

const navigate = fn();

const columns: FooterColumn[] = [
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Services', href: '/services' },
      { label: 'Career', href: '/career' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Opportunities',
    links: [
      { label: 'Internships', href: '/services/internship' },
      { label: 'Training Programs', href: '/services/training-programs' },
      { label: 'Workshops', href: '/services/workshop-training' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Cookie Policy', href: '/cookie-policy' },
      { label: 'Feedback', href: '/feedback' },
    ],
  },
  {
    title: 'Contact',
    links: [
      { label: 'hello@aarambh.example', href: 'mailto:hello@aarambh.example' },
      { label: '+91 00000 00000', href: 'tel:+910000000000' },
    ],
  },
];

const social: SocialLink[] = [
  { network: 'linkedin', href: 'https://www.linkedin.com/', label: 'Aarambh Labs on LinkedIn' },
  { network: 'twitter', href: 'https://x.com/', label: 'Aarambh Labs on X (Twitter)' },
  { network: 'github', href: 'https://github.com/', label: 'Aarambh Labs on GitHub' },
  { network: 'instagram', href: 'https://www.instagram.com/', label: 'Aarambh Labs on Instagram' },
];

/** A stand-in for the site's compact subscribe form, which fills the slot. */
function SubscribeSlot() {
  const id = useId();
  return (
    <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: vars.space.xs }}>
      <label htmlFor={id} style={{ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold }}>
        Subscribe to updates
      </label>
      <div style={{ display: 'flex', gap: vars.space.xs }}>
        <input
          id={id}
          type="email"
          placeholder="you@example.com"
          style={{
            width: 0,
            flex: 1,
            minHeight: 36,
            padding: `0 ${vars.space.sm}`,
            border: `1px solid ${vars.color.borderStrong}`,
            borderRadius: vars.radius.md,
            background: vars.color.surfaceRaised,
            color: vars.color.text,
          }}
        />
        <Button size="small" type="submit">
          Subscribe
        </Button>
      </div>
    </form>
  );
}

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Use Footer once, at the end of every page (it is the `contentinfo` landmark). It takes columns of ' +
          'links under headings (Company, Opportunities, Legal, Contact), social links drawn as icons with ' +
          'accessible names that open in a new tab, a slot for the compact subscribe form, and the copyright ' +
          'line. Columns sit two across on phones and four from tablets. All content comes in as props.',
      },
    },
  },
  args: {
    brand: (
      <Text size="lg" weight="bold" tone="brand">
        Aarambh Labs
      </Text>
    ),
    description: 'Software, apps and websites for small businesses; training and internships for students.',
    columns,
    social,
    subscribe: <SubscribeSlot />,
    copyright: '© 2025 Aarambh Labs. All rights reserved.',
  },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const footer = within(canvasElement).getByRole('contentinfo');
    const legal = within(footer).getByRole('list', { name: 'Legal' });
    await expect(within(legal).getAllByRole('link')).toHaveLength(4);
    await userEvent.click(within(legal).getByRole('link', { name: 'Privacy Policy' }));
    await expect(navigate.mock.lastCall?.[0]).toBe('/privacy-policy');
    const socialList = within(footer).getByRole('list', { name: 'Follow us' });
    const linkedin = within(socialList).getByRole('link', {
      name: 'Aarambh Labs on LinkedIn (opens in a new tab)',
    });
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(footer).getByText('© 2025 Aarambh Labs. All rights reserved.')).toBeVisible();
  },
};

export const SocialFocusVisible: Story = {
  name: 'Social links: keyboard focus visible',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Aarambh Labs on LinkedIn (opens in a new tab)' }),
    ).toHaveFocus();
    await userEvent.tab();
    const twitter = within(canvasElement).getByRole('link', {
      name: 'Aarambh Labs on X (Twitter) (opens in a new tab)',
    });
    await expect(twitter).toHaveFocus();
    await expect(twitter).toHaveAttribute('data-focus-visible');
  },
};

export const Mobile: Story = {
  name: 'Mobile 390',
  globals: { viewport: { value: '390x900' } },
  play: async ({ canvasElement }) => {
    const company = within(canvasElement).getByRole('heading', { name: 'Company' });
    const opportunities = within(canvasElement).getByRole('heading', { name: 'Opportunities' });
    const legal = within(canvasElement).getByRole('heading', { name: 'Legal' });
    // Two columns on a phone: the third starts a new row.
    await expect(opportunities.getBoundingClientRect().top).toBe(company.getBoundingClientRect().top);
    await expect(legal.getBoundingClientRect().top).toBeGreaterThan(company.getBoundingClientRect().top);
    // Nothing sticks out sideways.
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

export const Minimal: Story = {
  name: 'Without social links, subscribe form or description',
  args: { social: [], subscribe: undefined, description: undefined, columns: columns.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: 'Follow us' })).toBeNull();
  },
};
