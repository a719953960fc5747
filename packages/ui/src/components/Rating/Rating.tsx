import { useState } from 'react';
import { Radio, RadioGroup, VisuallyHidden, type RadioGroupProps } from 'react-aria-components';
import { FieldHeader, type FieldProps } from '../private/Field';
import * as fieldStyles from '../private/field.css';
import * as styles from './Rating.css';

export interface RatingProps
  extends
    Omit<
      RadioGroupProps,
      'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'orientation'
    >,
    FieldProps {
  /** The rating (controlled), 1 to `max`; `null` for none. */
  value?: number | null;
  /** The rating at first (uncontrolled), e.g. 5 for the feedback form. */
  defaultValue?: number | null;
  /** Called with the new rating. */
  onChange?: (value: number) => void;
  /** How many stars. @default 5 */
  max?: number;
  /**
   * Each star's accessible name.
   * @default n => '1 star' / 'n stars'
   */
  starLabel?: (value: number) => string;
  /**
   * The text beside the stars, e.g. '4 of 5'; pass `null` to hide it.
   * @default (value, max) => `${value} of ${max}`
   */
  valueText?: ((value: number, max: number) => string) | null;
}

const defaultStarLabel = (value: number) => (value === 1 ? '1 star' : `${value} stars`);
const defaultValueText = (value: number, max: number) => `${value} of ${max}`;

/**
 * A star rating, 1 to 5, built as a radio group (react-aria-components' RadioGroup): Tab reaches
 * the chosen star, the arrow keys change the rating, each star is named ('4 stars'). Hovering
 * previews a rating; the stars up to the rating are filled.
 */
export function Rating({
  label,
  description,
  errorMessage,
  value,
  defaultValue = null,
  onChange,
  max = 5,
  starLabel = defaultStarLabel,
  valueText = defaultValueText,
  ...props
}: RatingProps) {
  const [ownValue, setOwnValue] = useState<number | null>(defaultValue);
  const current = value === undefined ? ownValue : value;
  const options = Array.from({ length: max }, (_, index) => index + 1);
  return (
    <RadioGroup
      validationBehavior="aria"
      {...props}
      orientation="horizontal"
      value={current == null ? null : String(current)}
      onChange={(next) => {
        const rating = Number(next);
        setOwnValue(rating);
        onChange?.(rating);
      }}
      data-field-name={props.name}
      className={fieldStyles.field}
    >
      <FieldHeader
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      />
      <div className={styles.stars}>
        {options.map((option) => (
          <Radio
            key={option}
            value={String(option)}
            className={styles.star}
            data-filled={current != null && option <= current ? true : undefined}
          >
            <svg className={styles.starSvg} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 3.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L12 16.9l-5.25 2.7 1-5.8L3.5 9.7l5.9-.9Z" />
            </svg>
            {/* Phrasing content: the Radio is a <label>, where a <div> is not allowed. */}
            <VisuallyHidden elementType="span">{starLabel(option)}</VisuallyHidden>
          </Radio>
        ))}
        {valueText && current != null ? (
          <span className={styles.value} aria-hidden="true">
            {valueText(current, max)}
          </span>
        ) : null}
      </div>
    </RadioGroup>
  );
}
