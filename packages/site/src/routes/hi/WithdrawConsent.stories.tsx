import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiWithdrawConsentPage } from './WithdrawConsent';

/** Where a Hindi application's withdraw links lead: the link alone changes nothing; the button withdraws. */
const meta = {
  title: 'Pages/Hindi/Withdraw Consent',
  ...pageStoryDefaults,
  args: { path: '/hi/privacy/withdraw?token=abc', page: <HindiWithdrawConsentPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
