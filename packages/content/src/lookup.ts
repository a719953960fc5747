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

/** Prices in rupees by duration key ('4-weeks': 1500 ...); a duration missing from it has no price. */
export type Pricing = Readonly<Partial<Record<string, number>>>;

/**
 * The price in rupees of `duration` (a duration key such as '8-weeks') in `pricing`; 0 when it is
 * free, `undefined` for a duration it has no price for (a key of `Object.prototype` included).
 */
export function priceOf(pricing: Pricing, duration: string): number | undefined {
  return Object.hasOwn(pricing, duration) ? pricing[duration] : undefined;
}

/** The fee in rupees for taking `opportunity` for `duration`, from the catalogue's pricing. */
export function feeFor(opportunity: Opportunity, duration: string): number | undefined {
  return priceOf(opportunity.pricing, duration);
}
