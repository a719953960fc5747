// Payments and statements: a bank statement matched against the applications whose fee waits for
// verification, with the column mapping remembered.
import { staffLimits, statementColumnsSchema, type StatementColumns } from '@aarambh/machines/schemas';
import { Hono } from 'hono';
import * as v from 'valibot';
import { HttpError } from '../http/errors.ts';
import { answer, staffCall } from './call.ts';
import { type ConsoleDependencies, type ConsoleEnv, audit, staffOf } from './context.ts';
import { StatementError } from './statement.ts';
import { readStatementOffThread } from './statementThread.ts';

const STATEMENT_COLUMNS_SETTING = 'statement-columns';

export function paymentCalls(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  const { storage, now } = deps;
  const app = new Hono<ConsoleEnv>();

  staffCall(
    app,
    deps,
    'statement',
    async (c, { csv, columns: given }) => {
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
      return answer(c, 'statement', report);
    },
    { bodyLimit: staffLimits.statementMaxBytes + 4096 },
  );

  return app;
}
