import { departments, type Department } from '@aarambh/machines/schemas';
import type { Job } from '@aarambh/content';

/** The name of the career filter's query parameter. */
const DEPARTMENT_PARAM = 'department';

export type DepartmentFilter = Department | 'all';

function isDepartment(value: string | null): value is Department {
  return value !== null && (departments as readonly string[]).includes(value);
}

/** The filter a URL asks for: its `department` parameter if it names a known department, else 'all'. */
export function readDepartment(params: URLSearchParams): DepartmentFilter {
  const value = params.get(DEPARTMENT_PARAM);
  return isDepartment(value) ? value : 'all';
}

/**
 * The query parameters after choosing a filter: a department sets `department`, 'all' removes it.
 * Other parameters (such as `applied=true`) are kept.
 */
export function withDepartment(params: URLSearchParams, filter: DepartmentFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter === 'all') next.delete(DEPARTMENT_PARAM);
  else next.set(DEPARTMENT_PARAM, filter);
  return next;
}

export function filterJobs(list: readonly Job[], filter: DepartmentFilter): Job[] {
  return filter === 'all' ? [...list] : list.filter((job) => job.department === filter);
}
