import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import { Logo, logoSizes } from './Logo';

const meta = {
  title: 'Foundations/Logo',
  component: Logo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use Logo once at the top of every screen, wrapped in a link home, and once in the footer. The mark is ' +
          'an A on an indigo tile with a saffron sun: "Aarambh" means a beginning. Beside the written name the mark ' +
          'is decorative and hidden from screen readers; with `markOnly` the name becomes its accessible name. ' +
          'Its colours come from the theme (`brand`, `onBrand`, `accent`); the name takes the colour of the text ' +
          'around it. Do not recolour, stretch or redraw the mark: `logoMarkSvg` gives it as an SVG document for ' +
          'favicons and other images.',
      },
    },
  },
  argTypes: { size: { control: 'inline-radio', options: logoSizes } },
  args: { name: 'Aarambh Labs' },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aarambh Labs')).toBeVisible();
    // The mark beside the name is decorative: no image for screen readers to announce twice.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const MarkOnly: Story = {
  name: 'Mark only',
  args: { markOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Aarambh Labs' })).toBeVisible();
    await expect(canvas.queryByText('Aarambh Labs')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="lg" alignY="center">
      {logoSizes.map((size) => (
        <Logo key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const heights = [...canvasElement.querySelectorAll('svg')].map(
      (svg) => svg.getBoundingClientRect().height,
    );
    await expect(heights).toEqual([24, 32, 48]);
  },
};

export const LinkHome: Story = {
  name: 'In a link home',
  render: (args) => (
    <Link href="/" variant="subtle">
      <Logo {...args} />
    </Link>
  ),
  play: async ({ canvasElement }) => {
    // The link's name is the company's name, once.
    await expect(within(canvasElement).getByRole('link', { name: 'Aarambh Labs' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
