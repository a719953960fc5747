import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { fullRepaint } from '../../../harness/fullRepaint';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a Checkbox for one yes-or-no answer the visitor opts into: agreeing to the terms, allowing ' +
          'contact, staying anonymous. Its label says what checking it means. For one choice among several, ' +
          'use a RadioGroup.',
      },
    },
  },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 420, padding: 8 }}>{Story()}</div>],
  args: { label: 'I agree to the terms and conditions', name: 'agreedToTerms', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'I agree to the terms and conditions',
    });
    await userEvent.click(within(canvasElement).getByText('I agree to the terms and conditions'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await fullRepaint();
  },
};

export const Keyboard: Story = {
  name: 'Focus visible (keyboard)',
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await fullRepaint();
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  args: {
    label: 'Allow us to contact you about future openings',
    name: 'allowContact',
    description: 'We keep your details for up to a year.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'We keep your details for up to a year.',
    );
    await fullRepaint();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
    await fullRepaint();
  },
};

export const Invalid: Story = {
  name: 'Invalid with message',
  args: { isRequired: true, isInvalid: true, errorMessage: 'You must agree to the terms and conditions' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAccessibleDescription('You must agree to the terms and conditions');
    await fullRepaint();
  },
};

export const LongText: Story = {
  args: {
    label:
      'I confirm that I am 18 or older, or have the consent of a parent or guardian, and that the details in ' +
      'this application are true to the best of my knowledge.',
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  args: { isRequired: true, description: 'Read them on the Terms of Service page.' },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: '390x300' } },
};
