import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiConfirmSubscriptionPage } from './ConfirmSubscription';
import { HindiSubscriptionOutcomePage } from './SubscriptionOutcome';
import { HindiUnsubscribePage } from './Unsubscribe';

/** Where the links in a Hindi subscriber's e-mails lead: the same pages as the English, in Hindi. */
const meta = {
  title: 'Pages/Hindi/Subscription',
  ...pageStoryDefaults,
  args: { path: '/hi/subscription/confirm?token=abc', page: <HindiConfirmSubscriptionPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmation link's page: the link alone changes nothing; the button confirms. */
export const ConfirmPhone: Story = { globals: phone };

/** Confirmed. */
export const ConfirmedDesktop: Story = {
  args: { path: '/hi/subscription/confirmed', page: <HindiSubscriptionOutcomePage outcome="confirmed" /> },
  globals: desktop,
};

/** The link was older than 7 days: "subscribe again" leads to the footer's form on the same page. */
export const ExpiredPhone: Story = {
  args: { path: '/hi/subscription/expired', page: <HindiSubscriptionOutcomePage outcome="expired" /> },
  globals: phone,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('link', { name: 'फिर से सदस्यता लें' })).toHaveAttribute(
      'href',
      '/hi/subscription/expired#subscribe',
    );
    // The footer's form, which loads as an island.
    await waitFor(() => expect(canvasElement.querySelector('#subscribe form')).not.toBeNull());
  },
};

/** The unsubscribe link's page. */
export const UnsubscribeDesktop: Story = {
  args: { path: '/hi/unsubscribe?token=abc', page: <HindiUnsubscribePage /> },
  globals: desktop,
};
