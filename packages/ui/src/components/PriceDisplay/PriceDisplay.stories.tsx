import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { digitGroupings, PriceDisplay, priceSizes } from './PriceDisplay';

const pricing = [1500, 2000, 2500, 4000];

const meta = {
  title: 'Display/PriceDisplay',
  component: PriceDisplay,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    docs: {
      description: {
        component:
          'Use PriceDisplay wherever a fee is shown: on opportunity cards and the opportunity page. Pass the ' +
          'amount for the current choice and every price the item has: 0 reads "Free", a missing amount shows the ' +
          'range from the lowest to the highest price, and no price at all shows `noPriceLabel` ("Price on request", ' +
          'or "Stipend available" on internships). `grouping` picks Indian (1,50,000) or US (150,000) digit grouping. ' +
          '`formatPrice` returns the same text as a string.',
      },
    },
  },
  argTypes: {
    grouping: { control: 'inline-radio', options: digitGroupings },
    size: { control: 'inline-radio', options: priceSizes },
    amount: { control: 'number' },
  },
  args: { amount: 2500, prices: pricing, grouping: 'indian', label: 'Price' },
} satisfies Meta<typeof PriceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹2,500')).toBeVisible();
  },
};

export const IndianGrouping: Story = {
  args: { amount: 150000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹1,50,000')).toBeVisible();
  },
};

export const USGrouping: Story = {
  name: 'US grouping',
  args: { amount: 150000, grouping: 'us' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹150,000')).toBeVisible();
  },
};

export const Free: Story = {
  args: { amount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free')).toBeVisible();
  },
};

export const RangeWhenNoAmount: Story = {
  name: 'Range when the choice has no price',
  args: { amount: null },
  play: async ({ canvasElement }) => {
    // Drawn with a dash, read as "₹1,500 to ₹4,000".
    await expect(within(canvasElement).getByText('₹1,500 – ₹4,000')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('₹1,500 to ₹4,000')).toBeInTheDocument();
  },
};

export const PriceOnRequest: Story = {
  name: 'No price: Price on request',
  args: { amount: null, prices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Price on request')).toBeVisible();
  },
};

export const StipendAvailable: Story = {
  name: 'No price: Stipend available',
  args: { amount: null, prices: [], noPriceLabel: 'Stipend available' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Stipend available')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'flex-end' }}>
      {priceSizes.map((size) => (
        <PriceDisplay key={size} {...args} size={size} label={size} />
      ))}
    </div>
  ),
};
