import {
  contactFailureDescription,
  contactMessageMachine,
  contactTexts,
  inquiryTypes,
  type InquiryType,
} from '@aarambh/machines';
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

/** The words for each inquiry type, in the order of `inquiryTypes`. */
export const inquiryTypeLabels: Record<InquiryType, string> = {
  general: 'General Inquiry',
  internship: 'Internship Program',
  partnership: 'Partnership',
  support: 'Technical Support',
  careers: 'Careers',
  media: 'Media & Press',
};

export const inquiryTypeOptions = inquiryTypes.map((value) => ({ value, label: inquiryTypeLabels[value] }));

/**
 * The toast for a result of the contact form (docs/messages.md): sent; sent with warnings (HTTP 207
 * whose body is not a success, error-styled as docs/messages.md says); failed, with the server's or the
 * network's message.
 */
export function contactNotice(snapshot: ContactSnapshot): ToastContent | null {
  if (snapshot.matches({ editing: 'sent' })) return { tone: 'success', ...contactTexts.success };
  if (snapshot.matches({ editing: 'sentWithWarnings' })) return { tone: 'error', ...contactTexts.warning };
  if (snapshot.matches({ editing: 'failed' })) {
    const message = snapshot.context.failureMessage;
    return {
      tone: 'error',
      title: contactTexts.failureTitle,
      description: contactFailureDescription(message === null ? null : withoutFinalStop(message)),
    };
  }
  return null;
}
