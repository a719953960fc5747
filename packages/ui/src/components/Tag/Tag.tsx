import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './Tag.css';

export interface TagProps {
  children: ReactNode;
  /** A decorative icon before the text. */
  icon?: IconName;
}

/** One keyword, such as a skill on an opportunity card. Not interactive; for a status use Badge. */
export function Tag({ children, icon }: TagProps) {
  return (
    <span className={styles.tag}>
      {icon ? <Icon name={icon} /> : null}
      {children}
    </span>
  );
}

export interface TagListProps {
  /** The keywords, in order. */
  tags: readonly string[];
  /** Names the list for screen readers, e.g. 'Skills'. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Keywords as a list (screen readers announce how many), wrapping onto new rows. */
export function TagList({ tags, ...props }: TagListProps) {
  return (
    <ul {...props} className={styles.list}>
      {tags.map((tag) => (
        <li key={tag}>
          <Tag>{tag}</Tag>
        </li>
      ))}
    </ul>
  );
}
