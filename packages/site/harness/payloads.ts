import type { FeedbackPayload } from '@aarambh/machines';

/** An anonymous feedback as the feedback page sends it, for tests of the API client. */
export const anonymousFeedback: FeedbackPayload = {
  name: '',
  email: '',
  message: 'Lovely workshop, thank you!',
  rating: 5,
  isAnonymous: true,
  timestamp: '2026-11-22T10:00:00.000Z',
  source: 'feedback_page',
};
