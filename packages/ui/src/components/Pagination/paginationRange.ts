/** A gap of skipped pages between two page numbers. */
export const ellipsis = 'ellipsis';

/** The page numbers a Pagination shows, with `ellipsis` for each gap. */
export type PaginationItem = number | typeof ellipsis;

/** Pages shown at most: the first, the last, the current with one on each side, and two gaps. */
const slots = 7;

/**
 * The items for page `page` (1-based) of `pageCount`: every page when they fit in seven slots,
 * else the first and the last page, the current page with its neighbours, and a gap where pages are
 * skipped. Always seven items past seven pages, so the buttons do not move while paging.
 */
export function paginationRange(page: number, pageCount: number): PaginationItem[] {
  const pages = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (pageCount <= slots) return pages(1, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  if (current <= 4) return [...pages(1, 5), ellipsis, pageCount];
  if (current >= pageCount - 3) return [1, ellipsis, ...pages(pageCount - 4, pageCount)];
  return [1, ellipsis, current - 1, current, current + 1, ellipsis, pageCount];
}
