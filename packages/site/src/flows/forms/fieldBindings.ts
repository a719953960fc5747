import type { FieldErrors } from '@aarambh/machines/schemas';

/** The keys of `T` whose values are of type `V`. */
type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

/** What a form sends its machine about one field. */
export interface FieldEvents<TValues> {
  /** The visitor typed or chose `value` in a text field or a select. */
  change: (field: KeysOf<TValues, string>, value: string) => void;
  /** The visitor left the field: its error may show from now on. */
  blur: (field: KeysOf<TValues, string>) => void;
  /** The visitor ticked or unticked a checkbox. */
  check?: (field: KeysOf<TValues, boolean>, checked: boolean) => void;
}

/** The props that bind a kit TextField or TextArea to a form machine's field. */
export interface TextBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

/** The props that bind a kit Checkbox to a form machine's boolean field. */
export interface CheckboxBinding {
  name: string;
  isSelected: boolean;
  onChange: (checked: boolean) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

/**
 * The props that bind the kit's fields to a form machine: a field's name, value and shown error,
 * and the events it sends. One place for what every form writes the same way.
 *
 * ```tsx
 * const bind = fieldBindings(values, errors, {
 *   change: (field, value) => send({ type: 'contact.change', field, value }),
 *   blur: (field) => send({ type: 'contact.blur', field }),
 * });
 * <TextField label="Subject" isRequired {...bind.text('subject')} />
 * ```
 */
export function fieldBindings<TValues extends object>(
  values: TValues,
  errors: FieldErrors,
  events: FieldEvents<TValues>,
) {
  const shownError = (name: string) => ({
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
  });
  const text = (name: KeysOf<TValues, string>): TextBinding => ({
    name,
    value: values[name] as string,
    onChange: (value: string) => events.change(name, value),
    onBlur: () => events.blur(name),
    ...shownError(name),
  });
  return {
    text,
    /** For the kit's Select: `''` is no choice yet (`null`), and every select of our forms is required. */
    select: (name: KeysOf<TValues, string>) => {
      const binding = text(name);
      return { ...binding, value: binding.value === '' ? null : binding.value, isRequired: true };
    },
    /** For the kit's Checkbox; needs the `check` event. */
    checkbox: (name: KeysOf<TValues, boolean>): CheckboxBinding => {
      const { check } = events;
      if (!check) throw new Error(`The checkbox "${name}" needs the form's check event`);
      return {
        name,
        isSelected: values[name] as boolean,
        onChange: (checked: boolean) => check(name, checked),
        ...shownError(name),
      };
    },
  };
}

/** What `fieldBindings` gives for a form's values, to hand to a part of the form. */
export type FieldBindings<TValues extends object> = ReturnType<typeof fieldBindings<TValues>>;
