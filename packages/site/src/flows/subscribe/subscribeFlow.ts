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

/** The toast for a result of subscribing (docs/messages.md). */
export function subscribeNotice(snapshot: SubscribeSnapshot): ToastContent | null {
  if (snapshot.matches('subscribed')) return { tone: 'success', title: subscribeTexts.success };
  if (snapshot.matches('failed')) {
    const message = snapshot.context.failureMessage;
    return { tone: 'error', title: subscribeTexts.failure, ...(message ? { description: message } : {}) };
  }
  return null;
}
