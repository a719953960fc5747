import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import * as styles from './EmptyState.css';

export const emptyStateHeadingLevels = [1, 2, 3, 4] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export interface EmptyStateProps {
  /** What is missing, e.g. 'No submissions yet'. */
  title: string;
  /** Why it is empty or what to do about it, under the title. */
  description?: ReactNode;
  /** The one way forward, e.g. a Button that clears the filters or a LinkButton. */
  action?: ReactNode;
  /** A decorative illustration above the title, e.g. `<Icon name="mail" size="xlarge" />`. */
  icon?: ReactNode;
  /**
   * The title's level in the page's outline: `1` when it is the whole page (a screen that has
   * nothing to show), `2` for a whole view, `3` or `4` inside a section or a table.
   * @default 2
   */
  headingLevel?: EmptyStateHeadingLevel;
}

/**
 * What a view shows when it has nothing to show: no results for a filter, an empty inbox. A title
 * as a heading, an optional description and one action, centred in the space the content would
 * take. Pass it to a TableBody's `renderEmptyState` for an empty table.
 */
export function EmptyState({ title, description, action, icon, headingLevel = 2 }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading level={headingLevel} size="4">
        {title}
      </Heading>
      {description ? <div className={styles.description}>{description}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
