import { findJob as jobById, type Job } from '@aarambh/content';
import { parseOpportunityId } from './opportunityId';

/** The opening a URL segment names (same id rules as opportunities), or `undefined`. */
export function findJob(raw: string | null | undefined): Job | undefined {
  const id = parseOpportunityId(raw);
  return id === undefined ? undefined : jobById(id);
}
