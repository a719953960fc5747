import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { iconNames } from '../Icon/Icon';
import { Inline } from '../Inline/Inline';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    docs: {
      description: {
        component:
          'Use Badge for a short status or category next to a title: a job\'s department, "Remote-friendly", ' +
          '"Full-time", the "+N more" after a list. It is not interactive. Its text must carry the meaning; the ' +
          'tone only supports it. For keywords such as skills use Tag.',
      },
    },
  },
  argTypes: {
    tone: { control: 'select', options: badgeTones },
    icon: { control: 'select', options: [undefined, ...iconNames] },
  },
  args: { children: 'Engineering', tone: 'brand' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Engineering')).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Inline>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
};

export const WithIcon: Story = {
  args: { tone: 'success', icon: 'check', children: 'Remote-friendly' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const MoreCount: Story = { name: '+N more', args: { tone: 'neutral', children: '+3 more' } };
