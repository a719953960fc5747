import type { FieldErrors } from '@aarambh/machines/schemas';
import { Form, type FormProps } from '@aarambh/ui';
import { useSelector } from '@xstate/react';
import { createContext, memo, useContext, useDeferredValue, useMemo } from 'react';
import type { AnyActorRef } from 'xstate';
import { sameErrors } from './fieldOrder';
import { errorsIn, useFormLanguage } from './FormLanguage';

const ShownErrors = createContext<FieldErrors>({});

/** The errors the form around shows now (see LiveForm): what its fields read theirs from. */
export function useShownErrors(): FieldErrors {
  return useContext(ShownErrors);
}

export interface LiveFormProps<TSnapshot> extends Omit<FormProps, 'errors'> {
  /** The form's running machine. */
  actor: Pick<AnyActorRef, 'subscribe'> & { getSnapshot: () => TSnapshot };
  /** The errors to show, from its snapshot (`visibleErrors`), in the order of the fields (`inFieldOrder`). */
  errors: (snapshot: TSnapshot) => FieldErrors;
}

/**
 * The kit's Form bound to a form's machine: it reads the errors to show itself, compared by
 * content, and hands them to its fields (LiveField, `useShownErrors`), so the component that
 * renders the form does not render again when they change, nor on a key (issue 38). They are
 * deferred: a press that brings errors (a submit on an empty form) paints first, and the fields
 * and the summary render with their messages just after (the summary still takes focus). The
 * messages and the summary's title are in the language of the forms around (`FormLanguage`).
 */
export function LiveForm<TSnapshot>({ actor, errors: shown, ...props }: LiveFormProps<TSnapshot>) {
  const { words, message } = useFormLanguage();
  const errors = useDeferredValue(useSelector(actor, shown, sameErrors));
  const translated = useMemo(() => errorsIn(errors, message), [errors, message]);
  return <FormWithErrors errorSummaryTitle={words.errorSummaryTitle} {...props} errors={translated} />;
}

/**
 * Memoised: when errors come, LiveForm renders at once with the errors shown until then, and this
 * is skipped (rendering the kit's Form renders every field, as react-aria's form context is new on
 * each of its renders); it renders with the new errors just after.
 */
const FormWithErrors = memo(function FormWithErrors({ errors, children, ...props }: FormProps) {
  return (
    <Form {...props} errors={errors}>
      <ShownErrors.Provider value={errors ?? noErrors}>{children}</ShownErrors.Provider>
    </Form>
  );
});

const noErrors: FieldErrors = {};
