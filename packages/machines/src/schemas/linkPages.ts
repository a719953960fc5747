import type { Locale } from '@aarambh/content';

/**
 * The site's pages that the links in our mails lead to, in each language: the Hindi twins are the
 * English paths under `/hi`. A mailed link (an API path, which acts on a POST only) names the
 * reader's language (`LINK_LANGUAGE`), and its GET sends them to the page in it.
 */

/** The query parameter of a mailed link that names its page's language (absent for English). */
export const LINK_LANGUAGE = 'lang';

/** Where a subscriber's confirmation and unsubscribe links lead, and the confirmation's outcomes. */
export const subscriptionPages = {
  en: { confirm: '/subscription/confirm', outcomes: '/subscription', unsubscribe: '/unsubscribe' },
  hi: { confirm: '/hi/subscription/confirm', outcomes: '/hi/subscription', unsubscribe: '/hi/unsubscribe' },
} as const satisfies Record<Locale, { confirm: string; outcomes: string; unsubscribe: string }>;

/** The privacy request form, and where its mailed confirmation link leads. */
export const privacyRequestPages = {
  en: { form: '/privacy/request', confirm: '/privacy/request/confirm' },
  hi: { form: '/hi/privacy/request', confirm: '/hi/privacy/request/confirm' },
} as const satisfies Record<Locale, { form: string; confirm: string }>;

/** Where a withdraw link leads (every application mail's, and the status page's). */
export const withdrawPages = {
  en: '/privacy/withdraw',
  hi: '/hi/privacy/withdraw',
} as const satisfies Record<Locale, string>;

/**
 * Where a parent's or guardian's mailed link leads (a GET shows a button that confirms), in the
 * language the applicant applied in.
 */
export const guardianPages = {
  en: '/guardian/confirm',
  hi: '/hi/guardian/confirm',
} as const satisfies Record<Locale, string>;
