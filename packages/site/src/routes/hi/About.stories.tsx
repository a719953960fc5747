import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiAboutPage } from './About';

const meta = {
  title: 'Pages/Hindi/About',
  ...pageStoryDefaults,
  args: { path: '/hi/about', page: <HindiAboutPage animateCounters={false} /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
