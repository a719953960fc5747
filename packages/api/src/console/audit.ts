// The audit log, a page at a time from the newest, filtered by who, what and when (admins only).
import { Hono } from 'hono';
import { answer, staffCall } from './call.ts';
import { dayRange } from './days.ts';
import type { ConsoleDependencies, ConsoleEnv } from './context.ts';

/** The most lines one page of the audit log gives. */
export const AUDIT_PAGE = 100;

export function auditCalls(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();

  staffCall(app, deps, 'audit', async (c, { before, staff, action, from, to }) =>
    answer(c, 'audit', {
      entries: await deps.storage.console.auditLog({
        limit: AUDIT_PAGE,
        ...(before === undefined ? {} : { beforeSeq: before }),
        ...(staff ? { staffId: staff } : {}),
        ...(action ? { action } : {}),
        ...dayRange(from, to),
      }),
    }),
  );

  return app;
}
