import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { opportunities } from '@aarambh/content';
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

export const NotFound: Story = {
  args: { path: '/opportunity/999', page: <OpportunityNotFound /> },
  globals: desktop,
};
