import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectValue,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { useCloseAfterPaint } from '../private/closeAfterPaint';
import * as fieldStyles from '../private/field.css';
import { Check, ChevronDown } from '../private/icons';
import * as listStyles from '../private/listbox.css';
import * as selectStyles from '../private/select.css';
import * as styles from './DurationSelector.css';

/** One duration choice, e.g. `{ value: '4-weeks', label: '4 Weeks' }`. */
export interface DurationOption<V extends string = string> {
  value: V;
  label: string;
}

export interface DurationSelectorProps<V extends string = string> extends Omit<
  RACSelectProps<DurationOption<V>>,
  'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'selectionMode' | 'placeholder'
> {
  /** The choices, usually the four durations (4, 6, 8 and 12 weeks). The first is the fallback. */
  options: readonly DurationOption<V>[];
  /** The chosen duration. A value that is not among the options shows the first option. */
  value?: string | null;
  /** Called with the chosen option's value. */
  onChange?: (value: V) => void;
  /** @default 'Duration' */
  label?: string;
}

/**
 * Resolves the value to show: the option with that value, else the first option, so a stale or
 * unknown value (from a link or old state) never leaves the selector empty.
 */
export function resolveDuration<V extends string>(
  options: readonly DurationOption<V>[],
  value: string | null | undefined,
): V | null {
  return options.find((option) => option.value === value)?.value ?? options[0]?.value ?? null;
}

/**
 * A compact select of durations for an opportunity card or page, its label on the same line.
 * Wraps react-aria-components' Select (the WAI-ARIA select-only combobox keys: arrows, type-ahead,
 * Escape). An unknown `value` falls back to the first option.
 */
export function DurationSelector<V extends string = string>({
  options,
  value,
  onChange,
  label = 'Duration',
  isOpen,
  defaultOpen,
  onOpenChange,
  ...props
}: DurationSelectorProps<V>) {
  const list = useCloseAfterPaint({ isOpen, defaultOpen, onOpenChange });
  return (
    <RACSelect
      {...props}
      value={resolveDuration(options, value)}
      onChange={(key) => {
        if (key != null) onChange?.(String(key) as V);
      }}
      isOpen={list.isOpen}
      onOpenChange={list.onOpenChange}
      className={styles.root}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={`${fieldStyles.control} ${selectStyles.trigger} ${styles.trigger}`}>
        <SelectValue className={selectStyles.value}>{({ selectedText }) => selectedText}</SelectValue>
        <ChevronDown className={selectStyles.chevron} />
      </Button>
      <Popover className={list.popoverClassName} offset={4}>
        <ListBox {...list.listBoxProps} className={listStyles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} className={listStyles.option}>
              {option.label}
              <Check />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
