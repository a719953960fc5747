import { toasts as appToasts, type Toasts } from '@aarambh/ui';
import { createContext, useContext, type ReactNode } from 'react';

const ToastsContext = createContext<Toasts>(appToasts);

export interface ToastsProviderProps {
  /** The queue the flows below add their toasts to. */
  toasts: Toasts;
  children: ReactNode;
}

/**
 * Sends the toasts of the flows below to another queue. Pages need none: flows use the kit's app
 * queue (`toasts`), which the layout's `<ToastRegion />` shows. Stories give each story its own
 * queue (`createToastQueue({ defaultTimeout: 0 })`), so no toast leaks into the next story and
 * none closes by a timer mid-screenshot.
 */
export function ToastsProvider({ toasts, children }: ToastsProviderProps) {
  return <ToastsContext value={toasts}>{children}</ToastsContext>;
}

/** The toast queue the flows add to. */
export function useToasts(): Toasts {
  return useContext(ToastsContext);
}
