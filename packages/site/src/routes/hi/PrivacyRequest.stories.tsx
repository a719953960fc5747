import { formsHindi, privacyRequestHindi } from '@aarambh/content/hindi';
import { privacyMessagesHindi, privacyRequestTypeLabelsHindi } from '@aarambh/machines/hindi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiConfirmPrivacyRequestPage } from './ConfirmPrivacyRequest';
import { HindiPrivacyRequestPage } from './PrivacyRequest';

/** The privacy request form in Hindi: its choices, labels and messages are Hindi; the request is sent in Hindi. */
const meta = {
  title: 'Pages/Hindi/Privacy Request',
  ...pageStoryDefaults,
  args: { path: '/hi/privacy/request', page: <HindiPrivacyRequestPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };

/** Sent empty: the summary and each field's error in Hindi. */
export const ErrorsDesktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole('radio', { name: new RegExp(`^${privacyRequestTypeLabelsHindi.erasure.label.text}`) }),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: privacyRequestHindi.button.text }));
    const summary = (await page.findByText(formsHindi.errorSummaryTitle.text)).closest('[role="alert"]');
    await expect(summary).toHaveTextContent(privacyMessagesHindi.type.text);
    await expect(summary).toHaveTextContent(privacyMessagesHindi.email.required.text);
  },
};

/** Where the link in a Hindi request's e-mail leads: the link alone confirms nothing. */
export const ConfirmDesktop: Story = {
  args: { path: '/hi/privacy/request/confirm?token=abc', page: <HindiConfirmPrivacyRequestPage /> },
  globals: desktop,
};
export const ConfirmPhone: Story = {
  args: { path: '/hi/privacy/request/confirm?token=abc', page: <HindiConfirmPrivacyRequestPage /> },
  globals: phone,
};
