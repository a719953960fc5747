// Payments and statements: a bank statement matched against the applications whose fee waits for
// verification, with the column mapping remembered.
import { staffLimits, statementColumnsSchema, type StatementColumns } from '@aarambh/machines/schemas';
import { Hono } from 'hono';
import * as v from 'valibot';
import { readJsonObject } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { jsonBody, parse, staffCall } from './call.ts';
import { type ConsoleDependencies, type ConsoleEnv, audit, staffOf } from './context.ts';
import { StatementError } from './statement.ts';
import { readStatementOffThread } from './statementThread.ts';

const STATEMENT_COLUMNS_SETTING = 'statement-columns';

export function paymentCalls(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  const { storage, now } = deps;
  const app = new Hono<ConsoleEnv>();

  staffCall(app, deps, 'statement', jsonBody(staffLimits.statementMaxBytes + 4096), async (c) => {
    const body = await readJsonObject(c);
    const csv = parse(v.pipe(v.string(), v.maxLength(staffLimits.statementMaxBytes)), body.csv);
    const given = body.columns === undefined ? undefined : parse(statementColumnsSchema, body.columns);
    const remembered = v.safeParse(
      statementColumnsSchema,
      await storage.console.setting(STATEMENT_COLUMNS_SETTING),
    );
    let report;
    try {
      report = await readStatementOffThread({
        csv,
        given,
        remembered: remembered.success ? remembered.output : undefined,
        waiting: await storage.console.unverifiedPayments(),
      });
    } catch (error) {
      if (error instanceof StatementError) throw new HttpError(400, error.message);
      throw error;
    }
    if (given)
      await storage.console.saveSetting(STATEMENT_COLUMNS_SETTING, given satisfies StatementColumns, now());
    await audit(deps, c, staffOf(c).account, 'statement', null, {
      rows: report.matches.length + report.mismatches.length + report.unmatched.length,
      matches: report.matches.length,
    });
    return c.json(report);
  });

  return app;
}
