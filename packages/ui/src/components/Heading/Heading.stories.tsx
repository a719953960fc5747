import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Heading, headingLevels, headingSizes, headingTones } from './Heading';

const meta = {
  title: 'Foundations/Heading',
  component: Heading,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use Heading for every section title. Choose `level` (h1 to h4) by the document outline, one h1 per ' +
          'page and no skipped levels, and `size` by looks: a card title is often an h3 drawn at size 4. Sizes ' +
          'step down on phones. Inside a Dialog or Disclosure the heading names it.',
      },
    },
  },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: [undefined, ...headingSizes] },
    tone: { control: 'inline-radio', options: headingTones },
    align: { control: 'inline-radio', options: [undefined, 'left', 'center', 'right'] },
  },
  args: { level: 1, children: 'Launch Your Career with Aarambh Labs' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      /Launch Your Career/,
    );
  },
};

export const Levels: Story = {
  render: (args) => (
    <Stack space="md">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const level of headingLevels) {
      await expect(within(canvasElement).getByRole('heading', { level })).toHaveTextContent(`level ${level}`);
    }
  },
};

export const LevelDecoupledFromSize: Story = {
  name: 'Level decoupled from size',
  args: { level: 2, size: 'hero', children: 'An h2 drawn at hero size' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).fontSize).toBe('52px');
  },
};

export const BrandCentred: Story = {
  args: { level: 2, tone: 'brand', align: 'center', children: 'Join Our Team' },
};

export const LongTextOnMobile: Story = {
  name: 'Long text (mobile 390)',
  args: {
    level: 1,
    size: 'hero',
    children: 'Software, app and website development with training programs and internships for students',
  },
  globals: { viewport: { value: '390x700' } },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(getComputedStyle(heading).fontSize).toBe('40px');
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
