import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiCategoryPage } from './Category';

const meta = {
  title: 'Pages/Hindi/Category',
  ...pageStoryDefaults,
  args: {
    path: '/hi/services/internship',
    page: <HindiCategoryPage category="internship" />,
  },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
