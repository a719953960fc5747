import type { FieldErrors } from '@aarambh/machines/schemas';

/**
 * `errors` in the order the fields appear on the page (the schema's order can differ), so the
 * error summary lists them as a visitor reads the form. Fields not in `order` come last.
 */
export function inFieldOrder(errors: FieldErrors, order: readonly string[]): FieldErrors {
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
}

/**
 * Whether two sets of shown errors are the same, in the same order: what a form compares its
 * errors by, so that a keystroke that changes none renders nothing but its field (see LiveField).
 */
export function sameErrors(a: FieldErrors, b: FieldErrors): boolean {
  const fields = Object.keys(a);
  const others = Object.keys(b);
  return (
    fields.length === others.length &&
    fields.every((field, index) => others[index] === field && b[field] === a[field])
  );
}
