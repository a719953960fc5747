import type { ReactNode } from 'react';
import { Description } from './Description';
import { FieldError, type ErrorMessage } from './FieldError';
import { Label } from './Label';

/** The props every form field of the kit shares, beside RAC's `isInvalid`, `isRequired` and `name`. */
export interface FieldProps {
  /** The visible label. Every field has one. */
  label: ReactNode;
  /** Hint text under the label, such as a format or a limit; linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * The message shown while the field is invalid (set `isInvalid`, or let a Form's
   * `validationErrors` name the field); linked with `aria-describedby` and announced politely.
   */
  errorMessage?: ErrorMessage;
}

/** Label, description and error, in the GOV.UK order, above the control that follows them. */
export function FieldHeader({
  label,
  description,
  errorMessage,
  isRequired = false,
}: FieldProps & { isRequired?: boolean | undefined }) {
  return (
    <>
      <Label isRequired={isRequired}>{label}</Label>
      <Description>{description}</Description>
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}

export type { ErrorMessage };
