import type { Locale } from '@aarambh/content';

/**
 * The status page and its receipt in each language: the Hindi twins are the English paths under
 * `/hi`. A Hindi applicant's mails link the Hindi page, and its forms come back to it. (A module
 * apart from the calls, applicationStatusCalls.ts: every page's boot code reads these paths, and
 * none of the calls.)
 */
export const statusPagePaths = {
  en: { page: '/application-status', receipt: '/application-status/receipt' },
  hi: { page: '/hi/application-status', receipt: '/hi/application-status/receipt' },
} as const satisfies Record<Locale, { page: string; receipt: string }>;
