import type { ReactNode } from 'react';
import {
  Radio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { FieldHeader, type FieldProps } from '../private/Field';
import * as fieldStyles from '../private/field.css';
import * as styles from './RadioGroup.css';

/** One choice of a RadioGroup. */
export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  /** A line of hint text under this option's label. */
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps<V extends string = string>
  extends
    Omit<RACRadioGroupProps, 'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange'>,
    FieldProps {
  /** The choices, in the order shown. */
  options: readonly RadioOption<V>[];
  /** The chosen value (controlled); `null` for none. */
  value?: V | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: V | null;
  /** Called with the newly chosen value. */
  onChange?: (value: V) => void;
}

/**
 * One choice out of a few, all visible at once (use a Select for long lists). Wraps
 * react-aria-components' RadioGroup: Tab enters the group at the chosen option, the arrow keys
 * move and choose; the group's label, description and error are wired with ARIA.
 */
export function RadioGroup<V extends string = string>({
  label,
  description,
  errorMessage,
  options,
  onChange,
  orientation = 'vertical',
  ...props
}: RadioGroupProps<V>) {
  return (
    <RACRadioGroup
      validationBehavior="aria"
      {...props}
      orientation={orientation}
      onChange={(value) => onChange?.(value as V)}
      data-field-name={props.name}
      className={fieldStyles.field}
    >
      <FieldHeader
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      />
      <div className={styles.options[orientation]}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled ?? false}
            className={styles.radio}
          >
            <span className={styles.circle} aria-hidden="true" />
            <span className={styles.text}>
              {option.label}
              {option.description ? (
                <span className={styles.optionDescription}>{option.description}</span>
              ) : null}
            </span>
          </Radio>
        ))}
      </div>
    </RACRadioGroup>
  );
}
