/**
 * What an opportunity's fee pays for and when it is refunded: the one home of these facts. The
 * site's refund policy page is written from them, and so is the short note beside every price.
 */
export const feePolicy = {
  /** When the policy last changed, as the policy pages say it. */
  lastUpdated: 'November 2026',
  /** What the fee pays for, as the end of a sentence ('The fee covers ...'). */
  covers:
    'your place for the duration you choose: the training sessions, mentoring and reviews of your work, and a certificate when you complete it',
  /** When the whole fee comes back, each as the end of 'You get the whole fee back if ...'. */
  fullRefundWhen: [
    'we do not accept your application',
    'you withdraw your application before your start date',
    'we cancel or move your program and you cannot join on the new dates',
  ],
  /** Once the program has started. */
  afterStart:
    'Once your program has started, the fee is not refunded, unless we cancel it: then you get back the part for the weeks not yet given.',
  /** A payment above the fee (paid twice, or too much). */
  overpaid: 'If you pay twice or more than the fee, we refund the extra amount in full.',
  /** Working days from our decision (or your request) to the money being sent back. */
  refundWorkingDays: 7,
  /** The note beside a price: what the fee covers and the refund rule, in one line. */
  summary:
    'Covers sessions, mentoring and a certificate. Full refund if you are not accepted or withdraw before you start.',
} as const;
