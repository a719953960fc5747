import type { ToastContent } from '@aarambh/ui';

/** What a flow's notice function reads: a machine snapshot's state value. */
export interface StateSnapshot {
  value: unknown;
}

/**
 * The toast to show when a machine moves from `previous` to `next`: `noticeFor(next)`, but only
 * when the state changed, so a result ('Message Sent Successfully!') is announced once, on
 * entry, and not again for every later snapshot in the same state.
 */
export function noticeOnEntry<TSnapshot extends StateSnapshot>(
  previous: TSnapshot,
  next: TSnapshot,
  noticeFor: (snapshot: TSnapshot) => ToastContent | null,
): ToastContent | null {
  if (JSON.stringify(previous.value) === JSON.stringify(next.value)) return null;
  return noticeFor(next);
}
