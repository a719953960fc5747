import { findOpportunity as opportunityById, type Opportunity } from '@aarambh/content';

/**
 * Reads an opportunity id from the URL: a base-10 integer written with digits only. An empty,
 * blank or non-numeric string yields nothing, and so does a partly numeric one ('7abc', '7.5'),
 * so that every opportunity has exactly one address.
 */
export function parseOpportunityId(raw: string | null | undefined): number | undefined {
  if (raw == null) return undefined;
  const trimmed = raw.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const id = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The opportunity a URL segment names, or `undefined` when the id is invalid or unknown. */
export function findOpportunity(raw: string | null | undefined): Opportunity | undefined {
  const id = parseOpportunityId(raw);
  return id === undefined ? undefined : opportunityById(id);
}
