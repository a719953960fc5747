// What the audit log says of a search of the inbox (a page of it, an export): the filters as
// chosen, and whether words were searched for, never the words, which may name a visitor.

/** The filters of an inbox query for its audit line: everything but the search words. */
export function auditedFilters<T extends { q?: string | undefined }>(
  filters: T,
): Omit<T, 'q'> & { search: boolean } {
  const { q, ...chosen } = filters;
  return { ...chosen, search: Boolean(q?.trim()) };
}
