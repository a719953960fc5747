import { contactFailureDescription, contactMessageMachine, contactTexts } from '@aarambh/machines';
import type { ToastContent } from '@aarambh/ui';
import type { SnapshotFrom } from 'xstate';
import type { ApiClient } from '../../api/client';
import { withoutFinalStop } from '../forms/messages';
import { submitActor } from '../forms/submitActor';

/** The contact machine with its one effect, call 5 through `client`. */
export function bindContactMachine(client: ApiClient) {
  return contactMessageMachine.provide({
    actors: {
      sendMessage: submitActor((message, signal) => client.sendContactMessage(message, signal)),
    },
  });
}

export type ContactSnapshot = SnapshotFrom<typeof contactMessageMachine>;

/**
 * The toast for a result of the contact form (docs/messages.md): sent; sent with warnings (HTTP 207
 * whose body is not a success, error-styled as docs/messages.md says); failed, with the server's or the
 * network's message. `message` gives a machine's English text in the form's language.
 */
export function contactNotice(
  snapshot: ContactSnapshot,
  message: (english: string) => string = (english) => english,
): ToastContent | null {
  if (snapshot.matches({ editing: 'sent' }))
    return {
      tone: 'success',
      title: message(contactTexts.success.title),
      description: message(contactTexts.success.description),
    };
  if (snapshot.matches({ editing: 'sentWithWarnings' }))
    return {
      tone: 'error',
      title: message(contactTexts.warning.title),
      description: message(contactTexts.warning.description),
    };
  if (snapshot.matches({ editing: 'failed' })) {
    const failure = snapshot.context.failureMessage;
    return {
      tone: 'error',
      title: message(contactTexts.failureTitle),
      description: contactFailureDescription(failure === null ? null : withoutFinalStop(message(failure)), {
        nonStandardFailure: message(contactTexts.nonStandardFailure),
        failureDescription: message(contactTexts.failureDescription),
      }),
    };
  }
  return null;
}
