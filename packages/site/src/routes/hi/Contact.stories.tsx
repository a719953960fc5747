import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktop, pageStoryDefaults, phone, type PageFrameProps } from '../../../harness/PageFrame';
import { HindiContactPage } from './Contact';

const meta = {
  title: 'Pages/Hindi/Contact',
  ...pageStoryDefaults,
  args: { path: '/hi/contact', page: <HindiContactPage /> },
} satisfies Meta<PageFrameProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Desktop: Story = { globals: desktop };
