import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { UnsubscribePage } from './Unsubscribe';

const meta = {
  title: 'Pages/Unsubscribe',
  ...pageStoryDefaults,
  args: { path: '/unsubscribe?token=abc', page: <UnsubscribePage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the unsubscribe link in a subscriber's e-mail leads: the link alone changes nothing. */
export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
