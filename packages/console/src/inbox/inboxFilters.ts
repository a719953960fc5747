import type { InboxQueryInput } from '@aarambh/machines/schemas';

/**
 * The inbox's filters while the console is open: kept in memory only (never in the URL, where a
 * search for a visitor's name would be logged, nor in storage), so that coming back from a
 * submission shows the same list.
 */
let current: InboxQueryInput = {};

export const inboxFilters = {
  get: () => current,
  set(next: InboxQueryInput) {
    current = next;
  },
};
