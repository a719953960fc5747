import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { SubscriptionOutcomePage } from './SubscriptionOutcome';

const meta = {
  title: 'Pages/Subscription Outcome',
  ...pageStoryDefaults,
  args: { path: '/subscription/confirmed', page: <SubscriptionOutcomePage outcome="confirmed" /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the confirmation link in a subscriber's e-mail leads once the API has confirmed. */
export const ConfirmedPhone: Story = { globals: phone };
export const ConfirmedDesktop: Story = { globals: desktop };

/** The link was older than 7 days. */
export const ExpiredPhone: Story = {
  args: { path: '/subscription/expired', page: <SubscriptionOutcomePage outcome="expired" /> },
  globals: phone,
};

/** The link was forged, cut short, or its subscription ended since. */
export const InvalidPhone: Story = {
  args: { path: '/subscription/invalid', page: <SubscriptionOutcomePage outcome="invalid" /> },
  globals: phone,
};
