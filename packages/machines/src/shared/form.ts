import type { FieldErrors } from '../schemas/errors.ts';

/** The form state every form machine keeps: values, which fields were touched, current errors. */
export interface FormState<TValues extends object> {
  values: TValues;
  /** Fields the visitor has changed or left; their errors show. */
  touched: Partial<Record<keyof TValues & string, boolean>>;
  /** Every current error, shown or not (see `visibleErrors`). */
  errors: FieldErrors;
  /** Set by a refused submit: from then on every error shows. */
  showAllErrors: boolean;
}

/**
 * The errors a form shows: those of touched fields, or all of them after a refused submit
 * (so a visitor is not told off for fields they have not reached yet).
 */
export function visibleErrors(form: FormState<object>): FieldErrors {
  if (form.showAllErrors) return form.errors;
  const touched = form.touched as Partial<Record<string, boolean>>;
  return Object.fromEntries(Object.entries(form.errors).filter(([field]) => touched[field]));
}

/** A fresh form with `values`, nothing touched. */
export function freshForm<TValues extends object>(
  values: TValues,
  validate: (values: TValues) => FieldErrors,
): FormState<TValues> {
  return { values, touched: {}, errors: validate(values), showAllErrors: false };
}
