import { company } from '../company.ts';

/**
 * The words every form of the site shares, in English: the error summary's title, the hint of an
 * optional field, the retry notice, a text area's character count, the privacy notice's labels
 * (its purposes come from `@aarambh/machines`' notice table) and the confirmation shown once a
 * submission is stored. `{name}` placeholders are filled in with `fillIn`.
 */
export const formsCopy = {
  errorSummaryTitle: 'There is a problem',
  optional: 'Optional',
  retryHint: 'Everything you entered is still here, so you can send it again.',
  tryAgain: 'Try Again',
  /** The upload's progress bar: its label, and how much of the files has been sent. */
  uploading: 'Sending your application',
  uploaded: '{sent} of {total}',
  /** A text area's count: `{count}` characters left, or too many. */
  oneCharacterLeft: 'You have 1 character remaining',
  charactersLeft: 'You have {count} characters remaining',
  oneCharacterTooMany: 'You have 1 character too many',
  charactersTooMany: 'You have {count} characters too many',
  characterLimit: 'You can enter up to {limit} characters',
  privacyNotice: {
    title: 'How we use your details',
    detailsLabel: 'What we collect and why',
    basisLabel: 'Basis',
    withdrawLabel: 'Withdraw a consent',
    requestLabel: 'Ask for your data, a correction or an erasure',
    policyLabel: 'Read the privacy policy',
    grievanceLabel: 'Questions or a grievance',
    boardLabel: 'Not satisfied with our answer? Complain to the',
    /** Read after the board's name: its link opens in a new tab. */
    externalLabel: '(opens in a new tab)',
  },
  /** The confirmation in place of a form once its submission is stored. */
  confirmation: {
    /** The heading above a job application's confirmation on the careers page. */
    careerSection: 'Your application',
    application: {
      heading: 'Application received',
      text: 'We have your application. Our team will review it, and every change is on your status page and in your e-mail.',
    },
    contact: { heading: 'Message sent', text: "We'll get back to you within 24 hours, by e-mail." },
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
    /** `{fee}` and, when one was given, the UPI transaction id (`feePaidWithId`). */
    feePaid: '{fee}: waiting for verification',
    feePaidWithId: '{fee}, UPI transaction id {transactionId}: waiting for verification',
    hearBy: 'You will hear from us by',
    statusLink: 'See where your application stands',
    again: {
      application: 'Apply again',
      career: 'Close',
      contact: 'Send another message',
      feedback: 'Send more feedback',
    },
    contactLine: `Questions? Write to ${company.emails.general} or call ${company.phone.display}, with your reference.`,
  },
} as const;
