// How a sub-app of the console registers one of its calls: at the method and path of the call's
// row in the table of calls, behind the guard, with the body read and checked.
import { type StaffCallName, fieldErrors, staffCalls } from '@aarambh/machines/schemas';
import type { Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { wholeBodyLimit } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import type { ConsoleDependencies, ConsoleEnv } from './context.ts';
import { guard } from './guard.ts';

/** Registers a call at its method and path from the table, behind its guard. */
export function staffCall(
  app: Hono<ConsoleEnv>,
  deps: ConsoleDependencies,
  name: StaffCallName,
  ...handlers: MiddlewareHandler<ConsoleEnv>[]
): void {
  const { method, path } = staffCalls[name];
  app.on(method, path, guard(deps, name), ...handlers);
}

/** A JSON body's size limit, 16 KiB unless a call needs more. */
export const jsonBody = (limit = 16_384) => wholeBodyLimit(limit);

/** Input checked by a schema, or a 400 with a message per field. */
export function parse<const TSchema extends v.GenericSchema>(
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
