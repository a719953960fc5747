import type { Meta, StoryObj } from '@storybook/react-vite';
import { jobs } from '@aarambh/content';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { JobDetailPage } from './JobDetail';

const job = jobs[0]!;

const meta = {
  title: 'Pages/Job Detail',
  ...pageStoryDefaults,
  args: { path: `/career/job/${job.id}`, page: <JobDetailPage job={job} /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
