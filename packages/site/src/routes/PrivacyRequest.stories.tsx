import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { ConfirmGuardianPage } from './ConfirmGuardian';
import { ConfirmPrivacyRequestPage } from './ConfirmPrivacyRequest';
import { PrivacyRequestPage } from './PrivacyRequest';

const meta = {
  title: 'Pages/Privacy Request',
  ...pageStoryDefaults,
  args: { path: '/privacy/request', page: <PrivacyRequestPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request form: what is asked, the address it is about, a reference, details. */
export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
/** Where the link in the request's e-mail leads: the link alone confirms nothing. */
export const ConfirmDesktop: Story = {
  args: { path: '/privacy/request/confirm?token=abc', page: <ConfirmPrivacyRequestPage /> },
  globals: desktop,
};
/** Where the link in the mail to a parent or guardian leads: the link alone stores nothing. */
export const GuardianConfirmDesktop: Story = {
  args: { path: '/guardian/confirm?token=abc', page: <ConfirmGuardianPage /> },
  globals: desktop,
};
