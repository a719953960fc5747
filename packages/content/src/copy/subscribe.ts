/**
 * The subscribe form's words in English: the coming-soon page's (`page`) and the footer's
 * (`compact`). Its errors and outcome are the machines' (`subscribeMessages`, `subscribeTexts`).
 */
export const subscribeFormCopy = {
  page: {
    formName: 'Subscribe to launch updates',
    label: 'Email Address',
    button: 'Notify Me',
    pending: 'Subscribing...',
  },
  compact: {
    formName: 'Subscribe to updates',
    label: 'Get updates by e-mail',
    button: 'Subscribe',
    pending: 'Subscribing...',
  },
  /** Under "You're All Set!" (double opt-in): `{email}` is the address it was sent to. */
  confirmationSent: 'We have sent a link to {email}. Follow it to confirm your subscription.',
} as const;
