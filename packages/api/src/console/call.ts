// How a sub-app of the console registers one of its calls, all from the call's row in the table
// of calls: its method and path, behind the guard; its body (or query) checked with the row's
// schema before the handler runs; and its answer, which the handler can only give as the row says.
import {
  type EmptyStaffCallName,
  type FileStaffCallName,
  type JsonStaffCallName,
  type StaffCallAnswer,
  type StaffCallInput,
  type StaffCallName,
  fieldErrors,
  staffCalls,
} from '@aarambh/machines/schemas';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { readJsonObject, wholeBodyLimit } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import type { ConsoleDependencies, ConsoleEnv } from './context.ts';
import { guard } from './guard.ts';

declare const answerOf: unique symbol;
/** A response given by `answer`, `file` or `nothing` for call N: what its handler must return. */
export type Answered<N extends StaffCallName> = Response & { readonly [answerOf]: N };

type CallHandler<N extends StaffCallName> = (
  c: Context<ConsoleEnv>,
  input: StaffCallInput<N>,
) => Promise<Answered<N>>;

interface CallSettings {
  /** Middleware between the guard and the body: a rate limit. */
  before?: MiddlewareHandler<ConsoleEnv>[];
  /** The largest JSON body taken. @default 16 KiB */
  bodyLimit?: number;
}

/** Input checked by a schema, or a 400 with a message per field. */
function parse<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const errors = Object.fromEntries(
    Object.entries(fieldErrors(result.issues)).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  throw new HttpError(400, Object.values(errors)[0] ?? 'Invalid input', { errors });
}

/** Registers call N from its row: guard, then `before`, then the body's limit, then the handler with the checked input. */
export function staffCall<N extends StaffCallName>(
  app: Hono<ConsoleEnv>,
  deps: ConsoleDependencies,
  name: N,
  handler: CallHandler<N>,
  settings: CallSettings = {},
): void {
  const row: { method: 'GET' | 'POST'; path: string; body?: v.GenericSchema; query?: v.GenericSchema } =
    staffCalls[name];
  const { body, query } = row;
  const input = async (c: Context<ConsoleEnv>): Promise<unknown> => {
    if (body) return parse(body, await readJsonObject(c));
    if (query) return parse(query, c.req.query());
    return undefined;
  };
  app.on(
    row.method,
    row.path,
    guard(deps, name),
    ...(settings.before ?? []),
    ...(body ? [wholeBodyLimit(settings.bodyLimit ?? 16_384)] : []),
    async (c) => handler(c, (await input(c)) as StaffCallInput<N>),
  );
}

/** A JSON call's answer, of the type its row's answer schema gives. */
export function answer<N extends JsonStaffCallName>(
  c: Context,
  name: N,
  value: StaffCallAnswer<N>,
  status: 200 | 201 = 200,
): Answered<N> {
  return c.json(value, status) as unknown as Answered<N>;
}

/** A file call's answer: the file, with its type and name in the headers. */
export function file<N extends FileStaffCallName>(
  c: Context,
  name: N,
  content: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string>,
): Answered<N> {
  return c.body(content, 200, headers) as unknown as Answered<N>;
}

/** The answer of a call that answers nothing: 204. */
export function nothing<N extends EmptyStaffCallName>(c: Context, _name: N): Answered<N> {
  return c.body(null, 204) as unknown as Answered<N>;
}
