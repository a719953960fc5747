import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { opportunities } from '@aarambh/content';
import { scheduleHindi } from '@aarambh/content/hindi';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiOpportunityPage } from './Opportunity';

const workshop = opportunities.find((entry) => entry.type === 'Workshop')!;

const meta = {
  title: 'Pages/Hindi/Opportunity',
  ...pageStoryDefaults,
  args: { path: `/hi/opportunity/${workshop.id}`, page: <HindiOpportunityPage entry={workshop} /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };

/** Closed two days before the stories' day: the page says since when, in Hindi. */
const closed = { ...workshop, closes: '2026-11-20' };
export const Closed: Story = {
  args: { path: `/hi/opportunity/${closed.id}`, page: <HindiOpportunityPage entry={closed} /> },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findAllByText(scheduleHindi.closedText(closed))).toHaveLength(2);
    await expect(page.queryByRole('button', { name: 'अभी आवेदन करें' })).not.toBeInTheDocument();
  },
};
