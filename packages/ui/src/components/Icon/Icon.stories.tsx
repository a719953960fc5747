import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Columns } from '../Columns/Columns';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Icon, iconNames, iconSizes, iconTones } from './Icon';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    docs: {
      description: {
        component:
          'Use Icon beside text to help recognition (location, date, duration), and for the social links. An ' +
          'icon is decorative by default and hidden from screen readers; give it a `label` only when it carries ' +
          'meaning on its own. For an icon-only control use IconButton, which requires a label. Icons are 2 px ' +
          'strokes on a 24 px grid in the current text colour; in forced-colours mode they use the system text colour.',
      },
    },
  },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
    tone: { control: 'select', options: iconTones },
  },
  args: { name: 'briefcase', size: 'large' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Decorative (default)',
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Labelled: Story = {
  name: 'With a label',
  args: { name: 'star', label: 'Rating', tone: 'accent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rating' })).toBeInTheDocument();
  },
};

export const Gallery: Story = {
  name: 'All icons',
  parameters: { layout: 'padded' },
  render: (args) => (
    <Columns columns={{ mobile: 3, tablet: 6 }} space="md" as="ul">
      {iconNames.map((name) => (
        <li key={name}>
          <Stack space="xs" align="center">
            <Icon {...args} name={name} />
            <Text size="xs" tone="muted" as="span">
              {name}
            </Text>
          </Stack>
        </li>
      ))}
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="md" alignY="bottom">
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Inline space="md">
      {iconTones.map((tone) => (
        <Icon key={tone} {...args} tone={tone} />
      ))}
    </Inline>
  ),
};

export const BesideText: Story = {
  name: 'Beside text (size text)',
  args: { name: 'map-pin', size: 'text', tone: 'brand' },
  render: (args) => (
    <Box display="flex" alignItems="center" gap="xs" color="text">
      <Icon {...args} />
      <Text as="span">Remote · Delhi, India</Text>
    </Box>
  ),
};
