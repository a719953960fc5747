import { feedbackFormCopy } from '@aarambh/content';
import { feedbackFormHindi, formsHindi, hindiCopy } from '@aarambh/content/hindi';
import { feedbackMessagesHindi, feedbackTextsHindi } from '@aarambh/machines/hindi';
import { Container } from '@aarambh/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeServer, loadedFlow, withFlowFrame } from '../../../harness/FlowFrame';
import { fill, findToast, removeOrphanedAnnouncements } from '../../../harness/storyHelpers';
import { onHindiPage } from '../../../harness/hindiForms';
import { FeedbackForm } from './FeedbackForm';

const meta = {
  title: 'Flows/Feedback Form',
  component: FeedbackForm,
  decorators: [
    (Story) => (
      <Container size="narrow">
        <Story />
      </Container>
    ),
    withFlowFrame,
  ],
  loaders: [fakeServer()],
  globals: { viewport: { value: '1280x1400' } },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The feedback page's form, bound to `feedbackMachine` and sending call 4 (POST /api/feedback, JSON). " +
          'Stories run against the fake server (`createFakeApi`) and check the JSON it received.',
      },
    },
  },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillForm(canvasElement: HTMLElement, { anonymous = false } = {}) {
  const canvas = within(canvasElement);
  await fill(canvas.getByRole('textbox', { name: 'Name' }), 'Asha Verma');
  await fill(canvas.getByRole('textbox', { name: 'Email Address' }), 'asha@example.com');
  await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
  await fill(canvas.getByRole('textbox', { name: 'Message' }), 'The Git workshop was excellent.');
  if (anonymous) await userEvent.click(canvas.getByRole('checkbox', { name: /Submit anonymously/ }));
  return canvas;
}

/** As the visitor finds it: five stars chosen. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '5 stars' })).toBeChecked();
  },
};

/** A malformed e-mail and no message: both listed in the summary, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: 'Email Address' }), 'asha@');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Feedback' }));
    const summary = await canvas.findByRole('alert');
    await expect(
      within(summary).getByRole('link', { name: 'Please enter a valid email address' }),
    ).toBeVisible();
    await expect(within(summary).getByRole('link', { name: 'Message is required' })).toBeVisible();
    await expect(loadedFlow({ loaded }).api.requests).toEqual([]);
  },
};

/** Anonymous: the name and e-mail are blanked and disabled. */
export const Anonymous: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement, { anonymous: true });
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Email Address' })).toHaveValue('');
  },
};

export const Submitting: Story = {
  loaders: [fakeServer({ feedback: 'pending' })],
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(canvas.getByText('Submitting...')).toBeVisible());
  },
};

/** Thanked: the toast, call 4's JSON (rating 4, anonymous blanks), and the form reset to 5 stars. */
export const Success: Story = {
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await fillForm(canvasElement, { anonymous: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Feedback' }));
    await findToast('Thank you for your feedback!');
    await expect(loadedFlow({ loaded }).api.requests[0]?.json).toEqual({
      name: '',
      email: '',
      message: 'The Git workshop was excellent.',
      rating: 4,
      isAnonymous: true,
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      source: 'feedback_page',
    });
    const confirmation = await canvas.findByRole('region', { name: 'Thank you for your feedback!' });
    await expect(confirmation).toHaveTextContent('AL-7K3M-Q2PC');
    // The pending button's announcement points at a button the confirmation replaced.
    removeOrphanedAnnouncements();
    await userEvent.click(canvas.getByRole('button', { name: 'Send more feedback' }));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
  },
};

/** The server refuses: its message under 'Failed to submit feedback'; the values stay. */
export const Failure: Story = {
  loaders: [
    fakeServer({ feedback: { status: 429, body: { success: false, message: 'Too many requests' } } }),
  ],
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Feedback' }));
    const toast = await findToast('Failed to submit feedback');
    await expect(toast).toHaveTextContent('Too many requests');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Verma');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

const hindiWords = hindiCopy(feedbackFormCopy, feedbackFormHindi).copy;

/** On the Hindi page, a malformed e-mail and no message: the summary and the messages in Hindi, the stars named in Hindi. */
export const HindiInvalid: Story = {
  args: { words: hindiWords },
  decorators: [onHindiPage],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '5 तारे' })).toBeChecked();
    await fill(canvas.getByRole('textbox', { name: hindiWords.email }), 'asha@');
    await userEvent.click(canvas.getByRole('button', { name: hindiWords.submit }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent(formsHindi.errorSummaryTitle.text);
    for (const message of [feedbackMessagesHindi.email, feedbackMessagesHindi.messageRequired])
      await expect(within(summary).getByRole('link', { name: message.text })).toBeVisible();
    await expect(loadedFlow({ loaded }).api.requests).toEqual([]);
  },
};

/** On the Hindi page, thanked in Hindi, the feedback sent with `language: 'hi'`. */
export const HindiSuccess: Story = {
  args: { words: hindiWords },
  decorators: [onHindiPage],
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await fill(canvas.getByRole('textbox', { name: hindiWords.name }), 'आशा वर्मा');
    await userEvent.click(canvas.getByRole('radio', { name: '4 तारे' }));
    await fill(canvas.getByRole('textbox', { name: hindiWords.message }), 'Git वर्कशॉप बहुत अच्छी थी।');
    await userEvent.click(canvas.getByRole('button', { name: hindiWords.submit }));
    await findToast(feedbackTextsHindi.success.text);
    await expect(loadedFlow({ loaded }).api.requests[0]?.json).toMatchObject({
      name: 'आशा वर्मा',
      rating: 4,
      language: 'hi',
    });
    await canvas.findByRole('region', { name: formsHindi.confirmation.feedback.heading.text });
    removeOrphanedAnnouncements();
  },
};
