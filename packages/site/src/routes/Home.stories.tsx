import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { HomePage } from './Home';

const meta = {
  title: 'Pages/Home',
  ...pageStoryDefaults,
  args: { path: '/', page: <HomePage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
