// Longer than most files on purpose: one story per state of the internship flow (the table in
// src/flows/README.md), each with the play function that reaches it.
import type { InternshipFormValues } from '@aarambh/machines';
import { Container } from '@aarambh/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fakeServer, loadedFlow, withFlowFrame } from '../../../harness/FlowFrame';
import { fill, findToast, removeOrphanedAnnouncements, screen } from '../../../harness/storyHelpers';
import { guardianDeclaration, guardianMessages } from '@aarambh/machines/schemas';
import { InternshipApplicationForm } from './InternshipApplicationForm';

const opportunity = {
  id: 7,
  title: 'Web Development Intern',
  company: 'Aarambh Labs',
  ownerEmail: 'mentors@aarambhlabs.example',
};
const pricing = { '4-weeks': 1500, '6-weeks': 2000, '8-weeks': 2500, '12-weeks': 4000 };

const filled: Partial<InternshipFormValues> = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  university: 'Delhi University',
  major: 'Computer Science',
  graduationYear: '2026',
  gpa: '3.6',
  availability: 'immediately',
  duration: '4-weeks',
  linkedin: 'https://www.linkedin.com/in/asha-verma',
  age: 'adult',
};

/** The multipart fields call 1 carries for `filled`, paid with 'UPI1234567890' and the terms agreed. */
const expectedFields = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  university: 'Delhi University',
  major: 'Computer Science',
  graduationYear: '2026',
  gpa: '3.6',
  coverLetter: '',
  linkedin: 'https://www.linkedin.com/in/asha-verma',
  portfolio: '',
  availability: 'immediately',
  duration: '4-weeks',
  transactionId: 'UPI1234567890',
  paymentDone: 'true',
  agreedToTerms: 'true',
  consentApplication: 'true',
  consentUpdates: 'false',
  age: 'adult',
  guardianName: '',
  guardianEmail: '',
  guardianDeclaration: 'false',
  opportunityId: '7',
  paymentReference: 'AL7K3M9QX2PD',
  paymentAmount: '1500',
  opportunityTitle: 'Web Development Intern',
  opportunityCompany: 'Aarambh Labs',
  ownerEmail: 'mentors@aarambhlabs.example',
};

const meta = {
  title: 'Flows/Internship Application',
  component: InternshipApplicationForm,
  decorators: [
    (Story) => (
      <Container size="narrow">
        <Story />
      </Container>
    ),
    withFlowFrame,
  ],
  loaders: [fakeServer()],
  args: {
    opportunity,
    pricing,
    onCancel: fn(),
    onDurationChange: fn(),
    // A fixed payment reference, so the QR code and the UPI link are the same in every run.
    paymentReference: 'AL7K3M9QX2PD',
    // Quick enough for a story to wait for; the Processing story holds it instead.
    paymentProcessingMs: 20,
  },
  globals: { viewport: { value: '1280x3400' } },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The opportunity page's apply mode, bound to `internshipApplicationMachine` (with the payment chart " +
          'inside) and sending call 1 (POST /api/application, multipart). Stories run against the fake server ' +
          '(`createFakeApi`) and check every multipart field it received.',
      },
    },
  },
} satisfies Meta<typeof InternshipApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const modalParameters = { visual: { target: 'page' } } as const;

async function openPayment(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay by UPI' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay by UPI' });
  // Once it has faded in (where motion is allowed: a designer's Storybook): it opens in the task
  // after its render and then fades.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function waitForQr(dialog: HTMLElement) {
  const image = within(dialog).getByRole('img');
  await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
  return image as HTMLImageElement;
}

async function pay(canvasElement: HTMLElement, transactionId = 'UPI1234567890') {
  const dialog = await openPayment(canvasElement);
  await fill(within(dialog).getByRole('textbox', { name: 'Transaction ID' }), transactionId);
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have completed the payment' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Payment Completed' })).toBeDisabled());
  // The dialog's pending Confirm button is gone with the dialog.
  removeOrphanedAnnouncements();
  return canvas;
}

async function payAndSubmit(canvasElement: HTMLElement) {
  const canvas = await pay(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
  await userEvent.click(
    canvas.getByRole('checkbox', { name: 'I consent to the use of my details to consider this application' }),
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
  return canvas;
}

/** Empty: submit is disabled until the fee is paid, and says so. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Submit Application' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(
      'Choose a duration and pay the fee to submit your application.',
    );
  },
};

/** Paying before choosing a duration: 'Duration Required'. */
export const DurationRequired: Story = {
  parameters: modalParameters,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay by UPI' }));
    const toast = await findToast('Duration Required');
    await expect(toast).toHaveTextContent('Please select a duration before making payment');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** The UPI dialog: the fee, the QR code of the payment link, the UPI id to copy, the reference, the id and the box. */
export const PaymentModal: Story = {
  args: { initialValues: { duration: '6-weeks' } },
  parameters: modalParameters,
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'Pay ₹2,000 for 6 Weeks, then enter the transaction ID your UPI app shows.',
    );
    const qr = await waitForQr(dialog);
    await expect(qr).toHaveAccessibleName('UPI QR code for aarambhlabs@upi.example');
    await expect(qr.naturalWidth).toBeGreaterThan(0);
    await expect(qr.src).toMatch(/^data:image\/svg\+xml,/);
    await expect(within(dialog).getByText('AL7K3M9QX2PD')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Transaction ID' })).toHaveAccessibleDescription(
      expect.stringContaining('The 12-digit UPI reference (UTR) of your payment'),
    );
    await expect(within(dialog).queryByRole('link', { name: /UPI app/ })).toBeNull();
  },
};

/** The QR image fails to load: a placeholder says so, and the UPI id still works. */
export const QrPlaceholder: Story = {
  args: { initialValues: { duration: '4-weeks' }, qrSrc: '/missing-upi-qr.svg' },
  parameters: modalParameters,
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    await waitFor(() =>
      expect(within(dialog).getByRole('img')).toHaveAccessibleName(
        'QR code unavailable: pay to the UPI ID instead',
      ),
    );
    await waitForQr(dialog);
  },
};

/** On a phone the dialog also links to the UPI apps: payee, name, amount, INR, the note and the reference. */
export const PhoneAppLink: Story = {
  args: { initialValues: { duration: '4-weeks' } },
  // The payment dialog over the page on a phone's screen: the page below the screen is not drawn.
  parameters: { visual: { target: 'page', beyondViewport: 'blank' } },
  globals: { viewport: { value: '390x844' } },
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    await expect(within(dialog).getByRole('link', { name: 'Pay ₹1,500 with a UPI app' })).toHaveAttribute(
      'href',
      'upi://pay?pa=aarambhlabs%40upi.example&pn=Aarambh%20Labs&am=1500.00&cu=INR' +
        '&tn=AL7K3M9QX2PD%20application%20fee&tr=AL7K3M9QX2PD',
    );
    await waitForQr(dialog);
  },
};

/** Copy UPI ID: the id goes to the clipboard, and the 'UPI ID Copied' toast confirms it. */
export const UpiIdCopied: Story = {
  args: { initialValues: { duration: '4-weeks' }, copyToClipboard: fn(async () => undefined) },
  parameters: modalParameters,
  play: async ({ args, canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    await waitForQr(dialog);
    const copy = within(dialog).getByRole('button', { name: 'Copy UPI ID' });
    await userEvent.click(copy);
    await findToast('UPI ID Copied');
    await expect(args.copyToClipboard).toHaveBeenCalledWith('aarambhlabs@upi.example');
    // The button reads 'Copied' for 2 s; the screenshot waits until it is back, not racing its timer.
    await waitFor(() => expect(copy).not.toHaveAttribute('data-copied'));
  },
};

/** A transaction id that is too short: the 'Invalid Transaction ID' toast and the field marked. */
export const PaymentInvalid: Story = {
  args: { initialValues: { duration: '4-weeks' } },
  parameters: modalParameters,
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    await fill(within(dialog).getByRole('textbox', { name: 'Transaction ID' }), 'UPI123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    const toast = await findToast('Invalid Transaction ID');
    await expect(toast).toHaveTextContent('Transaction ID must be at least 10 characters long');
    await expect(within(dialog).getByRole('textbox', { name: 'Transaction ID' })).toHaveAccessibleDescription(
      expect.stringContaining('Transaction ID must be at least 10 characters long'),
    );
    await waitForQr(dialog);
  },
};

/**
 * A transaction id of a valid length that is not 12 digits: a gentle warning in the field's hint,
 * not a refusal (the payment still goes through); 12 digits take it away.
 */
export const NotUtrWarning: Story = {
  args: { initialValues: { duration: '4-weeks' } },
  parameters: modalParameters,
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    const field = within(dialog).getByRole('textbox', { name: 'Transaction ID' });
    await fill(field, '4123 4567 8901');
    await expect(within(dialog).queryByRole('status')).toBeNull();
    await userEvent.clear(field);
    await fill(field, 'T2611221234');
    await expect(field).toHaveValue('T2611221234');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('This is not 12 digits'));
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have completed the payment' }));
    await waitForQr(dialog);
  },
};

/** Confirmed: 'Processing...' while the payment is checked (held here; 1.5 s on the site). */
export const PaymentProcessing: Story = {
  args: { initialValues: { duration: '4-weeks' }, paymentProcessingMs: 3_600_000 },
  parameters: modalParameters,
  play: async ({ canvasElement }) => {
    const dialog = await openPayment(canvasElement);
    await fill(within(dialog).getByRole('textbox', { name: 'Transaction ID' }), 'UPI1234567890');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have completed the payment' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Payment' }));
    await waitFor(() => expect(within(dialog).getByText('Processing...')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitForQr(dialog);
  },
};

/** Paid: 'Payment Completed', disabled, and submit enabled. */
export const Paid: Story = {
  args: { initialValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = await pay(canvasElement);
    await expect(canvas.getByText('Paid by UPI. Transaction ID: UPI1234567890')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  },
};

/** Paid, then submitted with nothing else filled in: every required field listed and marked. */
export const Invalid: Story = {
  args: { initialValues: { duration: '4-weeks', gpa: '4.5', coverLetter: 'Too short.' } },
  // Every field's error, the age's too: taller than the other stories.
  globals: { viewport: { value: '1280x6000' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = await pay(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    const summary = await canvas.findByRole('alert');
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'University is required',
      'Major is required',
      'Graduation year is required',
      'GPA must be between 0.0 and 4.0',
      'Availability is required',
      'Cover letter must be between 50 and 2000 characters if provided',
      'You must agree to the terms and conditions',
    ]) {
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    await expect(loadedFlow({ loaded }).api.requests).toEqual([]);
  },
};

/** A resume of the wrong type: 'Invalid File Type'; one too large: 'File Too Large'. */
export const ResumeRefused: Story = {
  args: { initialValues: { duration: '4-weeks' } },
  parameters: modalParameters,
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]:not([name])');
    if (!input) throw new Error('No file input');
    await userEvent.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    const typeToast = await findToast('Invalid File Type');
    await expect(typeToast).toHaveTextContent('Resume must be a PDF, DOC, or DOCX file');
    const big = new File([new Uint8Array(5_242_881)], 'resume.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, big);
    const sizeToast = await findToast('File Too Large');
    await expect(sizeToast).toHaveTextContent('Resume file must be less than 5MB');
  },
};

/** Sending: the button reads 'Submitting...'; Cancel waits. */
export const Submitting: Story = {
  args: { initialValues: filled },
  loaders: [fakeServer({ application: 'pending' })],
  play: async ({ canvasElement }) => {
    const canvas = await payAndSubmit(canvasElement);
    await waitFor(() => expect(canvas.getByText('Submitting...')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Sent: the success toast, every field of call 1 with the resume, and the form reset. */
export const Success: Story = {
  args: { initialValues: filled },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement, loaded }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]:not([name])');
    if (!input) throw new Error('No file input');
    const resume = new File(['%PDF-1.7 resume'], 'asha-resume.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, resume);
    const canvas = await payAndSubmit(canvasElement);
    const toast = await findToast('Application Submitted Successfully!');
    await expect(toast).toHaveTextContent(
      "Thank you for applying. You'll receive a confirmation email shortly.",
    );
    await expect(loadedFlow({ loaded }).api.requests).toEqual([
      {
        route: 'application',
        fields: expectedFields,
        files: { resume: { name: 'asha-resume.pdf', size: resume.size, type: 'application/pdf' } },
      },
    ]);
    // In the form's place: the reference, what was applied for, the fee and transaction id, the
    // day of the decision and the status page.
    const confirmation = await canvas.findByRole('region', { name: 'Application received' });
    await expect(confirmation).toHaveFocus();
    for (const text of [
      'AL-7K3M-Q2PC',
      'Full Stack Web Development, Aarambh Labs',
      '₹1,500, UPI transaction id 412345678901',
      '5 December 2026',
    ])
      await expect(confirmation).toHaveTextContent(text);
    await expect(canvas.getByRole('link', { name: 'See where your application stands' })).toHaveAttribute(
      'href',
      'https://aarambhlabs.example/application-status?token=fake',
    );
    removeOrphanedAnnouncements();
  },
};

/** HTTP 207: 'Application Submitted with Warnings'. */
export const Warning: Story = {
  args: { initialValues: filled },
  loaders: [fakeServer({ application: { status: 207, body: { success: true, message: 'Mail delayed' } } })],
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await payAndSubmit(canvasElement);
    const toast = await findToast('Application Submitted with Warnings');
    await expect(toast).toHaveTextContent('e-mail delivery issues');
  },
};

/** Refused by the server: 'Submission Failed' with its message; values and payment kept, retry offered. */
export const Failure: Story = {
  args: { initialValues: filled },
  loaders: [
    fakeServer({ application: { status: 500, body: { success: false, message: 'Storage unavailable' } } }),
  ],
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = await payAndSubmit(canvasElement);
    const toast = await findToast('Submission Failed');
    await expect(toast).toHaveTextContent('Storage unavailable. Please try again or contact support');
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Asha');
    await expect(canvas.getByRole('button', { name: 'Payment Completed' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/**
 * Under 18: the guardian's name, address and declaration instead of the fee; the server holds the
 * application (HTTP 202) and the form says it waits for the parent or guardian.
 */
export const UnderEighteen: Story = {
  args: {
    initialValues: {
      ...filled,
      age: 'minor',
      guardianName: 'Meera Verma',
      guardianEmail: 'meera@example.com',
    },
  },
  loaders: [
    fakeServer({
      application: { status: 202, body: { success: true, held: true, message: guardianMessages.held } },
    }),
  ],
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Pay by UPI' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: guardianDeclaration }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: 'I consent to the use of my details to consider this application',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    await expect(await canvas.findByText(guardianMessages.held)).toBeVisible();
    await expect(loadedFlow({ loaded }).api.requests[0]?.fields).toMatchObject({
      age: 'minor',
      guardianName: 'Meera Verma',
      guardianEmail: 'meera@example.com',
      guardianDeclaration: 'true',
      paymentDone: 'false',
      transactionId: '',
    });
  },
};

/** Cancel leaves the form: the page goes back to the details. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
