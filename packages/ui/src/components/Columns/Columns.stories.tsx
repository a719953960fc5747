import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { Columns } from './Columns';

const Tile = ({ children }: { children: string }) => (
  <Box padding="md" background="brandSoft" color="text" borderRadius="sm">
    {children}
  </Box>
);

const features = ['Quality Opportunities', 'Expert Guidance', 'Career Growth', 'Dedicated Support'];

const meta = {
  title: 'Foundations/Columns',
  component: Columns,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Use Columns for a grid of equal columns whose count changes with the screen: one column on phones, ' +
          'two or four on large screens (`columns={{ mobile: 1, tablet: 2, desktop: 4 }}`). Items in a row are ' +
          'equally tall unless `alignY="top"`; in a form, `alignY="fields"` lines up the labels and the inputs ' +
          'of each row whether or not a field has a hint or an error. With `as="ul"` it is a list of cards; pass ' +
          '`li` children.',
      },
    },
  },
  argTypes: {
    space: { control: 'select', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl'] },
    alignY: { control: 'inline-radio', options: ['stretch', 'top', 'fields'] },
  },
  args: {
    columns: { mobile: 1, tablet: 2, desktop: 4 },
    children: features.map((feature) => <Tile key={feature}>{feature}</Tile>),
  },
  decorators: [(Story) => <Box padding="md">{Story()}</Box>],
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourOnDesktop: Story = {
  name: 'Four columns on desktop',
  play: async ({ canvasElement }) => {
    const tops = features.map(
      (feature) => within(canvasElement).getByText(feature).getBoundingClientRect().top,
    );
    await expect(new Set(tops).size).toBe(1);
  },
};

export const OneOnMobile: Story = {
  name: 'One column (mobile 390)',
  globals: { viewport: { value: '390x700' } },
  play: async ({ canvasElement }) => {
    const lefts = features.map(
      (feature) => within(canvasElement).getByText(feature).getBoundingClientRect().left,
    );
    await expect(new Set(lefts).size).toBe(1);
  },
};

export const TwoOnTablet: Story = {
  name: 'Two columns (tablet 800)',
  globals: { viewport: { value: '800x600' } },
  play: async ({ canvasElement }) => {
    const [first, second, third] = features.map((feature) =>
      within(canvasElement).getByText(feature).getBoundingClientRect(),
    );
    await expect(second?.top).toBe(first?.top);
    await expect(third?.top).toBeGreaterThan(first?.bottom ?? 0);
  },
};

export const LongText: Story = {
  name: 'Long text keeps columns equal',
  args: {
    columns: 2,
    children: [
      <Tile key="a">Supercalifragilisticexpialidociousdevelopmentandtrainingprogrammeforeveryone</Tile>,
      <Tile key="b">Short</Tile>,
    ],
  },
  play: async ({ canvasElement }) => {
    const long = within(canvasElement)
      .getByText(/Supercali/)
      .getBoundingClientRect();
    const short = within(canvasElement).getByText('Short').getBoundingClientRect();
    await expect(Math.round(long.width)).toBe(Math.round(short.width));
    await expect(long.height).toBe(short.height);
  },
};

/**
 * A form's fields in two columns with `alignY="fields"`: a hint ('Optional') or an error above one
 * input does not push it below its neighbour; labels and inputs line up row by row.
 */
export const FormFields: Story = {
  name: 'Form fields, lined up row by row',
  globals: { viewport: { value: '800x400' } },
  args: {
    columns: { mobile: 1, tablet: 2 },
    space: 'md',
    alignY: 'fields',
    children: [
      <TextField key="email" label="Email Address" isRequired name="email" />,
      <TextField key="phone" label="Phone Number" description="Optional" name="phone" />,
      <TextField
        key="company"
        label="Company"
        description="Optional"
        name="company"
        isInvalid
        errorMessage="Company name must be between 2 and 100 characters"
      />,
      <Select
        key="inquiry"
        label="Inquiry Type"
        name="inquiryType"
        options={[{ value: 'general', label: 'General' }]}
      />,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const top = (element: Element) => element.getBoundingClientRect().top;
    const fields = [...canvasElement.querySelectorAll('[data-field-name]')];
    const [email, phone, company, inquiry] = fields.map((field) => top(field.firstElementChild as Element));
    await expect(phone).toBe(email);
    await expect(inquiry).toBe(company);
    await expect(top(canvas.getByRole('textbox', { name: /Phone Number/ }))).toBe(
      top(canvas.getByRole('textbox', { name: /Email Address/ })),
    );
    await expect(top(canvas.getByRole('button', { name: /Inquiry Type/ }))).toBe(
      top(canvas.getByRole('textbox', { name: /Company/ })),
    );
  },
};
