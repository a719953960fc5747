import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Foundations/Box',
  component: Box,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use Box when no higher-level layout component fits: it renders any element (`as`) and takes the ' +
          'sprinkles (space, colour, radius, shadow, display, flex) as props, each responsive by breakpoint ' +
          '(`mobile`, `tablet` from 740 px, `desktop` from 1024 px, `wide` from 1280 px). Prefer Stack, Inline, ' +
          'Columns and Container for layout, Card for surfaces, and Text for text.',
      },
    },
  },
  argTypes: {
    as: { control: 'select', options: ['div', 'section', 'article', 'span', 'ul'] },
    padding: { control: 'select', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl'] },
    background: {
      control: 'select',
      options: ['background', 'surface', 'surfaceRaised', 'brand', 'brandSoft', 'accent'],
    },
    borderRadius: { control: 'select', options: ['none', 'sm', 'md', 'lg', 'full'] },
    boxShadow: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
  args: {
    padding: 'lg',
    background: 'surface',
    borderRadius: 'md',
    color: 'text',
    children: 'A box with token padding, background and radius',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/A box with token padding/);
    await expect(box.tagName).toBe('DIV');
    await expect(getComputedStyle(box).paddingTop).toBe('24px');
  },
};

export const AsElement: Story = {
  name: 'As another element',
  args: { as: 'section', 'aria-label': 'Highlights', background: 'brandSoft', boxShadow: 'md' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
  },
};

export const ListWithoutBullets: Story = {
  args: {
    as: 'ul',
    display: 'flex',
    flexDirection: 'column',
    gap: 'xs',
    children: ['Software', 'App', 'Website'].map((item) => <li key={item}>{item} development</li>),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Responsive: Story = {
  name: 'Responsive padding (mobile 390)',
  args: {
    padding: { mobile: 'sm', desktop: 'xxl' },
    children: 'Padding is 12 px on phones and 48 px from 1024 px',
  },
  globals: { viewport: { value: '390x600' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/Padding is/);
    await expect(getComputedStyle(box).paddingTop).toBe('12px');
  },
};
