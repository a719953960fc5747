import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextArea } from './TextArea';
import { fullRepaint } from '../../../harness/fullRepaint';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a TextArea for longer free text: a message, a cover letter, feedback. Set `characterLimit` when ' +
          'the text has a maximum length: a count under the field tells the visitor how many characters are left ' +
          '(and how many too many), and a screen reader hears it only after typing pauses, not on every keystroke.',
      },
    },
  },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 480, padding: 8 }}>{Story()}</div>],
  args: { label: 'Message', name: 'message', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textArea.tagName).toBe('TEXTAREA');
    await userEvent.type(textArea, 'Hello{Enter}there');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hello\nthere');
    await fullRepaint();
  },
};

export const CharacterCount: Story = {
  name: 'Character count',
  args: {
    isRequired: true,
    description: 'Tell us what you need help with.',
    characterLimit: 1000,
    announceDelay: 300,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textArea).toHaveAccessibleDescription(
      'Tell us what you need help with. You can enter up to 1000 characters',
    );
    const visible = canvas.getByText('You have 1000 characters remaining');
    await expect(visible).toHaveAttribute('aria-hidden', 'true');
    // The last polite region is the count's (the first belongs to the error message).
    const countRegion = [...canvasElement.querySelectorAll('[aria-live="polite"]')].at(-1);

    await userEvent.type(textArea, 'I would like');
    await expect(visible).toHaveTextContent('You have 988 characters remaining');
    // Not announced while typing...
    await expect(countRegion).toHaveTextContent('');
    // ...but once typing pauses.
    await waitFor(() => expect(countRegion).toHaveTextContent('You have 988 characters remaining'));
    await fullRepaint();
  },
};

export const OverTheLimit: Story = {
  name: 'Over the limit',
  args: {
    label: 'Cover letter',
    name: 'coverLetter',
    characterLimit: 50,
    defaultValue: 'I am a third-year computer science student applying for the internship.',
    isInvalid: true,
    errorMessage: 'Cover letter must be between 50 and 2000 characters if provided',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have 21 characters too many')).toBeVisible();
    await fullRepaint();
  },
};

export const FocusVisible: Story = {
  name: 'Focus visible (keyboard)',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
    await fullRepaint();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sent on 3 March.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
    await fullRepaint();
  },
};

export const Invalid: Story = {
  name: 'Invalid with message',
  args: { isRequired: true, isInvalid: true, errorMessage: 'Message is required', characterLimit: 1000 },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textArea).toBeInvalid();
    await expect(textArea).toHaveAccessibleDescription(
      'Message is required You can enter up to 1000 characters',
    );
    await fullRepaint();
  },
};

export const LongText: Story = {
  args: {
    label: 'Feedback',
    rows: 4,
    defaultValue:
      'The workshop was well organised and the trainers answered every question patiently. ' +
      'I would have liked more time for the hands-on exercises in the second half, and a printed ' +
      'summary of the commands we used. The venue was easy to reach and the breaks were well timed. ' +
      'Overall I would recommend it to anyone starting out with web development.',
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  args: { characterLimit: 1000, description: '10 to 1000 characters.' },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: '390x500' } },
};
