// The audit log, a page at a time from the newest, filtered by who, what and when (admins only).
import { staffLimits } from '@aarambh/machines/schemas';
import { Hono } from 'hono';
import { answer, staffCall } from './call.ts';
import { dayRange } from './days.ts';
import type { ConsoleDependencies, ConsoleEnv } from './context.ts';

export function auditCalls(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();

  staffCall(app, deps, 'audit', async (c, { before, staff, action, from, to }) =>
    answer(c, 'audit', {
      entries: await deps.storage.console.auditLog({
        limit: staffLimits.auditPageSize,
        ...(before === undefined ? {} : { beforeSeq: before }),
        ...(staff ? { staffId: staff } : {}),
        ...(action ? { action } : {}),
        ...dayRange(from, to),
      }),
    }),
  );

  return app;
}
