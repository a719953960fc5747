import type { Meta, StoryObj } from '@storybook/react-vite';
import { LAUNCH_IN_MS } from '../lib/launchClock';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { ComingSoonPage } from './ComingSoon';

const meta = {
  title: 'Pages/Coming Soon',
  ...pageStoryDefaults,
  // The countdown is stopped at 60 days.
  args: { path: '/coming-soon', page: <ComingSoonPage clock={{ target: LAUNCH_IN_MS, now: 0 }} /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
