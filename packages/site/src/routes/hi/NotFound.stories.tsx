import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiNotFoundPage } from './NotFound';

const meta = {
  title: 'Pages/Hindi/Not Found',
  ...pageStoryDefaults,
  args: { path: '/hi/no-such-page', page: <HindiNotFoundPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
