import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { jobs } from '@aarambh/content';
import { desktop, pageStoryDefaults, type PageFrameProps } from '../../harness/PageFrame';
import { CareersPage } from './Careers';

const meta = {
  title: 'Pages/Careers',
  ...pageStoryDefaults,
  args: { path: '/career', page: <CareersPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Taller than a phone's whole-page size: the page with its language bar (see .storybook/viewport.ts). */
export const Phone: Story = { globals: { viewport: { value: '390x9000' } } };
export const Desktop: Story = { globals: desktop };

/** A department without openings shows the documented message. */
export const EmptyDepartment: Story = {
  args: {
    path: '/career?department=Design',
    page: <CareersPage jobs={jobs.filter((entry) => !entry.remote)} />,
  },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No positions available in this department at the moment.'),
    ).toBeInTheDocument();
  },
};
