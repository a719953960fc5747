// The console's date filters (the inbox's, the audit log's): days as the staff pick them.

const DAY_MS = 86_400_000;

/**
 * A filter's days (`YYYY-MM-DD`, UTC, both included) as the times a query compares: at or after
 * the start of `from`, before the start of the day after `to`.
 */
export function dayRange(from?: string, to?: string): { from?: Date; to?: Date } {
  return {
    ...(from ? { from: new Date(`${from}T00:00:00.000Z`) } : {}),
    ...(to ? { to: new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS) } : {}),
  };
}
