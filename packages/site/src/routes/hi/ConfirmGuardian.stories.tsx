import { confirmGuardianHindi } from '@aarambh/content/hindi';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiConfirmGuardianPage } from './ConfirmGuardian';

/**
 * Where the guardian's link of an application made on a Hindi page leads: the same page as the
 * English, in Hindi. The link alone confirms nothing; the button does.
 */
const meta = {
  title: 'Pages/Hindi/Confirm Guardian',
  ...pageStoryDefaults,
  args: { path: '/hi/guardian/confirm?token=abc', page: <HindiConfirmGuardianPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole('heading', { level: 1, name: confirmGuardianHindi.heading.text }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: confirmGuardianHindi.button.text })).toBeVisible();
  },
};
export const Phone: Story = { globals: phone };
