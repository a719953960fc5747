import type { Meta, StoryObj } from '@storybook/react-vite';
import { privacyPolicy, refundPolicy, termsOfService } from '../content/policies';
import { PolicyPage } from '../sections/PolicyPage';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { CookiePolicyPage } from './CookiePolicy';

const meta = {
  title: 'Pages/Policies',
  ...pageStoryDefaults,
  args: { path: '/privacy-policy', page: <PolicyPage policy={privacyPolicy} /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicyPhone: Story = { globals: phone };
export const PrivacyPolicyDesktop: Story = { globals: desktop };
export const TermsOfServiceDesktop: Story = {
  args: { path: '/terms-of-service', page: <PolicyPage policy={termsOfService} /> },
  globals: desktop,
};
export const CookiePolicyDesktop: Story = {
  args: { path: '/cookie-policy', page: <CookiePolicyPage /> },
  globals: desktop,
};
export const RefundPolicyDesktop: Story = {
  args: { path: '/refund-policy', page: <PolicyPage policy={refundPolicy} /> },
  globals: desktop,
};
export const RefundPolicyPhone: Story = {
  args: { path: '/refund-policy', page: <PolicyPage policy={refundPolicy} /> },
  globals: phone,
};
