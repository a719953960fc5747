import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Button } from '../Button/Button';
import { DateRange } from '../DateRange/DateRange';
import { PriceDisplay } from '../PriceDisplay/PriceDisplay';
import { OpportunityCard, type OpportunityCardProps } from './OpportunityCard';

const durations = [
  { value: '4-weeks', label: '4 Weeks', days: 28, price: 1500 },
  { value: '6-weeks', label: '6 Weeks', days: 42, price: 2000 },
  { value: '8-weeks', label: '8 Weeks', days: 56, price: 2500 },
  { value: '12-weeks', label: '12 Weeks', days: 84, price: 4000 },
] as const;

/** Fixed, so the dates in the screenshots never change; the app passes tomorrow. */
const start = new Date('2025-03-10T00:00:00');

type DemoProps = Omit<OpportunityCardProps, 'price' | 'dateRange' | 'durationOptions'> & {
  /** The price list; `null` for an opportunity without a price. */
  pricing?: Record<string, number> | null;
  noPriceLabel?: string;
};

/** The app's side: it keeps the chosen duration and derives the price and dates from it. */
function Demo({ pricing, noPriceLabel, onDurationChange, ...props }: DemoProps) {
  const [duration, setDuration] = useState(props.duration ?? '4-weeks');
  const chosen = durations.find((option) => option.value === duration) ?? durations[0];
  const prices = pricing ? Object.values(pricing) : [];
  return (
    <OpportunityCard
      {...props}
      durationOptions={durations}
      duration={duration}
      onDurationChange={(next) => {
        setDuration(next);
        onDurationChange?.(next);
      }}
      price={
        <PriceDisplay
          amount={pricing ? pricing[chosen.value] : null}
          prices={prices}
          grouping="indian"
          {...(noPriceLabel ? { noPriceLabel } : {})}
        />
      }
      dateRange={<DateRange start={start} days={chosen.days} label="Dates" />}
    />
  );
}

const screen = within(document.body);

const meta = {
  title: 'Display/OpportunityCard',
  component: Demo,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use an OpportunityCard in the grid of a category page, one per internship, training program or workshop. ' +
          'The app keeps the chosen duration (starting at 4 weeks) and passes the matching price (`price`, e.g. a ' +
          'PriceDisplay) and dates (`dateRange`, e.g. a DateRange); the two actions ("Apply Now" or "Enroll Now", ' +
          'and "Learn More") are slots too, usually LinkButtons to the opportunity page.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 8 }}>{Story()}</div>],
  args: {
    title: 'Frontend Developer Internship',
    company: 'Aarambh Labs',
    location: 'Remote',
    type: 'Internship',
    rating: 4.8,
    skills: ['React', 'TypeScript', 'CSS', 'Accessibility'],
    pricing: { '4-weeks': 1500, '6-weeks': 2000, '8-weeks': 2500, '12-weeks': 4000 },
    primaryAction: <Button>Apply Now</Button>,
    secondaryAction: <Button variant="secondary">Learn More</Button>,
    onDurationChange: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Frontend Developer Internship' });
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Frontend Developer Internship',
    );
    await expect(within(card).getByRole('list', { name: 'Skills' })).toBeInTheDocument();
    await expect(within(card).getAllByRole('listitem')).toHaveLength(4);
    await expect(card).toHaveTextContent('4.8 out of 5');
    await expect(card).toHaveTextContent('₹1,500');
    await expect(card).toHaveTextContent(/10-Mar.*07-Apr/);
  },
};

/** Choosing another duration updates that card's price and dates. */
export const ChangeDuration: Story = {
  name: 'Change the duration',
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    const duration = within(card).getByRole('button', { name: /Duration/ });
    await expect(duration).toHaveAccessibleDescription('Frontend Developer Internship');
    await userEvent.click(duration);
    await userEvent.click(await screen.findByRole('option', { name: '12 Weeks' }));
    await expect(args.onDurationChange).toHaveBeenCalledWith('12-weeks');
    await waitFor(() => expect(card).toHaveTextContent('₹4,000'));
    await expect(card).toHaveTextContent(/10-Mar.*02-Jun/);
    await fullRepaint();
  },
};

export const Keyboard: Story = {
  name: 'Focus visible (keyboard)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Duration/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Apply Now' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Learn More' })).toHaveFocus();
    await fullRepaint();
  },
};

export const Workshop: Story = {
  name: 'Workshop (Enroll Now)',
  args: {
    title: 'React Workshop',
    type: 'Workshop',
    rating: 4.6,
    skills: ['React', 'Hooks'],
    primaryAction: <Button>Enroll Now</Button>,
  },
};

export const StipendAvailable: Story = {
  name: 'No price (stipend available)',
  args: { pricing: null, noPriceLabel: 'Stipend available' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Stipend available');
  },
};

export const Free: Story = {
  args: { pricing: { '4-weeks': 0, '6-weeks': 0, '8-weeks': 0, '12-weeks': 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Free');
  },
};

export const LongText: Story = {
  args: {
    title: 'Advanced Full-Stack Web Development Training Program with React, Node.js and PostgreSQL',
    company: 'Aarambh Labs Training and Certification Centre',
    location: 'Hybrid: Delhi NCR and Remote',
    type: 'Training Program',
    rating: 4.9,
    skills: [
      'React',
      'Node.js',
      'PostgreSQL',
      'REST APIs',
      'Docker',
      'Testing',
      'TypeScript',
      'Git and GitHub',
    ],
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  decorators: [(Story) => <div style={{ maxWidth: 358 }}>{Story()}</div>],
  globals: { viewport: { value: '390x700' } },
};
