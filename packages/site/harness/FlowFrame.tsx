import { createToastQueue, ToastRegion, type Toasts } from '@aarambh/ui';
import type { Decorator } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { removeOrphanedAnnouncements } from './storyHelpers';
import { ApiClientProvider } from '../src/contexts/ApiClientContext';
import { ToastsProvider } from '../src/contexts/ToastsContext';
import { createFakeApi, type FakeApi, type FakeReply, type FakeRoute } from './fakeApi';

export interface FlowFrameProps {
  api: FakeApi;
  toasts: Toasts;
  children: ReactNode;
}

/** A flow as a page would mount it, but with the fake server and its own toast region. */
export function FlowFrame({ api, toasts, children }: FlowFrameProps) {
  useEffect(() => () => queueMicrotask(removeOrphanedAnnouncements), []);
  return (
    <ApiClientProvider client={api.client}>
      <ToastsProvider toasts={toasts}>
        {children}
        <ToastRegion toasts={toasts} />
      </ToastsProvider>
    </ApiClientProvider>
  );
}

/** What a flow story's loader gives its render and play functions (`context.loaded`). */
export interface FlowLoaded {
  api: FakeApi;
  toasts: Toasts;
}

/**
 * A story loader that makes a fresh fake server with `replies` and a toast queue whose toasts
 * stay until closed (no timer closes one mid-screenshot).
 */
export function fakeServer(replies: Partial<Record<FakeRoute, FakeReply | FakeReply[]>> = {}) {
  return (): FlowLoaded => ({ api: createFakeApi(replies), toasts: createToastQueue({ defaultTimeout: 0 }) });
}

/** Wraps a story in `FlowFrame` with the server and queue of its loader (`fakeServer`). */
export const withFlowFrame: Decorator = (Story, context) => {
  const { api, toasts } = loadedFlow(context);
  return (
    <FlowFrame api={api} toasts={toasts}>
      <Story />
    </FlowFrame>
  );
};

/** The loaded server and queue of a flow story. */
export function loadedFlow(context: { loaded: unknown }): FlowLoaded {
  const loaded = context.loaded as Partial<FlowLoaded>;
  if (!loaded.api || !loaded.toasts) throw new Error('The story has no fakeServer(...) loader');
  return loaded as FlowLoaded;
}
