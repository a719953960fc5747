import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiCookiePolicyPage } from './CookiePolicy';
import { HindiPrivacyPolicyPage } from './PrivacyPolicy';
import { HindiRefundPolicyPage } from './RefundPolicy';
import { HindiTermsOfServicePage } from './TermsOfService';

const meta = {
  title: 'Pages/Hindi/Policies',
  ...pageStoryDefaults,
  args: { path: '/hi/privacy-policy', page: <HindiPrivacyPolicyPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

// The longest page of the site: Hindi runs longer than English, and its lines are taller.
export const PrivacyPolicyPhone: Story = { globals: { viewport: { value: '390x12000' } } };
export const PrivacyPolicyDesktop: Story = { globals: { viewport: { value: '1280x9000' } } };
export const TermsOfServiceDesktop: Story = {
  args: { path: '/hi/terms-of-service', page: <HindiTermsOfServicePage /> },
  globals: desktop,
};
export const CookiePolicyDesktop: Story = {
  args: { path: '/hi/cookie-policy', page: <HindiCookiePolicyPage /> },
  globals: desktop,
};
export const RefundPolicyDesktop: Story = {
  args: { path: '/hi/refund-policy', page: <HindiRefundPolicyPage /> },
  globals: desktop,
};
export const RefundPolicyPhone: Story = {
  args: { path: '/hi/refund-policy', page: <HindiRefundPolicyPage /> },
  globals: phone,
};
