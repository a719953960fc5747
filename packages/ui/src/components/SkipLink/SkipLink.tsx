import type { MouseEvent } from 'react';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /**
   * The fragment of the element to skip to, usually the page's `main`.
   * @default '#main'
   */
  href?: `#${string}`;
  /** @default 'Skip to main content' */
  children?: string;
}

/**
 * The first focusable element of a page: hidden until a keyboard user tabs to it, it jumps past
 * the navigation to the main content (WCAG 2.4.1 Bypass Blocks). It moves focus to the target
 * itself, making it focusable if it is not, so the next Tab continues from there in every browser.
 */
export function SkipLink({ href = '#main', children = 'Skip to main content' }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(decodeURIComponent(href.slice(1)));
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView();
    history.replaceState(history.state, '', href);
  };
  return (
    <a href={href} className={styles.skipLink} onClick={onClick}>
      {children}
    </a>
  );
}
