import { isOpen, type Opportunity } from '@aarambh/content';

/** The navigation search shows at most this many results. */
export const SEARCH_LIMIT = 8;

export interface SearchOutcome {
  /** The first matches, in catalogue order, at most `limit`. */
  results: Opportunity[];
  /** How many opportunities match in all. */
  total: number;
}

function haystack(entry: Opportunity): string[] {
  return [entry.title, entry.company, entry.location, ...entry.skills, entry.type, entry.category];
}

/**
 * Case-insensitive substring search over title, company, location, skills, type and category,
 * among the opportunities still open on `today`. A blank query matches nothing (the dropdown
 * stays closed).
 */
export function searchOpportunities(
  list: readonly Opportunity[],
  query: string,
  today: Date,
  limit: number = SEARCH_LIMIT,
): SearchOutcome {
  const needle = query.trim().toLocaleLowerCase('en');
  if (needle === '') return { results: [], total: 0 };
  const matches = list.filter(
    (entry) =>
      isOpen(entry, today) && haystack(entry).some((field) => field.toLocaleLowerCase('en').includes(needle)),
  );
  return { results: matches.slice(0, limit), total: matches.length };
}
