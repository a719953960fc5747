import type { Job } from '@aarambh/content';
import { parseOpportunityId } from './opportunityId';

/** The opening a URL segment names (same id rules as opportunities), or `undefined`. */
export function findJob(list: readonly Job[], raw: string | null | undefined): Job | undefined {
  const id = parseOpportunityId(raw);
  return id === undefined ? undefined : list.find((job) => job.id === id);
}
