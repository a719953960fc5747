import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';

export const toastTones = ['success', 'warning', 'error', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What a toast says. */
export interface ToastContent {
  /** The headline, e.g. 'Message Sent Successfully!'. */
  title: string;
  /** A sentence or two of detail. */
  description?: string;
  /** Colour and icon; the icon has a text alternative, so the tone is not told by colour alone. @default 'info' */
  tone?: ToastTone;
}

export interface ToastOptions {
  /**
   * Milliseconds before it closes by itself; the timer pauses while the pointer is over the
   * toasts or focus is inside them. `0` keeps it until the visitor closes it.
   * @default the queue's `defaultTimeout` (6000)
   */
  timeout?: number;
  /** Called when the toast closes, by the visitor or by its timer. */
  onClose?: () => void;
}

export interface ToastQueueOptions {
  /** Toasts shown at once; more wait their turn. @default 3 */
  maxVisibleToasts?: number;
  /** @default 6000 */
  defaultTimeout?: number;
}

/** A queue of toasts: the app adds to it, a `ToastRegion` shows it. */
export interface Toasts {
  /** Shows a toast and returns its key. */
  add(content: ToastContent, options?: ToastOptions): string;
  /** Closes one toast by its key. */
  close(key: string): void;
  /** Closes every toast. */
  clear(): void;
  /** The react-aria-components queue underneath, for `ToastRegion`. */
  readonly queue: RACToastQueue<ToastContent>;
}

/** Makes a separate queue (a second region, or one per story or test). */
export function createToastQueue({
  maxVisibleToasts = 3,
  defaultTimeout = 6000,
}: ToastQueueOptions = {}): Toasts {
  const queue = new RACToastQueue<ToastContent>({ maxVisibleToasts });
  return {
    queue,
    add(content, { timeout = defaultTimeout, onClose } = {}) {
      return queue.add(content, {
        ...(timeout > 0 ? { timeout } : {}),
        ...(onClose ? { onClose } : {}),
      });
    },
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
  };
}

/**
 * The app's toast queue: `toasts.add({ title: 'UPI ID Copied', tone: 'success' })`. Render one
 * `<ToastRegion />` near the root of the app to show it.
 */
export const toasts: Toasts = createToastQueue();
