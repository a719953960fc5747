import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Text, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Foundations/Text',
  component: Text,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use Text for every run of body copy: paragraphs, captions, meta lines in cards. Pick `size` from the ' +
          'type scale, `tone` by meaning (`muted` for secondary text, `critical` for errors, `inherit` on coloured ' +
          'backgrounds) and `weight` for emphasis. Render as `span` inside other text or controls.',
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: [undefined, 'left', 'center', 'right'] },
    as: { control: 'inline-radio', options: ['p', 'span', 'div', 'strong', 'em', 'small'] },
  },
  args: {
    children:
      'We build software, apps and websites for small businesses, and train students through workshops, ' +
      'programs and internships.',
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/We build software/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).fontSize).toBe('16px');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="xs">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          Size {size}: 24 hour response time
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="xs">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          Tone {tone}: No positions available in this department at the moment.
        </Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack space="xs">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          Weight {weight}: Founded 2025
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(within(canvasElement).getByText(/Weight bold/)).fontWeight).toBe('700');
  },
};

export const InlineSpan: Story = {
  name: 'As span inside other text',
  render: (args) => (
    <Text {...args}>
      Replies within{' '}
      <Text as="strong" weight="bold" tone="brand">
        24 hours
      </Text>
      , Mon-Fri 9AM-6PM IST.
    </Text>
  ),
};

export const LongTextOnMobile: Story = {
  name: 'Long text (mobile 390)',
  args: {
    children:
      'Anunusuallylongwordwithoutanyspacesthatmustwrapratherthanoverflowthescreen and then a normal sentence ' +
      'that wraps over several lines on a phone.',
  },
  globals: { viewport: { value: '390x600' } },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/Anunusually/);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};
