import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { fieldBindings, type FieldBindings, type FieldEvents } from './fieldBindings';
import { useShownErrors } from './LiveForm';

type FieldName<TValues> = keyof TValues & string;

export interface LiveFieldProps<TSnapshot, TValues extends object> {
  /** The form's running machine. */
  actor: Pick<AnyActorRef, 'subscribe'> & { getSnapshot: () => TSnapshot };
  /** Where its snapshot keeps the form's values. */
  values: (snapshot: TSnapshot) => TValues;
  /**
   * The field this part of the form shows, or the fields a shared part shows together (e.g.
   * `PersonalDetailsFields`, `ConsentChoices`): a key in one of them renders that part.
   */
  field: FieldName<TValues> | readonly FieldName<TValues>[];
  /** The events its fields send. */
  events: FieldEvents<TValues>;
  /** Renders the field with its bindings (see `fieldBindings`): its value read here, its error from the LiveForm around. */
  children: (bind: FieldBindings<TValues>) => ReactNode;
}

/**
 * One field of a form, subscribed to its own value in the form's machine: a keystroke renders the
 * field typed in, not the whole form. (Rendering the contact form's eight fields again on every key
 * took most of a key's 56 to 112 ms at 4x CPU.) The form itself renders again only when what it
 * reads changes (the sending state), and the fields when the errors shown do (see LiveForm).
 */
export function LiveField<TSnapshot, TValues extends object>({
  actor,
  values,
  field,
  events,
  children,
}: LiveFieldProps<TSnapshot, TValues>) {
  const fields: readonly FieldName<TValues>[] = typeof field === 'string' ? [field] : field;
  const shown = useSelector(
    actor,
    (snapshot) => {
      const all = values(snapshot as TSnapshot);
      return fields.map((name) => all[name]);
    },
    sameValues,
  );
  const picked = Object.fromEntries(fields.map((name, index) => [name, shown[index]])) as TValues;
  return children(fieldBindings(picked, useShownErrors(), events));
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
