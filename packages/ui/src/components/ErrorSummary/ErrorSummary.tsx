import type { MouseEvent, ReactNode, Ref } from 'react';
import * as styles from './ErrorSummary.css';
import { focusField } from './focusField';

/** One problem: the field's `name` (or id) and the message shown beside it. */
export interface FieldIssue {
  name: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** The problems, in the order of the fields on the page. */
  errors: readonly FieldIssue[];
  /** The summary’s heading. @default 'There is a problem' */
  title?: string;
  /** An optional sentence under the title. */
  description?: ReactNode;
  /** The heading level of the title, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Where to look for the fields the links point to.
   * @default the closest form around the summary, else the document
   */
  fieldsRoot?: () => ParentNode | null;
  /** The summary's own element, for focusing it after a failed submit. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The GOV.UK error summary: a box above the form that lists every problem as a link to its field.
 * It is focusable (`tabIndex=-1`) so a form can move focus to it after a failed submit, its body
 * is an alert, and each link moves focus to the field and scrolls its label into view.
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  description,
  headingLevel = 2,
  fieldsRoot,
  ref,
}: ErrorSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const root = fieldsRoot?.() ?? event.currentTarget.closest('form') ?? document;
    if (focusField(root, name)) event.preventDefault();
  };
  return (
    <div ref={ref} tabIndex={-1} className={styles.summary} data-error-summary="">
      <div role="alert">
        <Heading className={styles.title}>{title}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        <ul className={styles.list}>
          {errors.map((error) => (
            <li key={error.name}>
              <a
                href={`#${error.name}`}
                className={styles.link}
                onClick={(event) => onLinkClick(event, error.name)}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
