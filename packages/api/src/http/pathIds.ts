// The ids a path carries (a submission's `:id`) are UUIDs: one that is not is refused here,
// before any query. PostgreSQL's text cannot hold a NUL and refused such an id with an error of
// its own (a 500); no stored row can have any other shape either.
import type { Context } from 'hono';
import * as v from 'valibot';
import { HttpError } from './errors.ts';

const uuid = v.pipe(v.string(), v.uuid());

/** The path's `name` parameter if it is a UUID, or a 404 with `message`. */
export function pathId(c: Context, message: string, name = 'id'): string {
  const id = c.req.param(name);
  if (!v.is(uuid, id)) throw new HttpError(404, message);
  return id;
}
