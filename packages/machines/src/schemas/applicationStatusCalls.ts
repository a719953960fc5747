import { statusPagePaths } from './statusPagePaths.ts';

/**
 * The status page's calls and pages. The page and the receipt are server-rendered from a signed
 * `?token=` (a GET changes nothing); withdrawing, booking an interview time, asking to
 * reschedule it and sending a due fee's payment are form POSTs with the token, each answered by a
 * redirect back to the page; a lost link is asked for with JSON, and always gets the same answer.
 */
export const applicationStatusCalls = {
  ...statusPagePaths.en,
  link: { method: 'POST', path: '/api/application-status/link' },
  withdraw: { method: 'POST', path: '/api/application-status/withdraw' },
  bookInterview: { method: 'POST', path: '/api/application-status/interview' },
  reschedule: { method: 'POST', path: '/api/application-status/interview/reschedule' },
  /** A due fee's payment: the UPI transaction id and the ticked box (`paymentConfirmationSchema`). */
  pay: { method: 'POST', path: '/api/application-status/payment' },
} as const;
