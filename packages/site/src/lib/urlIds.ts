import { findJob as jobById, findOpportunity as opportunityById } from '@aarambh/content';

/**
 * Reads an id from the URL (an opportunity's or an opening's): a base-10 integer written with
 * digits only. An empty, blank or non-numeric string yields nothing, and so does a partly numeric
 * one ('7abc', '7.5'), so that every opportunity and opening has exactly one address.
 */
function parseUrlId(raw: string | null | undefined): number | undefined {
  if (raw == null) return undefined;
  const trimmed = raw.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const id = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The catalogue's `lookup` for an id as a URL segment writes it: nothing for an invalid id. */
function byUrlId<T>(lookup: (id: number) => T | undefined) {
  return (raw: string | null | undefined): T | undefined => {
    const id = parseUrlId(raw);
    return id === undefined ? undefined : lookup(id);
  };
}

/** The opportunity a URL segment names, or `undefined` when the id is invalid or unknown. */
export const findOpportunity = byUrlId(opportunityById);

/** The opening a URL segment names, or `undefined` when the id is invalid or unknown. */
export const findJob = byUrlId(jobById);
