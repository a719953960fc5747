import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { ErrorSummary, type FieldIssue } from '../ErrorSummary/ErrorSummary';
import * as styles from './Form.css';

export interface FormProps extends Omit<
  RACFormProps,
  'className' | 'style' | 'validationErrors' | 'children'
> {
  children: ReactNode;
  /**
   * Problems by field name, e.g. from the valibot schema or an API's 400 body. Each is shown
   * beside the field with that `name` and listed in the error summary after a submit.
   */
  errors?: Readonly<Record<string, string | undefined>>;
  /** The summary's title. @default 'There is a problem' */
  errorSummaryTitle?: string;
  /** Whether a failed submit shows the summary above the fields. @default true */
  showErrorSummary?: boolean;
}

const toIssues = (errors: FormProps['errors']): FieldIssue[] =>
  Object.entries(errors ?? {}).flatMap(([name, message]) => (message ? [{ name, message }] : []));

/**
 * A form with the GOV.UK error pattern. Wraps react-aria-components' Form: `errors` reach the
 * fields by `name` (shown and announced beside each), and after a submit with errors a summary
 * box appears at the top and takes focus, listing each problem as a link to its field. Fields
 * validate with `validationBehavior="aria"`: the browser's own bubbles never show. It posts
 * (`method="post"`) unless told otherwise, so what a visitor types never lands in a URL.
 */
export function Form({
  children,
  errors,
  errorSummaryTitle = 'There is a problem',
  showErrorSummary = true,
  onSubmit,
  ...props
}: FormProps) {
  const issues = toIssues(errors);
  const summary = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  // Set by a submit, cleared once the summary took focus or the visitor edits a field or moves
  // focus: errors that arrive later (an API's answer) still move focus, but never from under a
  // visitor who has gone on to a field since the submit.
  const focusPending = useRef(false);
  // Bumped on every submit, so the effect below runs even when the errors did not change.
  const [, setSubmits] = useState(0);

  // As the summary is committed, not after the paint: the submit renders in a transition, whose
  // passive effects can run after the visitor (or a test) has already gone on to a field, and focus
  // would then be taken from under their typing.
  useLayoutEffect(() => {
    if (focusPending.current && issues.length > 0 && summary.current) {
      focusPending.current = false;
      summary.current.focus();
    }
  });

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const goneOn = () => {
      focusPending.current = false;
    };
    element.addEventListener('input', goneOn);
    // The summary renders in a transition, which a busy phone may commit after the visitor has
    // already clicked into a field: their typing would go to the summary.
    document.addEventListener('focusin', goneOn);
    return () => {
      element.removeEventListener('input', goneOn);
      document.removeEventListener('focusin', goneOn);
    };
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    focusPending.current = true;
    // In a transition: rendering the form again renders every field (react-aria's form context is
    // new on each render), and the press should paint first (issue 38).
    startTransition(() => {
      setSubmitted(true);
      setSubmits((count) => count + 1);
    });
    onSubmit?.(event);
  };

  return (
    <RACForm
      validationBehavior="aria"
      // Never the browser's default GET: a form submitted without (or before) the app's code
      // would put the visitor's data in the URL.
      method="post"
      {...props}
      validationErrors={Object.fromEntries(issues.map((issue) => [issue.name, issue.message]))}
      onSubmit={handleSubmit}
      ref={form}
      className={styles.form}
    >
      {showErrorSummary && submitted && issues.length > 0 ? (
        <ErrorSummary ref={summary} title={errorSummaryTitle} errors={issues} />
      ) : null}
      {children}
    </RACForm>
  );
}
