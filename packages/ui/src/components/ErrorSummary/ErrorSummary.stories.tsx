import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { TextField } from '../TextField/TextField';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The GOV.UK error summary. Form shows it for you after a failed submit; use it on its own only for a ' +
          'form the kit does not render. Put it at the top of the form, list the problems in field order with ' +
          'the same words as beside the fields, and move focus to it (it takes `tabIndex=-1` and a `ref`).',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 576, padding: 8 }}>{Story()}</div>],
  args: {
    errors: [
      { name: 'transactionId', message: 'Transaction ID is required' },
      { name: 'confirmed', message: 'Payment Confirmation Required' },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2, name: 'There is a problem' })).toBeVisible();
    await expect(within(alert).getAllByRole('link')).toHaveLength(2);
  },
};

/** Outside a Form, the links find fields by `name` (the kit's fields) or by id. */
export const LinksToFields: Story = {
  name: 'Links move focus to fields',
  render: (args) => (
    <form style={{ display: 'grid', gap: 24 }}>
      <ErrorSummary {...args} />
      <TextField
        label="Transaction ID"
        name="transactionId"
        isInvalid
        errorMessage="Transaction ID is required"
      />
      <label style={{ display: 'flex', gap: 8 }}>
        <input id="confirmed" type="checkbox" /> I have completed the payment
      </label>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Transaction ID is required' }));
    await expect(canvas.getByRole('textbox', { name: 'Transaction ID' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await expect(window.location.hash).not.toBe('#confirmed');
    await fullRepaint();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Payment not confirmed',
    description: 'Check the details below, then confirm your payment again.',
    headingLevel: 3,
  },
};

export const LongText: Story = {
  args: {
    errors: [
      {
        name: 'coverLetter',
        message: 'Cover letter must be between 50 and 2000 characters if provided',
      },
      { name: 'linkedin', message: 'Please enter a valid LinkedIn profile URL' },
      { name: 'resume', message: 'Resume must be a PDF, DOC, or DOCX file' },
      { name: 'agreedToTerms', message: 'You must agree to the terms and conditions' },
    ],
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  globals: { viewport: { value: '390x400' } },
};
