import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { RadioGroup } from './RadioGroup';

const availability = [
  { value: 'immediately', label: 'Immediately' },
  { value: '1-week', label: 'In 1 week' },
  { value: '2-weeks', label: 'In 2 weeks' },
  { value: '1-month', label: 'In 1 month' },
  { value: 'flexible', label: 'Flexible', description: 'We will agree a start date together.' },
] as const;

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a RadioGroup for one choice out of two to six options that the visitor should see side by side ' +
          '(availability, anonymous or named). Tab moves into the group, the arrow keys move the choice. For ' +
          'longer lists use a Select.',
      },
    },
  },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 420, padding: 8 }}>{Story()}</div>],
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  args: { label: 'When can you start?', name: 'availability', options: availability, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'When can you start?' });
    await userEvent.click(within(group).getByText('In 2 weeks'));
    await expect(within(group).getByRole('radio', { name: 'In 2 weeks' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('2-weeks');
    await fullRepaint();
  },
};

/** Tab enters at the chosen option; arrows move and choose, wrapping at the ends. */
export const Keyboard: Story = {
  args: { defaultValue: '1-week' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'In 1 week' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'In 2 weeks' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Immediately' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: /Flexible/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('flexible');
    await fullRepaint();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Submit as',
    name: 'mode',
    orientation: 'horizontal',
    options: [
      { value: 'named', label: 'Named' },
      { value: 'anonymous', label: 'Anonymous' },
    ],
    defaultValue: 'named',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'immediately' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await fullRepaint();
  },
};

export const Invalid: Story = {
  name: 'Invalid with message',
  args: {
    isRequired: true,
    isInvalid: true,
    description: 'Choose the earliest date you could begin.',
    errorMessage: 'Availability is required',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Choose the earliest date you could begin. Availability is required',
    );
    await fullRepaint();
  },
};

export const LongText: Story = {
  args: {
    label: 'How many hours a week can you give to the internship alongside your studies?',
    options: [
      { value: '15-20', label: '15 to 20 hours, mostly on weekday evenings after my classes finish' },
      { value: '20-30', label: '20 to 30 hours, including weekends' },
      { value: '30-40', label: '30 to 40 hours: I am on a semester break or have finished my degree' },
    ],
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  parameters: { layout: 'padded' },
  globals: { viewport: { value: '390x400' } },
};
