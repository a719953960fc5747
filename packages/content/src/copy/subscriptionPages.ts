import { company } from '../company.ts';

/**
 * The words of the subscription pages (double opt-in and unsubscribe), which the spec does not
 * give: the pages a visitor reaches from the links in our e-mails.
 */
export const subscriptionPagesCopy = {
  /** Where the confirmation link leads: a button to confirm (a link alone confirms no one). */
  confirm: {
    title: 'Confirm Your Subscription',
    description: `Confirm your subscription to ${company.name} updates.`,
    heading: 'Confirm Your Subscription',
    text: `Press the button to start getting ${company.name} updates at this address.`,
    button: 'Confirm Subscription',
    pending: 'Confirming...',
    missingToken: 'This page needs the link from our e-mail. Please open it from the e-mail.',
    failed: 'We could not confirm your subscription',
  },
  /** What the confirmation page's button led to, one page per outcome (`/subscription/<outcome>`). */
  outcomes: {
    confirmed: {
      title: 'Subscription Confirmed',
      heading: 'Subscription Confirmed',
      text: `Thank you! You will hear from ${company.name} about the platform launch, new features and opportunities. Every e-mail has a link to unsubscribe.`,
      description: `Your subscription to ${company.name} updates is confirmed.`,
    },
    expired: {
      title: 'Confirmation Link Expired',
      heading: 'This Link Has Expired',
      text: 'Confirmation links work for 7 days. Subscribe again and we will send you a new one.',
      description: `The link to confirm your subscription to ${company.name} updates has expired.`,
    },
    invalid: {
      title: 'Confirmation Link Not Valid',
      heading: 'This Link Is Not Valid',
      text: 'The link may be incomplete, or the subscription was cancelled since. Subscribe again and we will send you a new one.',
      description: `The link to confirm your subscription to ${company.name} updates is not valid.`,
    },
  },
  /** The outcome pages' buttons: subscribe again (after a link that failed), and home. */
  subscribeAgain: 'Subscribe Again',
  goHome: 'Go Home',
  /** The unsubscribe page: a button to confirm (a link alone unsubscribes no one), then the result. */
  unsubscribe: {
    title: 'Unsubscribe',
    description: `Stop getting ${company.name} update e-mails.`,
    heading: 'Unsubscribe from Updates',
    text: `Press the button to stop getting ${company.name} update e-mails at this address.`,
    button: 'Unsubscribe',
    pending: 'Unsubscribing...',
    doneHeading: 'You Are Unsubscribed',
    doneText:
      'We will not send you any more updates. Changed your mind? You can subscribe again at any time.',
    missingToken: 'This page needs the link from one of our e-mails. Please open it from the e-mail.',
    failed: 'We could not unsubscribe you',
  },
} as const;

/** The outcomes of a confirmation link, each a page of its own. */
export type SubscriptionOutcome = keyof typeof subscriptionPagesCopy.outcomes;

/** The outcome pages, in the order the build writes them. */
export const subscriptionOutcomeNames = Object.keys(subscriptionPagesCopy.outcomes) as SubscriptionOutcome[];
