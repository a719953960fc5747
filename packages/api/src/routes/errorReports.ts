import { errorReportCall, errorReportSchema, scrubReport } from '@aarambh/machines/schemas';
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { Dependencies } from '../dependencies.ts';
import { readJsonObject, wholeBodyLimit } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';

/** What the browser products' error reports read of the app's dependencies. */
export type ErrorReportDependencies = Pick<Dependencies, 'errors' | 'limiters' | 'trustProxy'>;

export const errorReportMessages = {
  malformed:
    'An error report has a product, a kind, a name, a message, a path and an optional stack, and nothing else.',
} as const;

/**
 * `POST /api/errors`, only while error reporting is configured (otherwise it is the API's 404):
 * a browser product's report, limited per client, capped in size, checked field by field (nothing
 * but the schema's fields), scrubbed again and forwarded. Answered 204 before the forward ends.
 */
export function registerErrorReports(app: Hono, deps: ErrorReportDependencies): void {
  const { errors } = deps;
  if (!errors) return;
  app.post(
    errorReportCall.path,
    deps.limiters.errors.middleware('errors', deps.trustProxy),
    wholeBodyLimit(errorReportCall.maxBytes),
    async (c) => {
      const parsed = v.safeParse(errorReportSchema, await readJsonObject(c));
      if (!parsed.success) throw new HttpError(400, errorReportMessages.malformed);
      errors.forward(scrubReport(parsed.output));
      return c.body(null, 204);
    },
  );
}
