/**
 * The status page's calls and pages. The page and the receipt are server-rendered from a signed
 * `?token=` (a GET changes nothing); withdrawing is a form POST with the token, answered by a
 * redirect back to the page; a lost link is asked for with JSON, and always gets the same answer.
 */
export const applicationStatusCalls = {
  page: '/application-status',
  receipt: '/application-status/receipt',
  link: { method: 'POST', path: '/api/application-status/link' },
  withdraw: { method: 'POST', path: '/api/application-status/withdraw' },
} as const;
