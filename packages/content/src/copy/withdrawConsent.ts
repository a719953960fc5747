/**
 * The words of the page a withdraw link opens (`/privacy/withdraw`), from every application mail
 * and status page. Its outcome is the API's answer (`consentLinks.withdraw.answers`).
 */
export const withdrawConsentCopy = {
  title: 'Withdraw your consent',
  description: 'Withdraw a consent you gave with an application, in one step.',
  heading: 'Withdraw your consent',
  text: 'Press the button to withdraw the consent your link names. We record when you did, and stop using your details for that purpose.',
  button: 'Withdraw my consent',
  pending: 'Withdrawing...',
  doneHeading: 'Your consent is withdrawn',
  missingToken: 'This page needs the link from one of our e-mails or your status page.',
  failed: 'We could not withdraw your consent. Please try again.',
  /** Before the link to the privacy request form, which ends the sentence. */
  other: 'To ask for your data, a correction or an erasure, use the',
  requestForm: 'privacy request form',
  /** After the link: the sentence's full stop. */
  afterLink: '.',
} as const;
