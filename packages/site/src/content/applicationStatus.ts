import { company } from '@aarambh/content';

/**
 * The words of the application status page and its receipt, which the spec leaves open
 * ("Application status lifecycle after submission: not shown"). The stages' and the payment's own
 * sentences are shared with the status e-mails (`applicantStageText` in the machines' schemas).
 */
export const statusPage = {
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
  decisionBy: (date: string) => `You will hear from us by ${date}.`,
  closed: 'This application is closed.',
  contact: `Questions? Write to ${company.emails.general} or call ${company.phone.display} (${company.businessHours.weekdays}), with your reference.`,
  receiptLink: 'View and print your receipt',
  /** A fee asked for after the application (an applicant under 18, once their guardian confirmed). */
  payFee: {
    /** The page's own sentence for a due fee (the e-mail's sends the reader here). */
    due: (price: string) => `Your fee of ${price} is due.`,
    heading: 'Pay by UPI',
    text: (price: string) =>
      `Pay ${price} to the UPI ID below or scan the QR code, then enter the transaction ID your UPI app shows.`,
    transactionId: 'Transaction ID',
    confirm: 'I have completed the payment',
    button: 'Send Payment Details',
    mailedLinkOnly:
      'To pay, open the status link in the e-mail we sent you: only a link sent to your address can pay.',
  },
  others: {
    heading: 'Your other applications',
    text: 'Sent from the same e-mail address.',
    open: (title: string) => `See where your application for ${title} stands`,
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

export const receiptPage = {
  title: 'Payment Receipt',
  description: `Your ${company.name} payment receipt.`,
  heading: 'Payment Receipt',
  number: 'Receipt No.',
  problems: {
    invalid: statusPage.problems.invalid,
    expired: statusPage.problems.expired,
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
