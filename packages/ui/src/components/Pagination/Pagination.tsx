import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './Pagination.css';
import { ellipsis, paginationRange } from './paginationRange';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Called with the page to show (1-based) when a page, Previous or Next is pressed. */
  onPageChange: (page: number) => void;
  /**
   * The navigation landmark's accessible name; name it by what it pages through when a view has
   * more than one, e.g. 'Submissions pages'.
   * @default 'Pagination'
   */
  label?: string;
  /** The label of the button to the page before. @default 'Previous' */
  previousLabel?: string;
  /** The label of the button to the page after. @default 'Next' */
  nextLabel?: string;
  /**
   * The accessible name of a page's button, which shows only the number.
   * @default (page) => `Page ${page}`
   */
  pageLabel?: (page: number) => string;
}

const defaultPageLabel = (page: number) => `Page ${page}`;

/**
 * Moves through a long list a page at a time: Previous and Next (disabled on the first and last
 * page) and the page numbers, with an ellipsis for skipped ranges. A `<nav>` landmark with the two
 * buttons and a list of the pages' buttons; the current page's button has `aria-current="page"`. The app keeps the page
 * (for example in the URL) and renders the list for it. On phones the pages take a row of their
 * own above Previous and Next.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  pageLabel = defaultPageLabel,
}: PaginationProps) {
  const items = paginationRange(page, pageCount);
  return (
    <nav aria-label={label} className={styles.nav}>
      <Button variant="ghost" size="small" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        <Icon name="arrow-left" />
        {previousLabel}
      </Button>
      <ul className={styles.list}>
        {items.map((item, index) =>
          item === ellipsis ? (
            // Two gaps at most, one on each side of the current page.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {/* A native button: React Aria's Button does not pass `aria-current` on. */}
              <button
                type="button"
                className={styles.page}
                aria-label={pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <Button
        variant="ghost"
        size="small"
        isDisabled={page >= pageCount}
        onPress={() => onPageChange(page + 1)}
      >
        {nextLabel}
        <Icon name="arrow-right" />
      </Button>
    </nav>
  );
}
