import { company } from '../company.ts';
import { upiPaymentCopy } from './upiPayment.ts';

/** The kit's own words where a form's fields use them (their defaults are the same English). */
export const kitFieldsCopy = {
  selectPlaceholder: 'Select an option',
  errorSummary: 'There is a problem',
  charactersLeft: 'You have {count} characters remaining',
  characterLeft: 'You have 1 character remaining',
  charactersOver: 'You have {count} characters too many',
  characterOver: 'You have 1 character too many',
  characterLimit: 'You can enter up to {limit} characters',
  drop: 'Drag and drop your file here, or',
  chooseFile: 'Choose File',
  remove: 'Remove',
  fileSelected: '{name} selected',
  fileRemoved: 'File removed',
} as const;

/**
 * The words of an opportunity's application (the internship form, the payment section and its
 * UPI dialog), in English. What the machines say (validation messages, toasts,
 * the age choices) is theirs (`@aarambh/machines`, and `@aarambh/machines/hindi` for its Hindi).
 * A `{name}` is filled in by the form (`fillIn`). See docs/i18n.md.
 */
export const applicationFormCopy = {
  form: {
    label: 'Application for {title}',
    personal: 'Personal Information',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email Address',
    phone: 'Phone Number',
    age: 'Your Age',
    ageQuestion: 'Are you 18 or older?',
    minorNote:
      'Under 18, a parent or guardian must agree first. We e-mail them a link; your application is sent when they confirm, within {days} days. The fee is asked for after that.',
    guardianName: "Parent or guardian's name",
    guardianEmail: "Parent or guardian's email",
    education: 'Education',
    university: 'University',
    major: 'Major',
    graduationYear: 'Graduation Year',
    gpa: 'GPA',
    gpaHint: 'Optional, 0.0 to 4.0',
    details: 'Application Details',
    availability: 'Availability',
    duration: 'Duration',
    linkedin: 'LinkedIn Profile',
    linkedinHint: 'Optional, e.g. https://www.linkedin.com/in/your-name',
    portfolio: 'Portfolio',
    portfolioHint: 'Optional, a link to your work',
    coverLetter: 'Cover Letter',
    coverLetterHint: 'Optional, {min} to {max} characters',
    resume: 'Resume',
    resumeHint: 'Optional. PDF, DOC or DOCX, up to 5 MB.',
    terms: 'I agree to the terms and conditions',
    readTerms: 'Read our {terms} and {privacy}.',
    termsLink: 'Terms of Service',
    privacyLink: 'Privacy Policy',
    waitingForGuardian: 'Waiting for your parent or guardian',
    notSent: 'Your application has not been sent.',
    cancel: 'Cancel',
    submit: 'Submit Application',
    submitting: 'Submitting...',
    chooseAndPay: 'Choose a duration and pay the fee to submit your application.',
    payToSubmit: 'Pay the fee to submit your application.',
    help: 'Need Help?',
    helpText: 'Questions about the application or the payment? Our team replies within {time}.',
    /** The `{time}` above: the company's reply time. */
    responseTime: company.businessHours.responseTime,
    contactSupport: 'Contact Support',
  },
  /** The availability select's choices, by value. */
  availabilities: {
    immediately: 'Immediately',
    '1-week': 'In 1 week',
    '2-weeks': 'In 2 weeks',
    '1-month': 'In 1 month',
    flexible: 'Flexible',
  },
  fields: kitFieldsCopy,
  payment: {
    heading: 'Payment',
    free: 'This opportunity is free: no payment is needed.',
    feeFor: 'Fee for {duration}',
    fee: 'Fee',
    priceRange: 'to',
    paid: 'Paid by UPI. Transaction ID: {id}',
    chooseFirst: 'Choose a duration, then pay the fee by UPI and enter the transaction ID.',
    payThen: 'Pay the fee by UPI, then enter the transaction ID your UPI app shows.',
    pay: 'Pay by UPI',
    dialogText: 'Pay {price} for {duration}, then enter the transaction ID your UPI app shows.',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm Payment',
    transactionId: 'Transaction ID',
    /** Said beside a transaction id of a valid length that is not 12 digits: a hint, not a refusal. */
    notUtr:
      'This is not 12 digits, as a UPI reference usually is. Please check it; if your app shows it this way, you can go on.',
    done: 'I have completed the payment',
  },
  /** What every form's notices say (`RetryNotice`, `UploadProgress`). */
  /** Where a fee is paid by UPI (`UpiPayDetails`). */
  upi: upiPaymentCopy,
};
