import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  children: ReactNode;
  /**
   * The element to render: `span` inside running text, `div` for a block.
   * @default 'span'
   */
  as?: 'span' | 'div';
}

/**
 * Content for screen readers only: it is read aloud but not drawn. Use it for context that sighted
 * users get from the layout, such as "(opens in a new tab)" or a table caption.
 */
export function VisuallyHidden({ children, as: Element = 'span', ...props }: VisuallyHiddenProps) {
  return (
    <Element {...props} className={styles.visuallyHidden}>
      {children}
    </Element>
  );
}
