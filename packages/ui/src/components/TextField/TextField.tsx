import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldHeader, type FieldProps } from '../private/Field';
import * as fieldStyles from '../private/field.css';
import { useFieldText } from '../private/useFieldText';
import * as styles from './TextField.css';

export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'style' | 'children'>, FieldProps {
  /** Example text inside the empty input. Never a replacement for the label. */
  placeholder?: string;
}

/**
 * A single-line text input with its label, optional description and error message. Wraps
 * react-aria-components' TextField: the label, description and error are wired to the input with
 * `aria-labelledby` and `aria-describedby`, `isRequired` sets `aria-required` and shows a marker,
 * and `isInvalid` with `errorMessage` shows and announces the error.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  defaultValue,
  onChange,
  ...props
}: TextFieldProps) {
  const { ref, value, changeText } = useFieldText<HTMLInputElement>({
    value: props.value,
    defaultValue,
    onChange,
  });
  return (
    <RACTextField
      validationBehavior="aria"
      {...props}
      value={value}
      onChange={changeText}
      data-field-name={props.name}
      className={`${fieldStyles.field} ${styles.root}`}
    >
      <FieldHeader
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      />
      <Input ref={ref} className={fieldStyles.control} placeholder={placeholder} />
    </RACTextField>
  );
}
