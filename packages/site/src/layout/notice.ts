/**
 * A message for the next page to show as a toast, carried in the router's location state so it
 * survives a redirect (an unknown job id sends the visitor to /career with 'Job not found').
 */
export interface Notice {
  title: string;
  description?: string;
  tone: 'success' | 'warning' | 'error' | 'info';
}

export interface NoticeState {
  notice: Notice;
}

export function noticeFrom(state: unknown): Notice | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  const { notice } = state as { notice: unknown };
  if (typeof notice !== 'object' || notice === null) return undefined;
  const { title, description, tone } = notice as Record<string, unknown>;
  if (typeof title !== 'string' || !['success', 'warning', 'error', 'info'].includes(String(tone)))
    return undefined;
  return { title, tone: tone as Notice['tone'], ...(typeof description === 'string' ? { description } : {}) };
}

/** Whether a location state carries a notice at all (cheap: the layout checks every navigation). */
export function hasNotice(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'notice' in state;
}
