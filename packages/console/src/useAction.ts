import { type ToastContent, toasts } from '@aarambh/ui';
import { useCallback, useState } from 'react';
import { CallError } from './api';

export interface ActionOptions<T> {
  /** The toast when it worked, from the answer (a title alone, or a whole toast). */
  done: (answer: T) => string | ToastContent;
  /** The toast's title when it was refused or failed; the API's message is its description. */
  failed: string;
  /** What follows success: reload the screen's data, clear a field. */
  then?: (answer: T) => void;
}

/**
 * A change staff make from a screen: make the call, say how it went in a toast, then reload. One
 * change at a time per screen (`pending` while it runs, for the buttons). `run` answers the call's
 * answer, or `undefined` when it failed (the toast has said why).
 */
export function useAction() {
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T>(call: () => Promise<T>, options: ActionOptions<T>) => {
    setPending(true);
    try {
      const answer = await call();
      const done = options.done(answer);
      toasts.add(typeof done === 'string' ? { title: done, tone: 'success' } : done);
      options.then?.(answer);
      return answer;
    } catch (error) {
      toasts.add({
        title: options.failed,
        ...(error instanceof CallError ? { description: error.message } : {}),
        tone: 'error',
      });
      return undefined;
    } finally {
      setPending(false);
    }
  }, []);
  return { run, pending };
}
