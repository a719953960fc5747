// Operations written once for both engines, as generators of SQL steps (interviews, documents):
// each engine drives them inside its own transaction, SQLite synchronously in its writer and
// PostgreSQL with a pooled client, so the rules of an operation have one home.
import { type ConsoleRow, auditValues } from './consoleRows.ts';
import { consoleSql } from './consoleSql.ts';
import type { AuditEntry } from './consoleTypes.ts';

/** One statement (`?` placeholders; PostgreSQL numbers them): `rows` answers its rows, otherwise how many rows it changed. */
export type Step = { sql: string; values: unknown[]; rows: boolean };
export type Steps<T> = Generator<Step, T, unknown>;

export function* rows(sql: string, values: unknown[]): Steps<ConsoleRow[]> {
  return (yield { sql, values, rows: true }) as ConsoleRow[];
}

export function* run(sql: string, values: unknown[]): Steps<number> {
  return (yield { sql, values, rows: false }) as number;
}

export function audited(entry: AuditEntry): Steps<number> {
  return run(consoleSql.audit, auditValues(entry));
}
