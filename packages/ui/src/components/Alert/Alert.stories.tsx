import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use Alert for a message that stays on the page about what just happened or what to check: a refused ' +
          'sign-in, a list that could not load, a transaction id another application gave too. `critical` is ' +
          'announced at once (`role="alert"`), the other tones politely (`role="status"`); an alert that is there ' +
          'when the page opens takes `role="note"`. The tone is told by an icon and a spoken name too, never by ' +
          'colour alone. For a passing confirmation use a toast; for the errors of a form, ErrorSummary.',
      },
    },
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  args: { children: 'The inbox could not be loaded. Check the connection and try again.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: {
    tone: 'info',
    children: 'Filters stay while the console is open; they are never put in the address.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveTextContent(/^Information: Filters stay/);
  },
};

export const Positive: Story = {
  args: { tone: 'positive', title: 'Invitation sent', children: 'The link is valid for 24 hours, once.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveTextContent(/^Success: Invitation sent/);
  },
};

export const Caution: Story = {
  args: {
    tone: 'caution',
    role: 'note',
    title: 'This transaction id was also given by another application',
    children: 'Check the bank statement before verifying either payment.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('note');
    await expect(alert).toHaveTextContent(/^Warning: This transaction id/);
  },
};

export const Critical: Story = {
  args: { tone: 'critical', children: 'Wrong e-mail, password or code.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Error: Wrong e-mail, password or code.');
  },
};

/** Every tone, for comparing them side by side in both themes. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} role="note">
          A {tone} alert with a sentence of text.
        </Alert>
      ))}
    </div>
  ),
};

/** A dismissible alert: its button is reached by Tab and pressed with Enter or Space. */
export const Dismissible: Story = {
  args: { tone: 'caution', onDismiss: fn(), children: 'Two rows of the statement were skipped.' },
  play: async ({ args, canvasElement }) => {
    const dismiss = within(canvasElement).getByRole('button', { name: 'Dismiss' });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The parent removes the alert when it is dismissed, and can bring it back. */
export const DismissedAndShownAgain: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState(true);
    return shown ? (
      <Alert {...args} onDismiss={() => setShown(false)} />
    ) : (
      <Button variant="secondary" onPress={() => setShown(true)}>
        Show the alert
      </Button>
    );
  },
  args: { tone: 'critical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the alert' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** A long message on a phone wraps inside the alert; nothing is cut off. */
export const LongTextOnPhone: Story = {
  globals: { viewport: { value: '390x600' } },
  args: {
    tone: 'critical',
    onDismiss: fn(),
    children:
      'The statement could not be read: the file https://bank.example.com/statements/2026-03-01-very-long-name.csv has no column that looks like an amount.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};
