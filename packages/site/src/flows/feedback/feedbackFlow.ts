import { feedbackMachine, feedbackTexts } from '@aarambh/machines';
import type { ToastContent } from '@aarambh/ui';
import type { SnapshotFrom } from 'xstate';
import type { ApiClient } from '../../api/client';
import { submitActor } from '../forms/submitActor';

/** The feedback page's `source`. */
export const FEEDBACK_SOURCE = 'feedback_page';

/** The feedback machine with its one effect, call 4 through `client`. */
export function bindFeedbackMachine(client: ApiClient) {
  return feedbackMachine.provide({
    actors: { submitFeedback: submitActor((payload, signal) => client.sendFeedback(payload, signal)) },
  });
}

export type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>;

/**
 * The toast for a result of the feedback form (docs/messages.md): thanks, or an error toast with the
 * server's (or network's) message, 'Failed to submit feedback' when there is none. `message` gives a
 * machine's English text in the form's language.
 */
export function feedbackNotice(
  snapshot: FeedbackSnapshot,
  message: (english: string) => string = (english) => english,
): ToastContent | null {
  if (snapshot.matches({ editing: 'thanked' }))
    return { tone: 'success', title: message(feedbackTexts.success) };
  if (snapshot.matches({ editing: 'failed' })) {
    const failure = snapshot.context.failureMessage ?? feedbackTexts.failureFallback;
    const title = message(feedbackTexts.failureFallback);
    return failure === feedbackTexts.failureFallback
      ? { tone: 'error', title }
      : { tone: 'error', title, description: message(failure) };
  }
  return null;
}
