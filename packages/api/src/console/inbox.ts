// The inbox: a page of submissions by filters, sort and page, and the same filters as an export.
import { type StaffCallInput, readSubmissionReference, staffLimits } from '@aarambh/machines/schemas';
import { Hono } from 'hono';
import { HttpError } from '../http/errors.ts';
import { toCsv, toJson } from '../records.ts';
import type { InboxQuery } from '../storage/index.ts';
import { auditedFilters } from './auditLines.ts';
import { answer, file, staffCall } from './call.ts';
import { type ConsoleDependencies, type ConsoleEnv, audit, staffOf } from './context.ts';
import { dayRange } from './days.ts';

/** The most rows one export gives. */
const EXPORT_MAX_ROWS = 10_000;

/** Words to search for: letters and digits only, as both engines' indexes split text. */
function searchWords(text: string | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

function inboxQuery(input: StaffCallInput<'inbox'>, limit: number, offset: number): InboxQuery {
  return {
    ...(input.kind ? { kind: input.kind } : {}),
    ...(input.stage ? { stage: input.stage } : {}),
    ...(input.payment ? { payment: input.payment } : {}),
    ...(input.target ? { target: input.target } : {}),
    ...dayRange(input.from, input.to),
    // A reference typed or pasted (any case, with or without its hyphens) finds its submission.
    ...(readSubmissionReference(input.q ?? '') === undefined
      ? { search: searchWords(input.q) }
      : { reference: readSubmissionReference(input.q ?? '')! }),
    unread: input.unread,
    sort: input.sort,
    descending: input.dir === 'desc',
    offset,
    limit,
  };
}

export function inboxCalls(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  const { storage, now } = deps;
  const app = new Hono<ConsoleEnv>();

  staffCall(app, deps, 'inbox', async (c, input) => {
    const limit = staffLimits.pageSize;
    const page = await storage.console.inbox(inboxQuery(input, limit, (input.page - 1) * limit));
    await audit(deps, c, staffOf(c).account, 'inbox', null, auditedFilters(input));
    const counted = Math.max(1, Math.ceil(page.total / limit));
    const pageCount = page.totalCapped
      ? Math.max(counted, input.page + (page.items.length === limit ? 1 : 0))
      : counted;
    return answer(c, 'inbox', { ...page, page: input.page, pageCount });
  });

  staffCall(app, deps, 'export', async (c, { format, ...filters }) => {
    const input = { ...filters, format };
    const { items } = await storage.console.inbox(inboxQuery(input, EXPORT_MAX_ROWS + 1, 0));
    if (items.length > EXPORT_MAX_ROWS)
      throw new HttpError(
        413,
        `Narrow the filters: one export holds at most ${EXPORT_MAX_ROWS.toLocaleString('en-IN')} submissions.`,
      );
    const records = (await Promise.all(items.map((item) => storage.get(item.id)))).filter(
      (record) => record !== undefined,
    );
    await audit(deps, c, staffOf(c).account, 'export', null, {
      ...auditedFilters(filters),
      count: records.length,
    });
    const csv = input.format === 'csv';
    return file(c, 'export', csv ? toCsv(records) : toJson(records), {
      'Content-Type': csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="submissions-${now().toISOString().slice(0, 10)}.${input.format}"`,
    });
  });

  return app;
}
