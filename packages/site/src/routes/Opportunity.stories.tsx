import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { closedText, opportunities } from '@aarambh/content';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { OpportunityNotFound, OpportunityPage } from './Opportunity';

const workshop = opportunities.find((entry) => entry.type === 'Workshop')!;
const withoutCompanyInfo = opportunities.find((entry) => !entry.companyInfo)!;

const meta = {
  title: 'Pages/Opportunity',
  ...pageStoryDefaults,
  args: { path: `/opportunity/${workshop.id}`, page: <OpportunityPage entry={workshop} /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };

/** Without company information the page says so. */
export const WithoutCompanyInfo: Story = {
  args: {
    path: `/opportunity/${withoutCompanyInfo.id}`,
    page: <OpportunityPage entry={withoutCompanyInfo} />,
  },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Company information not available.'),
    ).toBeInTheDocument();
  },
};

/** Closed two days before the stories' day: the page stays for old links and says since when. */
const closed = { ...workshop, closes: '2026-11-20' };
export const Closed: Story = {
  args: { path: `/opportunity/${closed.id}`, page: <OpportunityPage entry={closed} /> },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findAllByText(closedText(closed))).toHaveLength(2);
    await expect(page.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { path: '/opportunity/999', page: <OpportunityNotFound /> },
  globals: desktop,
};
