import { jobs } from './jobs.ts';
import { opportunities } from './opportunities.ts';
import type { Job, Opportunity } from './schemas.ts';

// Indexed on first use, so that a bundle using one lookup carries only that list.
let opportunitiesById: Map<number, Opportunity> | undefined;
let jobsById: Map<number, Job> | undefined;

/** The opportunity with this id, or `undefined`: the one lookup the site and the API share. */
export function findOpportunity(id: number): Opportunity | undefined {
  opportunitiesById ??= new Map(opportunities.map((entry) => [entry.id, entry]));
  return opportunitiesById.get(id);
}

/** The opening with this id, or `undefined`. */
export function findJob(id: number): Job | undefined {
  jobsById ??= new Map(jobs.map((entry) => [entry.id, entry]));
  return jobsById.get(id);
}

/**
 * The fee in rupees for taking `opportunity` for `duration` (a duration key such as '8-weeks'),
 * from the catalogue's pricing; 0 when it is free, `undefined` for a duration it is not priced for.
 */
export function feeFor(opportunity: Opportunity, duration: string): number | undefined {
  return Object.hasOwn(opportunity.pricing, duration)
    ? opportunity.pricing[duration as keyof Opportunity['pricing']]
    : undefined;
}
