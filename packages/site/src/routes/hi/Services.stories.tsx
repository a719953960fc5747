import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiServicesPage } from './Services';

const meta = {
  title: 'Pages/Hindi/Services',
  ...pageStoryDefaults,
  args: { path: '/hi/services', page: <HindiServicesPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
