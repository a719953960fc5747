import { company } from '../company.ts';

/**
 * The words of the privacy request form (`/privacy/request`). What may be asked, and the form's
 * messages, are the machines' (`privacyRequestTypeLabels`, `privacyMessages`).
 */
export const privacyRequestCopy = {
  title: 'Your Data: Make a Request',
  description: `Ask ${company.name} for a copy of your data, a correction or its erasure, nominate someone, or raise a complaint.`,
  heading: 'Your Data: Make a Request',
  intro:
    'Tell us what you want and the e-mail address you used with us. We send a link to that address: the request counts once you follow it, and we answer within 30 days of that.',
  type: 'What are you asking for?',
  email: 'Email Address',
  emailHint: 'The address you applied, wrote or subscribed with',
  reference: 'Reference (if you have one)',
  referenceHint: 'As on our e-mails, for example AL-7K3M-Q2PC',
  details: 'Details',
  detailsHint: 'What should be corrected, who you nominate and how to reach them, or what your complaint is',
  button: 'Send Request',
  pending: 'Sending...',
  failed: 'We could not send your request. Please try again.',
  policy: 'How we handle your data: our privacy policy',
} as const;

/** The words of the page a privacy request's mailed link opens (`/privacy/request/confirm`). */
export const confirmPrivacyRequestCopy = {
  title: 'Confirm Your Privacy Request',
  description: `Confirm a privacy request you made to ${company.name}.`,
  heading: 'Confirm Your Privacy Request',
  text: 'Press the button to confirm the request you made on our privacy request page. If you did not make one, close this page: nothing will happen.',
  button: 'Confirm Request',
  pending: 'Confirming...',
  missingToken: 'This page needs the link from our e-mail. Please open it from the e-mail.',
  failed: 'We could not confirm your request. Please try again.',
  doneHeading: 'Request Confirmed',
  /** `{date}`: the day the answer is due, as the reader reads dates. */
  due: 'We will answer by {date}.',
} as const;
