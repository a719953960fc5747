import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { NotFoundPage } from './NotFound';

const meta = {
  title: 'Pages/Not Found',
  ...pageStoryDefaults,
  args: { path: '/no-such-page', page: <NotFoundPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
