import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps as RACCheckboxFieldProps,
} from 'react-aria-components';
import { Description } from '../private/Description';
import { FieldError, type ErrorMessage } from '../private/FieldError';
import { Check } from '../private/icons';
import { RequiredMark } from '../private/Label';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxFieldProps, 'className' | 'style' | 'children'> {
  /** The label beside the box; pressing it toggles the box. */
  label: ReactNode;
  /** Hint text under the label; linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown while the checkbox is invalid, e.g. 'You must agree to the terms and conditions'. */
  errorMessage?: ErrorMessage;
}

/**
 * A single checkbox with its label, description and error, such as agreeing to the terms. Wraps
 * react-aria-components' CheckboxField: a real `<input type="checkbox">` (Space toggles it, it is
 * submitted with a native form under `name`), with the description and error in its
 * `aria-describedby`.
 */
export function Checkbox({ label, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField validationBehavior="aria" {...props} data-field-name={props.name} className={styles.root}>
      <CheckboxButton className={styles.button}>
        <span className={styles.box}>
          <Check className={styles.check} />
        </span>
        <span>
          {label}
          {props.isRequired ? <RequiredMark /> : null}
        </span>
      </CheckboxButton>
      <div className={styles.indented}>
        <Description>{description}</Description>
        <FieldError>{errorMessage}</FieldError>
      </div>
    </CheckboxField>
  );
}
