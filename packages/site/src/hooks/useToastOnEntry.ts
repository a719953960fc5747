import type { ToastContent } from '@aarambh/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { noticeOnEntry, type StateSnapshot } from './noticeOnEntry';
import { useToasts } from '../contexts/ToastsContext';

/** What the hook subscribes to: a running actor. */
export interface SubscribableActor<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(observer: (snapshot: TSnapshot) => void): { unsubscribe(): void };
}

/**
 * Shows `noticeFor(snapshot)` as a toast each time the actor enters a state that has one (a
 * submission's success, warning or failure). The machines hold no toast actions: results are
 * states, and this is where the site turns them into toasts.
 */
export function useToastOnEntry<TSnapshot extends StateSnapshot>(
  actorRef: SubscribableActor<TSnapshot>,
  noticeFor: (snapshot: TSnapshot) => ToastContent | null,
): void {
  const toasts = useToasts();
  const latest = useRef(noticeFor);
  useLayoutEffect(() => {
    latest.current = noticeFor;
  });
  useEffect(() => {
    let previous = actorRef.getSnapshot();
    const subscription = actorRef.subscribe((next) => {
      const notice = noticeOnEntry(previous, next, latest.current);
      previous = next;
      if (notice) toasts.add(notice);
    });
    return () => subscription.unsubscribe();
  }, [actorRef, toasts]);
}
