import { company } from '../company.ts';

/**
 * The words of the application status page and its receipt in English, which the spec leaves open
 * ("Application status lifecycle after submission: not shown"). The stages' and the payment's own
 * sentences are shared with the status e-mails (`applicantStageText` in the machines' schemas).
 * A `{name}` in a text is filled in by the page (`fillIn`).
 */
export const statusPageCopy = {
  title: 'Application Status',
  description: `Where your application to ${company.name} stands.`,
  heading: 'Your Application',
  /** Before the withdraw link (a consent is withdrawn as easily as it was given). */
  consent: 'You consented to the use of your details for this application.',
  consentLink: 'Withdraw your consent',
  noLinkHeading: 'Application Status',
  noLinkText:
    'Open the link in the confirmation e-mail we sent when you applied to see where your application stands.',
  problems: {
    invalid:
      'This status link is not valid. Please use the link from the most recent e-mail we sent you, or ask for a new one below.',
    expired: 'This status link has expired. Ask for a new one below: we will e-mail it to you.',
  },
  applied: 'Applied on',
  reference: 'Reference',
  stage: 'Stage',
  steps: 'Progress',
  payment: 'Payment',
  next: 'What happens next',
  decisionBy: 'You will hear from us by {date}.',
  closed: 'This application is closed.',
  contact: `Questions? Write to ${company.emails.general} or call ${company.phone.display} (${company.businessHours.weekdays}), with your reference.`,
  receiptLink: 'View and print your receipt',
  /** A fee asked for after the application (an applicant under 18, once their guardian confirmed). */
  payFee: {
    /** The page's own sentence for a due fee (the e-mail's sends the reader here). */
    due: 'Your fee of {price} is due.',
    heading: 'Pay by UPI',
    text: 'Pay {price} to the UPI ID below or scan the QR code, then enter the transaction ID your UPI app shows.',
    transactionId: 'Transaction ID',
    confirm: 'I have completed the payment',
    button: 'Send Payment Details',
    mailedLinkOnly:
      'To pay, open the status link in the e-mail we sent you: only a link sent to your address can pay.',
  },
  /** A shortlisted application's interview: the times and modes are the machines' own. */
  interview: {
    heading: 'Your interview',
    pick: 'Pick a time for your interview. Every time is India Standard Time (IST).',
    pickOther: 'Other times offered to you. Booking one gives your current time back.',
    book: 'Book this time',
    /** The book button's accessible name: `{time}` is the time it books. */
    bookLabel: 'Book this time: {time}',
    shared: 'Times are offered to more than one applicant: a time someone books first is no longer open.',
    mailedLinkOnly:
      'To book a time, open the link in the e-mail we sent you with these times: it proves the address is yours.',
    when: 'When',
    how: 'How',
    notices: {
      booked: 'Your interview is booked. We have e-mailed you a calendar invitation.',
      taken: 'Sorry, that time was just booked by someone else. Please pick another.',
      requested: 'We have your request. We will e-mail you new times to pick from.',
    },
    reschedule: {
      heading: 'Need another time?',
      text: 'Tell us, and we will offer you new times. Your booked time stays yours until you book another.',
      message: 'Anything we should know (optional)',
      button: 'Ask for Another Time',
      asked: 'You asked for another time on {date}. We will e-mail you new times to pick from.',
    },
  },
  /**
   * The certificates and offer letters issued to the application. What a document prints (its
   * labelled lines, its id's grouping) is the machines' own (`documentLines`, `formatDocumentId`).
   */
  documents: {
    heading: 'Your Documents',
    intro: 'Anyone you show a document to can check it on our verify page with its id.',
    states: {
      valid: 'Valid',
      revoked: 'Revoked',
      superseded: 'Replaced by a newer document',
      accepted: 'Accepted',
      declined: 'Declined',
      expired: 'Expired',
    },
    pdf: 'Download PDF',
    credential: 'Download the signed credential',
    verify: 'See its public verify page',
    name: {
      heading: 'Your name on the verify page',
      shown: 'Your name is shown on the public verify page.',
      hidden: 'Your name is hidden on the public verify page: a visitor must type it to check it.',
      show: 'Show My Name',
      hide: 'Hide My Name',
    },
    offer: {
      text: 'Read the letter above. Accepting records the letter exactly as shown, with the time.',
      accept: 'Accept the Offer',
      decline: 'Decline the Offer',
    },
    /** The page's answer to each of the section's forms (`DocumentNotice`). */
    notices: {
      accepted: 'You accepted the offer. We have recorded your answer and will write to you.',
      declined: 'You declined the offer. We have recorded your answer.',
      changed: 'The letter changed since you opened this page: read it again.',
      expired: 'This offer has expired and can no longer be accepted.',
      'name-shown': 'Your name is now shown on the public verify page.',
      'name-hidden': 'Your name is now hidden on the public verify page.',
    },
  },
  others: {
    heading: 'Your other applications',
    text: 'Sent from the same e-mail address.',
    open: 'See where your application for {title} stands',
  },
  withdraw: {
    heading: 'Withdraw your application',
    text: 'If you no longer want to be considered, you can withdraw. This cannot be undone.',
    confirm: 'Yes, I want to withdraw this application',
    button: 'Withdraw Application',
  },
  lookup: {
    heading: 'Lost your link?',
    text: 'Enter the reference from your confirmation e-mail and the e-mail address you applied with. We will e-mail the status link to that address.',
    reference: 'Reference',
    referenceHint: 'As on your confirmation, for example AL-7K3M-Q2PC',
    email: 'Email Address',
    button: 'Email My Status Link',
    pending: 'Sending...',
    failed: 'We could not send your request. Please try again.',
  },
} as const;

/** The receipt of a programme's fee, in English. */
export const receiptPageCopy = {
  title: 'Payment Receipt',
  description: `Your ${company.name} payment receipt.`,
  heading: 'Payment Receipt',
  number: 'Receipt No.',
  problems: {
    invalid: statusPageCopy.problems.invalid,
    expired: statusPageCopy.problems.expired,
    not_verified:
      'Your receipt is ready once we have verified your payment. Your status page says where it stands.',
  },
  fields: {
    reference: 'Application reference',
    payer: 'Received from',
    programme: 'Programme',
    organisation: 'Offered by',
    duration: 'Duration',
    amount: 'Amount',
    transactionId: 'UPI transaction id (UTR)',
    paymentReference: 'Payment reference',
    verifiedAt: 'Payment verified on',
    appliedAt: 'Applied on',
  },
  print: 'Print Receipt',
  back: 'Back to your application status',
  note: 'This receipt confirms that the payment above reached us and was matched to your application.',
} as const;
