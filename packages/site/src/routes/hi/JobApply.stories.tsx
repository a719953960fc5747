import type { Meta, StoryObj } from '@storybook/react-vite';
import { jobs } from '@aarambh/content';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiJobApplyPage } from './JobApply';

const job = jobs[0]!;

const meta = {
  title: 'Pages/Hindi/Job Application',
  ...pageStoryDefaults,
  args: { path: `/hi/career/apply/${job.id}`, page: <HindiJobApplyPage job={job} /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
