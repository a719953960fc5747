// The audit log, a page at a time from the newest (admins only).
import { Hono } from 'hono';
import { answer, staffCall } from './call.ts';
import type { ConsoleDependencies, ConsoleEnv } from './context.ts';

/** The most lines one page of the audit log gives. */
const AUDIT_PAGE = 100;

export function auditCalls(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();

  staffCall(app, deps, 'audit', async (c, { before }) =>
    answer(c, 'audit', { entries: await deps.storage.console.auditLog(AUDIT_PAGE, before) }),
  );

  return app;
}
