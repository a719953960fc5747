/**
 * The status page's calls and pages. The page and the receipt are server-rendered from a signed
 * `?token=` (a GET changes nothing); withdrawing, booking an interview time and asking to
 * reschedule it are form POSTs with the token, each answered by a redirect back to the page; a lost link is asked for with JSON, and always gets the same answer.
 */
export const applicationStatusCalls = {
  page: '/application-status',
  receipt: '/application-status/receipt',
  link: { method: 'POST', path: '/api/application-status/link' },
  withdraw: { method: 'POST', path: '/api/application-status/withdraw' },
  bookInterview: { method: 'POST', path: '/api/application-status/interview' },
  reschedule: { method: 'POST', path: '/api/application-status/interview/reschedule' },
} as const;
