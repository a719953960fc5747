import { contactFormCopy } from '@aarambh/content';
import { contactFormHindi, formsHindi, hindiCopy } from '@aarambh/content/hindi';
import { contactMessages, type ContactFormValues } from '@aarambh/machines';
import {
  contactMessagesHindi,
  contactTextsHindi,
  emailMessagesHindi,
  firstNameMessagesHindi,
  lastNameMessagesHindi,
} from '@aarambh/machines/hindi';
import { Container } from '@aarambh/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeServer, loadedFlow, withFlowFrame } from '../../../harness/FlowFrame';
import { findToast, removeOrphanedAnnouncements } from '../../../harness/storyHelpers';
import { onHindiPage } from '../../../harness/hindiForms';
import { ContactForm } from './ContactForm';

const filled: ContactFormValues = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  company: '',
  subject: 'Internship question',
  message: 'When does the next batch of the web development internship start?',
  inquiryType: 'internship',
};

const meta = {
  title: 'Flows/Contact Form',
  component: ContactForm,
  decorators: [
    (Story) => (
      <Container size="narrow">
        <Story />
      </Container>
    ),
    withFlowFrame,
  ],
  loaders: [fakeServer()],
  // The whole form, its summary and the toasts in one picture.
  globals: { viewport: { value: '1280x1700' } },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The contact page's form, bound to `contactMessageMachine` and sending call 5 (POST /api/contact-us). " +
          'The stories run against `createFakeApi`, a scripted server behind the real API client: each ' +
          'story says how the server answers, and checks the JSON it received.',
      },
    },
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as the visitor finds it. */
export const Editing: Story = {};

/** A submit with nothing filled in: every field's message, and the summary focused above them. */
export const Invalid: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('There is a problem');
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Please select an inquiry type',
      'Subject is required',
      'Message is required',
    ]) {
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    const listed = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(listed[3]).toBe('Please select an inquiry type');
    await expect(summary.parentElement).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(
      'First name is required',
    );
    await expect(loadedFlow({ loaded }).api.requests).toEqual([]);
  },
};

/** Each rule's message as the visitor leaves a field with a bad value. */
export const InvalidValues: Story = {
  args: {
    initialValues: {
      ...filled,
      firstName: 'A',
      email: 'asha@',
      phone: '0123',
      subject: 'Hi',
      message: 'Short',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const summary = await canvas.findByRole('alert');
    for (const message of [
      'First name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Subject must be at least 5 characters',
      'Message must be at least 10 characters',
    ]) {
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
  },
};

/** While the message is on its way the button reads 'Sending Message...' and ignores presses. */
export const Submitting: Story = {
  args: { initialValues: filled },
  loaders: [fakeServer({ contact: 'pending' })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(canvas.getByText('Sending Message...')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: /Send/ }));
    await expect(loadedFlow({ loaded }).api.requests).toHaveLength(1);
  },
};

/** Sent: the success toast, the exact JSON of call 5, and an empty form again. */
export const Success: Story = {
  args: { initialValues: filled },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const toast = await findToast('Message Sent Successfully!');
    await expect(toast).toHaveTextContent(
      "Thank you for contacting us. We'll get back to you within 24 hours. Check your email for confirmation.",
    );
    await expect(loadedFlow({ loaded }).api.requests).toEqual([{ route: 'contact', json: filled }]);
    // The form gives way to its confirmation, which takes the focus: the reference to quote.
    const confirmation = await canvas.findByRole('region', { name: 'Message sent' });
    await expect(confirmation).toHaveFocus();
    await expect(confirmation).toHaveTextContent('AL-7K3M-Q2PC');
    removeOrphanedAnnouncements();
  },
};

/** After the confirmation, 'Send another message' brings the form back, empty, and forgets it. */
export const StartOver: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Send another message' }));
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(sessionStorage.length).toBe(0);
    removeOrphanedAnnouncements();
  },
};

/** HTTP 207 whose result is not a success: the error-styled 'Message Sent with Warnings' toast. */
export const Warning: Story = {
  args: { initialValues: filled },
  loaders: [fakeServer({ contact: { status: 207, body: { success: false, message: 'Mail delayed' } } })],
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send Message' }));
    const toast = await findToast('Message Sent with Warnings');
    await expect(toast).toHaveTextContent(
      "Your message was submitted but there were issues with email delivery. We'll still get back to you soon!",
    );
  },
};

/** The server refuses: its message in the failure toast; every value stays, with a way to retry. */
export const Failure: Story = {
  args: { initialValues: filled },
  loaders: [fakeServer({ contact: { status: 500, body: { success: false, message: 'Internal error' } } })],
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const toast = await findToast('Failed to Send Message');
    await expect(toast).toHaveTextContent(
      'Error: Internal error. Please try again or contact us directly via email.',
    );
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Asha');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** Offline, then back: the network message, nothing lost, and 'Try Again' sends the same values. */
export const NetworkFailureAndRetry: Story = {
  args: { initialValues: filled },
  loaders: [fakeServer({ contact: ['offline', { status: 201, body: { success: true, message: 'ok' } }] })],
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const toast = await findToast('Failed to Send Message');
    await expect(toast).toHaveTextContent("We couldn't reach our server.");
    await expect(canvas.getByRole('textbox', { name: 'Subject' })).toHaveValue(filled.subject);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await findToast('Message Sent Successfully!');
    const { requests } = loadedFlow({ loaded }).api;
    await expect(requests.map((request) => request.json)).toEqual([filled, filled]);
  },
};

const hindiWords = hindiCopy(contactFormCopy, contactFormHindi).copy;
const hindiFilled: ContactFormValues = {
  ...filled,
  firstName: 'आशा',
  lastName: 'वर्मा',
  subject: 'इंटर्नशिप के बारे में सवाल',
  message: 'वेब डेवलपमेंट इंटर्नशिप का अगला बैच कब शुरू होगा?',
};

/** On the Hindi page, a submit with nothing filled in: the summary and every field's message in Hindi. */
export const HindiInvalid: Story = {
  args: { words: hindiWords },
  decorators: [onHindiPage],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: hindiWords.send }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent(formsHindi.errorSummaryTitle.text);
    for (const message of [
      firstNameMessagesHindi.required,
      lastNameMessagesHindi.required,
      emailMessagesHindi.required,
      contactMessagesHindi.inquiryType,
      contactMessagesHindi.subjectRequired,
      contactMessagesHindi.messageRequired,
    ]) {
      await expect(within(summary).getByRole('link', { name: message.text })).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: hindiWords.firstName })).toHaveAccessibleDescription(
      firstNameMessagesHindi.required.text,
    );
    await expect(loadedFlow({ loaded }).api.requests).toEqual([]);
  },
};

/** On the Hindi page, sent with `language: 'hi'`: the Hindi toast and confirmation. */
export const HindiSuccess: Story = {
  args: { words: hindiWords, initialValues: hindiFilled },
  decorators: [onHindiPage],
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: hindiWords.send }));
    const toast = await findToast(contactTextsHindi.success.title.text);
    await expect(toast).toHaveTextContent(contactTextsHindi.success.description.text);
    await expect(loadedFlow({ loaded }).api.requests).toEqual([
      { route: 'contact', json: { ...hindiFilled, language: 'hi' } },
    ]);
    const confirmation = await canvas.findByRole('region', {
      name: formsHindi.confirmation.contact.heading.text,
    });
    await expect(confirmation).toHaveTextContent('AL-7K3M-Q2PC');
    removeOrphanedAnnouncements();
  },
};

/** On the Hindi page, the server refuses with a rule's English message: the toast says it in Hindi. */
export const HindiFailure: Story = {
  args: { words: hindiWords, initialValues: hindiFilled },
  decorators: [onHindiPage],
  loaders: [
    fakeServer({
      contact: { status: 400, body: { success: false, message: contactMessages.subjectTooShort } },
    }),
  ],
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: hindiWords.send }));
    const toast = await findToast(contactTextsHindi.failureTitle.text);
    await expect(toast).toHaveTextContent(contactMessagesHindi.subjectTooShort.text);
    await expect(canvas.getByRole('textbox', { name: hindiWords.subject })).toHaveValue(hindiFilled.subject);
    await expect(canvas.getByRole('button', { name: formsHindi.tryAgain.text })).toBeVisible();
  },
};
