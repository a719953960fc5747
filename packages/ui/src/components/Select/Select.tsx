import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { FieldHeader, type FieldProps } from '../private/Field';
import { useCloseAfterPaint } from '../private/closeAfterPaint';
import * as fieldStyles from '../private/field.css';
import { Check, ChevronDown } from '../private/icons';
import * as listStyles from '../private/listbox.css';
import * as styles from '../private/select.css';

/** A label, marked with its language where it has one of its own. */
const inLanguage = (label: string, lang: string | undefined) =>
  lang ? <span lang={lang}>{label}</span> : label;

/** One choice of a Select. */
export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  isDisabled?: boolean;
  /**
   * The label's language where it is not the page's (a BCP 47 tag, e.g. `hi` for a Hindi name
   * among English ones), so that a screen reader says it in that language (WCAG 3.1.2).
   */
  lang?: string;
}

export interface SelectProps<V extends string = string>
  extends
    Omit<
      RACSelectProps<SelectOption<V>>,
      'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode'
    >,
    FieldProps {
  /** The choices, in the order shown. */
  options: readonly SelectOption<V>[];
  /** The chosen value (controlled); `null` for none. */
  value?: V | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: V | null;
  /** Called with the newly chosen value. */
  onChange?: (value: V) => void;
  /**
   * Shown while nothing is chosen.
   * @default 'Select an option'
   */
  placeholder?: string;
}

/**
 * A button that opens a list of choices (the WAI-ARIA select-only combobox). Wraps
 * react-aria-components' Select: Enter, Space or the arrow keys open it, typing a letter jumps to a
 * matching option, Escape closes it; the choice is also submitted with a native form under `name`.
 */
export function Select<V extends string = string>({
  label,
  description,
  errorMessage,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = 'Select an option',
  isOpen,
  defaultOpen,
  onOpenChange,
  ...props
}: SelectProps<V>) {
  const list = useCloseAfterPaint({ isOpen, defaultOpen, onOpenChange });
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.value);
  return (
    <RACSelect
      validationBehavior="aria"
      {...props}
      {...(value === undefined ? {} : { value })}
      {...(defaultValue === undefined ? {} : { defaultValue })}
      onChange={(key) => {
        if (key != null) onChange?.(String(key) as V);
      }}
      placeholder={placeholder}
      disabledKeys={disabledKeys}
      isOpen={list.isOpen}
      onOpenChange={list.onOpenChange}
      data-field-name={props.name}
      className={`${fieldStyles.field} ${styles.root}`}
    >
      <FieldHeader
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      />
      <Button className={`${fieldStyles.control} ${styles.trigger}`}>
        {/* The chosen option's text only (the option itself also draws a check mark). */}
        <SelectValue className={styles.value}>
          {({ isPlaceholder, selectedText, selectedItems }) =>
            isPlaceholder
              ? placeholder
              : inLanguage(selectedText, (selectedItems[0] as SelectOption<V> | null | undefined)?.lang)
          }
        </SelectValue>
        <ChevronDown className={styles.chevron} />
      </Button>
      <Popover className={list.popoverClassName} offset={4}>
        <ListBox {...list.listBoxProps} className={listStyles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className={listStyles.option}>
              {inLanguage(option.label, option.lang)}
              <Check />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
