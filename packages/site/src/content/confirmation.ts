import { company } from '@aarambh/content';

/**
 * The words of the confirmation shown in place of a form once its submission is stored. The
 * spec's toast still says the success; this keeps what the visitor needs afterwards on the page.
 */
const applicationReceived = {
  heading: 'Application received',
  text: 'We have your application. Our team will review it, and every change is on your status page and in your e-mail.',
};

export const confirmationWords = {
  application: applicationReceived,
  career: applicationReceived,
  contact: {
    heading: 'Message sent',
    text: "We'll get back to you within 24 hours, by e-mail.",
  },
  feedback: {
    heading: 'Thank you for your feedback!',
    text: 'We read every message, and yours has reached our team.',
  },
  reference: 'Your reference',
  referenceHint: 'Quote it when you write or call about this.',
  copy: 'Copy reference',
  copied: 'Reference copied',
  appliedFor: 'Applied for',
  fee: 'Fee',
  feePaid: (fee: string, transactionId: string | null) =>
    `${fee}${transactionId ? `, UPI transaction id ${transactionId}` : ''}: waiting for verification`,
  hearBy: 'You will hear from us by',
  statusLink: 'See where your application stands',
  again: {
    application: 'Apply again',
    career: 'Close',
    contact: 'Send another message',
    feedback: 'Send more feedback',
  },
  contactLine: `Questions? Write to ${company.emails.general} or call ${company.phone.display}, with your reference.`,
} as const;
