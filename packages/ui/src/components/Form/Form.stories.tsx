import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';

type Values = Record<string, string>;

/** A stand-in for the app's schema: the kit only shows the errors it is given. */
function validate(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.firstName) errors.firstName = 'First name is required';
  if (!values.email) errors.email = 'Email is required';
  else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email))
    errors.email = 'Please enter a valid email address';
  if (!values.inquiryType) errors.inquiryType = 'Please select an inquiry type';
  if (!values.contactBy) errors.contactBy = 'Choose how we should reply';
  if (!values.message) errors.message = 'Message is required';
  if (values.agreed !== 'on') errors.agreed = 'You must agree to the terms and conditions';
  return errors;
}

interface ContactFormProps {
  onValid: (values: Values) => void;
  initialErrors?: Record<string, string>;
}

function ContactForm({ onValid, initialErrors = {} }: ContactFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value)]),
    );
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(values);
  };
  return (
    <Form onSubmit={onSubmit} errors={errors}>
      <TextField label="First name" name="firstName" isRequired />
      <TextField label="Email" name="email" type="email" isRequired description="We reply to this address." />
      <Select
        label="Inquiry type"
        name="inquiryType"
        isRequired
        options={[
          { value: 'general', label: 'General inquiry' },
          { value: 'support', label: 'Support' },
        ]}
      />
      <RadioGroup
        label="Reply by"
        name="contactBy"
        isRequired
        orientation="horizontal"
        options={[
          { value: 'email', label: 'Email' },
          { value: 'phone', label: 'Phone' },
        ]}
      />
      <TextArea label="Message" name="message" isRequired characterLimit={1000} rows={3} />
      <Checkbox label="I agree to the terms and conditions" name="agreed" isRequired />
      <div>
        <Button type="submit">Send Message</Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: ContactForm,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use Form around every set of fields that is submitted. Validate with the shared schema in `onSubmit` and ' +
          'pass the problems as `errors` (by field `name`): each field shows and announces its message, and after a ' +
          'failed submit an error summary at the top takes focus and links to each field (the GOV.UK pattern). ' +
          'Errors from an API response work the same way.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 576, padding: 8 }}>{Story()}</div>],
  args: { onValid: fn() },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = within(document.body);

/** Submit empty: the summary appears, takes focus and lists every problem in field order. */
export const ErrorSummaryOnSubmit: Story = {
  name: 'Error summary on a failed submit',
  globals: { viewport: { value: '1280x1400' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const summary = await canvas.findByRole('alert');
    await expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'First name is required',
      'Email is required',
      'Please select an inquiry type',
      'Choose how we should reply',
      'Message is required',
      'You must agree to the terms and conditions',
    ]);
    // Each field shows its own message too, wired to the control.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We reply to this address. Email is required',
    );
    // A link moves focus to its field.
    await userEvent.click(within(summary).getByRole('link', { name: 'Email is required' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: 'Please select an inquiry type' }));
    await expect(canvas.getByRole('button', { name: /Inquiry type/ })).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: 'Choose how we should reply' }));
    await expect(canvas.getByRole('radio', { name: 'Email' })).toHaveFocus();
    await expect(args.onValid).not.toHaveBeenCalled();
    summary.parentElement?.focus();
    await fullRepaint();
  },
};

/** The keyboard path: Enter submits, Tab reaches the links, Enter on a link focuses the field. */
export const Keyboard: Story = {
  globals: { viewport: { value: '1280x1400' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'First name' }));
    await userEvent.keyboard('Asha{Enter}');
    const summary = await canvas.findByRole('alert');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    await expect(within(summary).queryByRole('link', { name: 'First name is required' })).toBeNull();
    await userEvent.tab();
    await expect(within(summary).getByRole('link', { name: 'Email is required' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    // Submitting again with the same problems moves focus to the summary again.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    await fullRepaint();
  },
};

/**
 * A visitor who goes on to a field before the summary appears (a busy phone renders it later)
 * keeps their place: the summary shows, but focus and what they type stay in the field.
 */
export const GoneOnBeforeTheSummary: Story = {
  name: 'Focus moved before the summary',
  globals: { viewport: { value: '1280x1400' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    // The submit's render is a transition: it commits after this task, so focus moves first.
    canvas.getByRole('button', { name: 'Send Message' }).click();
    email.focus();
    await canvas.findByRole('alert');
    await expect(email).toHaveFocus();
    await userEvent.keyboard('asha@example.com');
    await expect(email).toHaveValue('asha@example.com');
    await fullRepaint();
  },
};

export const ValidSubmit: Story = {
  name: 'Valid submit',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Asha');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await userEvent.click(canvas.getByRole('button', { name: /Inquiry type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Support' }));
    await userEvent.click(canvas.getByText('Phone'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Please call me back.');
    await userEvent.click(canvas.getByText('I agree to the terms and conditions'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onValid).toHaveBeenCalledWith({
      firstName: 'Asha',
      email: 'asha@example.com',
      inquiryType: 'support',
      contactBy: 'phone',
      message: 'Please call me back.',
      agreed: 'on',
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await fullRepaint();
  },
};

/** Errors passed in before any submit (such as while typing) show by the fields, without a summary. */
export const ErrorsBeforeSubmit: Story = {
  name: 'Errors without a submit',
  args: { initialErrors: { email: 'Please enter a valid email address' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription(
      'We reply to this address. Please enter a valid email address',
    );
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  globals: { viewport: { value: '390x1200' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send Message' }));
    await within(canvasElement).findByRole('alert');
    await fullRepaint();
  },
};
