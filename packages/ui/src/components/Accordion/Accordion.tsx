import type { ReactNode } from 'react';
import { DisclosureGroup, type DisclosureGroupProps } from 'react-aria-components';
import * as styles from './Accordion.css';

export interface AccordionProps extends Pick<
  DisclosureGroupProps,
  'expandedKeys' | 'defaultExpandedKeys' | 'onExpandedChange' | 'isDisabled' | 'id'
> {
  /** Disclosure items, each with an `id` when keys are controlled. */
  children: ReactNode;
  /**
   * Let several items be open at once; by default opening one closes the others.
   * @default false
   */
  allowsMultipleExpanded?: boolean;
}

/**
 * A stack of Disclosures, such as a Frequently Asked Questions list. Wraps react-aria-components'
 * DisclosureGroup: by default one item is open at a time. Each item is reached with Tab and
 * toggled with Enter or Space.
 */
export function Accordion({ children, allowsMultipleExpanded = false, ...props }: AccordionProps) {
  return (
    <DisclosureGroup {...props} allowsMultipleExpanded={allowsMultipleExpanded} className={styles.accordion}>
      {children}
    </DisclosureGroup>
  );
}
