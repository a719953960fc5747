import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField, type TextFieldProps } from './TextField';
import { fullRepaint } from '../../../harness/fullRepaint';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a TextField for short free text: a name, an e-mail address, a phone number, a transaction id. ' +
          'Give every field a visible `label`; put format hints in `description`, not in the placeholder. ' +
          'Mark required fields with `isRequired`. Show a problem with `isInvalid` and `errorMessage` (or let a ' +
          'Form name the field in its errors): the message is linked to the input and announced.',
      },
    },
  },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 360, padding: 8 }}>{Story()}</div>],
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'tel', 'url', 'password', 'search'] },
  },
  args: { label: 'First name', name: 'firstName', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Asha');
    await expect(input).toHaveValue('Asha');
    await expect(args.onChange).toHaveBeenLastCalledWith('Asha');
    await fullRepaint();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    description: "We'll send the confirmation here.",
    placeholder: 'you@example.com',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription("We'll send the confirmation here.");
    await expect(input).toHaveAttribute('type', 'email');
    await fullRepaint();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toBeRequired();
    await fullRepaint();
  },
};

export const FocusVisible: Story = {
  name: 'Focus visible (keyboard)',
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible');
    await fullRepaint();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Asha' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await fullRepaint();
  },
};

export const Invalid: Story = {
  name: 'Invalid with message',
  args: {
    isRequired: true,
    isInvalid: true,
    description: 'As on your ID card.',
    errorMessage: 'First name is required',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await expect(input).toBeInvalid();
    // The description and the error both describe the input.
    await expect(input).toHaveAccessibleDescription('As on your ID card. First name is required');
    const error = within(canvasElement).getByText('First name is required');
    await expect(error.closest('[aria-live="polite"]')).not.toBeNull();
    await fullRepaint();
  },
};

/** Validating as the visitor types: the error appears inside an existing polite live region. */
export const ValidatesOnChange: Story = {
  args: { label: 'Subject', name: 'subject', description: '5 to 100 characters.' },
  render: function Render(args) {
    const [value, setValue] = useState('');
    const tooShort = value.length > 0 && value.length < 5;
    return (
      <TextField
        {...args}
        value={value}
        onChange={setValue}
        isInvalid={tooShort}
        errorMessage="Subject must be at least 5 characters"
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Subject' });
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.type(input, 'Hi');
    await expect(input).toBeInvalid();
    await expect(region).toHaveTextContent('Subject must be at least 5 characters');
    await userEvent.type(input, ' there');
    await expect(input).toBeValid();
    await expect(region).toBeEmptyDOMElement();
    await fullRepaint();
  },
};

/** Uncontrolled, in a native form: the form's Reset puts the field back to its `defaultValue`. */
export const ResetWithItsForm: Story = {
  name: 'Reset with its form',
  args: { defaultValue: 'Asha' },
  render: (args) => (
    <form aria-label="Profile" style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <TextField {...args} />
      <Button type="reset" variant="secondary">
        Reset
      </Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Ravi');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(input).toHaveValue('Asha');
    await fullRepaint();
  },
};

/**
 * Server-rendered, then hydrated after `typed` was typed into it, as on a slow connection where
 * the page is usable before its code arrives.
 */
function HydratedLate({ typed, ...props }: TextFieldProps & { typed: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [field] = useState(() => <TextField {...props} />);
  useEffect(() => {
    const element = host.current!;
    element.innerHTML = renderToString(field);
    element.querySelector('input')!.value = typed;
    const root = hydrateRoot(element, field);
    // Unmounting a root while React is committing this one is not allowed; do it just after.
    return () => queueMicrotask(() => root.unmount());
  }, [field, typed]);
  return <div ref={host} />;
}

/**
 * Text typed (or filled in by the browser) before the page's code hydrated the field is kept and
 * handed to `onChange`, as if just typed; React alone would put the empty value back at the next
 * render.
 */
export const TypedBeforeHydration: Story = {
  name: 'Typed before hydration',
  render: (args) => <HydratedLate {...args} typed="Asha" />,
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('Asha'));
    const input = within(canvasElement).getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, ' Rao');
    await expect(input).toHaveValue('Asha Rao');
    await expect(args.onChange).toHaveBeenLastCalledWith('Asha Rao');
    await fullRepaint();
  },
};

export const LongText: Story = {
  args: {
    label: 'Name of your university, college or institute as printed on your degree certificate',
    description:
      'If your institute has changed its name since you enrolled, give the name printed on your most recent mark sheet.',
    defaultValue: 'Indian Institute of Information Technology, Design and Manufacturing, Kancheepuram',
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  args: { label: 'Phone', name: 'phone', type: 'tel', description: 'With the country code, e.g. +91.' },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: '390x400' } },
};
