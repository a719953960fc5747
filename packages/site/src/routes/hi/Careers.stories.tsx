import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiCareersPage } from './Careers';

const meta = {
  title: 'Pages/Hindi/Careers',
  ...pageStoryDefaults,
  args: { path: '/hi/career', page: <HindiCareersPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The careers page on a phone is taller than the whole-page size (see .storybook/viewport.ts). */
export const Phone: Story = { globals: { viewport: { value: '390x9000' } } };
export const Desktop: Story = { globals: desktop };
