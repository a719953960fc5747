import type { Meta, StoryObj } from '@storybook/react-vite';
import { jobs } from '@aarambh/content';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiJobDetailPage } from './JobDetail';

const job = jobs[0]!;

const meta = {
  title: 'Pages/Hindi/Job Detail',
  ...pageStoryDefaults,
  args: { path: `/hi/career/job/${job.id}`, page: <HindiJobDetailPage job={job} /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
