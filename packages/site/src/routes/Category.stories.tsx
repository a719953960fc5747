import type { Meta, StoryObj } from '@storybook/react-vite';
import { opportunities } from '@aarambh/content';
import { categoryPageFor } from '../content/categoryPages';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../harness/PageFrame';
import { CategoryListingPage } from './Category';

const meta = {
  title: 'Pages/Category',
  ...pageStoryDefaults,
  args: {
    path: '/services/internship',
    page: (
      <CategoryListingPage
        page={categoryPageFor('internship')}
        entries={opportunities.filter((entry) => entry.category === 'internship')}
      />
    ),
  },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
