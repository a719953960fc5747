import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { FeedbackPage } from './Feedback';

const meta = {
  title: 'Pages/Feedback',
  ...pageStoryDefaults,
  args: { path: '/feedback', page: <FeedbackPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
