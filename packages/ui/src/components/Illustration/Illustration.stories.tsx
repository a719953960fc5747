import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Illustration, illustrationColors, illustrationPaint } from './Illustration';

const { fill, stroke, card } = illustrationPaint;

/** A sample drawing: a card of work beside steps rising to the sun. */
const steps = (
  <>
    <circle className={fill.accent} cx="200" cy="44" r="28" />
    <rect className={card} x="16" y="40" width="100" height="72" rx="10" />
    <rect className={fill.brand} x="32" y="56" width="48" height="8" rx="4" />
    <rect className={fill.soft} x="32" y="72" width="68" height="8" rx="4" />
    <path className={stroke.accent} d="M34 100l18-12 14 6 24-16" />
    <rect className={fill.brand} x="130" y="110" width="40" height="30" rx="6" />
    <rect className={fill.deep} x="170" y="86" width="40" height="54" rx="6" />
    <rect className={fill.brand} x="210" y="62" width="40" height="78" rx="6" />
    <path className={stroke.ink} d="M8 140h256" />
  </>
);

const meta = {
  title: 'Display/Illustration',
  component: Illustration,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use Illustration for a drawing beside a page hero or an empty state, in the style of the promo slides: ' +
          'flat shapes with round corners in the palette of `illustrationPaint` (indigo, a deeper indigo, saffron, ' +
          'ink, paper and the soft tint), which follows the theme. A drawing beside a heading that says the same ' +
          'is decorative: give no `label`, and it is hidden from screen readers. Give a `label` only when the ' +
          'drawing tells something the text does not. It is inline SVG, so it costs no request, keeps its box ' +
          'before the styles load and never becomes the largest contentful paint. Do not put text in a drawing.',
      },
    },
  },
  args: { width: 272, height: 150, children: steps },
} satisfies Meta<typeof Illustration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  name: 'Decorative (default)',
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    // Its box is known before any style: the width and height attributes give the ratio.
    await expect(svg).toHaveAttribute('width', '272');
    await expect(svg).toHaveAttribute('height', '150');
  },
};

export const Labelled: Story = {
  name: 'With a label',
  args: { label: 'Steps rising to the sun beside a card of work' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Steps rising to the sun beside a card of work' }),
    ).toBeVisible();
  },
};

export const Narrow: Story = {
  name: 'In a narrow container',
  render: (args) => (
    <div style={{ width: 160 }}>
      <Illustration {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('svg')!.getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([160, 88]);
  },
};

export const Palette: Story = {
  render: () => (
    <Inline space="md">
      {illustrationColors.map((color) => (
        <Stack key={color} space="xs" align="center">
          <Illustration width={48} height={48}>
            <rect className={card} x="3" y="3" width="42" height="42" rx="10" />
            <circle className={fill[color]} cx="24" cy="24" r="14" />
          </Illustration>
          <Text size="xs" tone="muted" as="span">
            {color}
          </Text>
        </Stack>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(illustrationColors.length);
  },
};
