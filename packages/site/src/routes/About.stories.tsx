import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { AboutPage } from './About';

const meta = {
  title: 'Pages/About',
  ...pageStoryDefaults,
  // The counters show their final figures.
  args: { path: '/about', page: <AboutPage animateCounters={false} /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
