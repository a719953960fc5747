import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Icon } from '../Icon/Icon';
import { Text } from '../Text/Text';
import { Inline, inlineAligns, inlineAlignYs } from './Inline';

const Tile = ({ children }: { children: string }) => (
  <Box padding="sm" background="brandSoft" color="text" borderRadius="sm">
    {children}
  </Box>
);

const skills = ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Figma', 'Docker', 'Kubernetes', 'Python'];

const meta = {
  title: 'Foundations/Inline',
  component: Inline,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use Inline for items side by side that wrap onto new rows when space runs out: a pair of buttons, ' +
          'badges, tags, social icons. `collapseBelow` stacks the items full width below a breakpoint, for ' +
          'example the two hero buttons on a phone. `wrap={false}` keeps an icon beside its text on one ' +
          'row, the text wrapping within itself (lists of points, contact details).',
      },
    },
  },
  argTypes: {
    space: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl'] },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'tablet', 'desktop'] },
    wrap: { control: 'boolean' },
  },
  args: { children: skills.slice(0, 4).map((skill) => <Tile key={skill}>{skill}</Tile>) },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const react = within(canvasElement).getByText('React');
    const typescript = within(canvasElement).getByText('TypeScript');
    await expect(typescript.getBoundingClientRect().top).toBe(react.getBoundingClientRect().top);
    await expect(typescript.getBoundingClientRect().left - react.getBoundingClientRect().right).toBe(12);
  },
};

export const Wrapping: Story = {
  name: 'Wrapping (mobile 390)',
  args: { children: skills.map((skill) => <Tile key={skill}>{skill}</Tile>) },
  globals: { viewport: { value: '390x600' } },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('React');
    const last = within(canvasElement).getByText('Python');
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
  },
};

export const SpaceBetween: Story = { args: { align: 'spaceBetween' } };

export const CollapseBelowTablet: Story = {
  name: 'Collapse below tablet (mobile 390)',
  args: { collapseBelow: 'tablet' },
  globals: { viewport: { value: '390x600' } },
  play: async ({ canvasElement }) => {
    const react = within(canvasElement).getByText('React');
    const typescript = within(canvasElement).getByText('TypeScript');
    await expect(typescript.getBoundingClientRect().top).toBeGreaterThan(
      react.getBoundingClientRect().bottom,
    );
    await expect(typescript.getBoundingClientRect().width).toBe(react.getBoundingClientRect().width);
  },
};

export const IconBesideText: Story = {
  name: 'No wrap: icon beside text (mobile 390)',
  args: {
    wrap: false,
    space: 'xs',
    alignY: 'top',
    children: [
      <Text key="icon" as="span" tone="brand">
        <Icon name="check" />
      </Text>,
      <Text key="text" as="span">
        Design and implement REST endpoints in Node.js, with tests for every route and a review by your mentor
      </Text>,
    ],
  },
  globals: { viewport: { value: '390x600' } },
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg')!;
    const text = within(canvasElement).getByText(/Design and implement/);
    // The icon keeps its square size; the text starts on its row, to its right, and wraps within itself.
    await expect(icon.getBoundingClientRect().width).toBeCloseTo(icon.getBoundingClientRect().height, 0);
    await expect(text.getBoundingClientRect().top).toBeLessThan(icon.getBoundingClientRect().bottom);
    await expect(text.getBoundingClientRect().left).toBeGreaterThan(icon.getBoundingClientRect().right);
    await expect(text.getBoundingClientRect().height).toBeGreaterThan(
      icon.getBoundingClientRect().height * 2,
    );
  },
};
