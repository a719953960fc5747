import type { Locale } from '@aarambh/content';

/**
 * The site's pages the links in a subscriber's mail lead to, in each language: the Hindi twins are
 * the English paths under `/hi`. The mail's link (an API path, which acts on a POST only) names the
 * subscriber's language, and its GET sends them to the page in it.
 */
export const subscriptionPages = {
  en: { confirm: '/subscription/confirm', outcomes: '/subscription', unsubscribe: '/unsubscribe' },
  hi: { confirm: '/hi/subscription/confirm', outcomes: '/hi/subscription', unsubscribe: '/hi/unsubscribe' },
} as const satisfies Record<Locale, { confirm: string; outcomes: string; unsubscribe: string }>;

/** The query parameter of a mailed link that names the page's language (only ever `hi`). */
export const SUBSCRIPTION_LINK_LANGUAGE = 'lang';
