import { confirmGuardianCopy } from '@aarambh/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { ConfirmGuardianPage } from './ConfirmGuardian';

/**
 * Where the link in the mail to an applicant's parent or guardian leads: the link alone confirms
 * nothing (mail scanners follow links); the button sends the confirmation.
 */
const meta = {
  title: 'Pages/Confirm Guardian',
  ...pageStoryDefaults,
  args: { path: '/guardian/confirm?token=abc', page: <ConfirmGuardianPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: confirmGuardianCopy.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: confirmGuardianCopy.button })).toBeVisible();
  },
};
export const Phone: Story = { globals: phone };
