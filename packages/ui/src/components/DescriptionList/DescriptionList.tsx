import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export const descriptionListLayouts = ['columns', 'stacked'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

/** One term and its description, e.g. `{ term: 'Submitted', description: '12 Aug 2026' }`. */
export interface DescriptionListItem {
  term: ReactNode;
  description: ReactNode;
}

export interface DescriptionListProps {
  /** The pairs, in the order shown. */
  items: readonly DescriptionListItem[];
  /**
   * `columns` puts each term beside its description (and stacks them on phones; in print, beside
   * it again: a page is about a tablet's width); `stacked` puts
   * the term above its description at every width, for narrow panels.
   * @default 'columns'
   */
  layout?: DescriptionListLayout;
}

/**
 * Facts about one thing as terms and their descriptions: a submission's details, an account's
 * settings. A `<dl>` whose pairs are each wrapped in a `<div>`, so screen readers announce a list
 * of terms with their descriptions.
 */
export function DescriptionList({ items, layout = 'columns' }: DescriptionListProps) {
  return (
    <dl className={`${styles.list} ${styles.layout[layout]}`}>
      {items.map((item, index) => (
        // The terms are nodes, not keys; the list is drawn as given and never reordered.
        <div key={index} className={styles.group}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
