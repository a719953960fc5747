import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cardTones } from '../Card/Card';
import { Columns } from '../Columns/Columns';
import { iconNames } from '../Icon/Icon';
import { FeatureCard } from './FeatureCard';

const meta = {
  title: 'Display/FeatureCard',
  component: FeatureCard,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use FeatureCard for a benefit or value: the three features on the home page, the "What We Offer" grid ' +
          'of a category page (four across on large screens), company values and perks. It has an icon, a title ' +
          'and a short description, and is not interactive; for a card that links somewhere use ServiceCard.',
      },
    },
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    iconTone: { control: 'inline-radio', options: ['brand', 'accent'] },
    align: { control: 'inline-radio', options: ['left', 'center'] },
    tone: { control: 'inline-radio', options: cardTones },
  },
  args: {
    icon: 'star',
    title: 'Quality Opportunities',
    description: 'Hand-picked internships and programs with companies that invest in your growth.',
  },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Quality Opportunities',
    );
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const CentredAccent: Story = {
  args: { align: 'center', iconTone: 'accent', tone: 'flat' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

const offers = [
  { icon: 'briefcase', title: 'Real Projects', description: 'Work on products that ship.' },
  {
    icon: 'success',
    title: 'Mentorship',
    description: 'Weekly reviews with senior engineers who have built and run production systems.',
  },
  { icon: 'calendar', title: 'Flexible Hours', description: 'Study and work on your own schedule.' },
  { icon: 'star', title: 'Certificates', description: 'Proof of what you learnt.' },
] as const;

export const WhatWeOfferGrid: Story = {
  name: 'What We Offer grid (four on desktop)',
  render: (args) => (
    <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
      {offers.map((offer) => (
        <FeatureCard key={offer.title} {...args} {...offer} />
      ))}
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(new Set(headings.map((heading) => heading.getBoundingClientRect().top)).size).toBe(1);
  },
};

export const GridOnMobile: Story = {
  ...WhatWeOfferGrid,
  name: 'What We Offer grid (mobile 390)',
  globals: { viewport: { value: '390x900' } },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(new Set(headings.map((heading) => heading.getBoundingClientRect().left)).size).toBe(1);
  },
};
