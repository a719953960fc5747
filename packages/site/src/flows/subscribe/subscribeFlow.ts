import { subscribeMachine, subscribeTexts } from '@aarambh/machines';
import type { ToastContent } from '@aarambh/ui';
import type { SnapshotFrom } from 'xstate';
import type { ApiClient } from '../../api/client';
import { submitActor } from '../forms/submitActor';

/** Where a subscribe form is, sent as the call's `source`. */
export const subscribeSources = {
  /** The coming-soon page's form (the documented value). */
  page: 'coming_soon_page',
  /** The footer's compact form. */
  compact: 'footer',
} as const;

/** The subscribe machine with its one effect, call 3 through `client`. */
export function bindSubscribeMachine(client: ApiClient) {
  return subscribeMachine.provide({
    actors: { subscribe: submitActor((payload, signal) => client.subscribe(payload, signal)) },
  });
}

export type SubscribeSnapshot = SnapshotFrom<typeof subscribeMachine>;

/**
 * The toast for a result of subscribing (docs/messages.md), its words through `message` (the
 * forms' language: a Hindi page's in Hindi).
 */
export function subscribeNotice(
  snapshot: SubscribeSnapshot,
  message: (english: string) => string = (english) => english,
): ToastContent | null {
  if (snapshot.matches('subscribed')) return { tone: 'success', title: message(subscribeTexts.success) };
  if (snapshot.matches('failed')) {
    const failure = snapshot.context.failureMessage;
    return {
      tone: 'error',
      title: message(subscribeTexts.failure),
      ...(failure ? { description: message(failure) } : {}),
    };
  }
  return null;
}
