import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiHomePage } from './Home';

const meta = {
  title: 'Pages/Hindi/Home',
  ...pageStoryDefaults,
  args: { path: '/hi', page: <HindiHomePage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
