import * as v from 'valibot';

/** Field name (dot path for nested fields) to its first message: what forms show and API 400s return. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The first message of each field, in the order the schema reports them (so a field's rules speak
 * in the order they are written: required, then lengths, then format). Issues not tied to a field
 * go under the key `''`.
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Validates `input` with `schema` and returns the errors by field; empty when it is valid. */
export function validateFields(schema: v.GenericSchema, input: unknown): FieldErrors {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
}
