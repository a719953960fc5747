import { useEffect, useId, useRef, useState } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  VisuallyHidden,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldHeader, type FieldProps } from '../private/Field';
import * as fieldStyles from '../private/field.css';
import { useFieldText } from '../private/useFieldText';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends Omit<RACTextFieldProps, 'className' | 'style' | 'children' | 'type'>, FieldProps {
  /** Example text inside the empty text area. */
  placeholder?: string;
  /** Visible lines before it scrolls; the visitor can resize it taller. @default 5 */
  rows?: number;
  /**
   * Shows a character count against this limit (the GOV.UK character count). Typing past it is
   * allowed and shown in the error colour; the limit itself is for your validation to enforce.
   */
  characterLimit?: number;
  /**
   * The count's text for the characters left (negative when over the limit).
   * @default remaining => 'You have N characters remaining' / 'You have N characters too many'
   */
  countMessage?: (remaining: number, limit: number) => string;
  /**
   * Read once with the field's description, so a screen reader user knows the limit up front.
   * @default limit => 'You can enter up to N characters'
   */
  limitHint?: (limit: number) => string;
  /**
   * The count is announced politely only after typing pauses this long (milliseconds), not on
   * every keystroke.
   * @default 1000
   */
  announceDelay?: number;
}

const plural = (count: number) => (count === 1 ? 'character' : 'characters');

export const defaultCountMessage = (remaining: number) =>
  remaining >= 0
    ? `You have ${remaining} ${plural(remaining)} remaining`
    : `You have ${-remaining} ${plural(-remaining)} too many`;

const defaultLimitHint = (limit: number) => `You can enter up to ${limit} characters`;

/**
 * Multi-line text with its label, description and error, and an optional character count. The
 * visible count updates as the visitor types; a visually hidden live region repeats it only after
 * typing pauses, so a screen reader is not interrupted on every keystroke.
 */
/**
 * RAC's TextField gives its control `type="text"` until an effect has seen that the control is a
 * textarea, so server-rendered HTML had the attribute, which a textarea does not allow. A null
 * `type` wins over the field's (RAC merges props, a later defined value over an earlier one) and
 * React renders no attribute. (Not a prop of RAC's TextArea in its types, hence the spread.)
 */
const noInputType = { type: null };

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 5,
  characterLimit,
  countMessage = defaultCountMessage,
  limitHint = defaultLimitHint,
  announceDelay = 1000,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hintId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const { ref, value, changeText } = useFieldText<HTMLTextAreaElement>({
    value: props.value,
    defaultValue,
    onChange: (next) => {
      onChange?.(next);
      if (characterLimit == null) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => setAnnouncement(countMessage(characterLimit - next.length, characterLimit)),
        announceDelay,
      );
    },
  });

  const remaining = characterLimit == null ? 0 : characterLimit - value.length;
  const describedBy = [props['aria-describedby'], characterLimit == null ? undefined : hintId]
    .filter(Boolean)
    .join(' ');

  return (
    <RACTextField
      validationBehavior="aria"
      {...props}
      value={value}
      aria-describedby={describedBy || undefined}
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
      <RACTextArea
        ref={ref}
        className={`${fieldStyles.control} ${styles.textArea}`}
        placeholder={placeholder}
        rows={rows}
        {...noInputType}
      />
      {characterLimit == null ? null : (
        <>
          <VisuallyHidden id={hintId}>{limitHint(characterLimit)}</VisuallyHidden>
          <div className={styles.count} data-over={remaining < 0 || undefined} aria-hidden="true">
            {countMessage(remaining, characterLimit)}
          </div>
          <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        </>
      )}
    </RACTextField>
  );
}
