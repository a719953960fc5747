import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiFeedbackPage } from './Feedback';

const meta = {
  title: 'Pages/Hindi/Feedback',
  ...pageStoryDefaults,
  args: { path: '/hi/feedback', page: <HindiFeedbackPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
