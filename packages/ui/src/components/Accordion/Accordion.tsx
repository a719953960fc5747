import { useMemo, useState, type ReactNode } from 'react';
import { DisclosureGroupContext, type DisclosureKey } from '../private/disclosureGroup';
import * as styles from './Accordion.css';

export interface AccordionProps {
  /** Disclosure items, each with an `id` when keys are controlled. */
  children: ReactNode;
  /**
   * Let several items be open at once; by default opening one closes the others.
   * @default false
   */
  allowsMultipleExpanded?: boolean;
  /** The open items' ids (controlled). */
  expandedKeys?: Iterable<DisclosureKey>;
  /** The items open at first (uncontrolled). */
  defaultExpandedKeys?: Iterable<DisclosureKey>;
  /** Called with the open items' ids whenever an item opens or closes. */
  onExpandedChange?: (keys: Set<DisclosureKey>) => void;
  /** No item can be pressed. @default false */
  isDisabled?: boolean;
  /** The element id. */
  id?: string;
}

/**
 * A stack of Disclosures, such as a Frequently Asked Questions list: by default one item is open
 * at a time. Each item is reached with Tab and toggled with Enter or Space. It holds which items
 * are open; an item's toggle renders the items, not their content.
 */
export function Accordion({
  children,
  allowsMultipleExpanded = false,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  isDisabled = false,
  id,
}: AccordionProps) {
  const [ownKeys, setOwnKeys] = useState(() => new Set(defaultExpandedKeys));
  const keys = useMemo(() => (expandedKeys ? new Set(expandedKeys) : ownKeys), [expandedKeys, ownKeys]);
  const group = useMemo(
    () => ({
      isExpanded: (key: DisclosureKey) => keys.has(key),
      setExpanded: (key: DisclosureKey, isExpanded: boolean) => {
        const next = new Set(allowsMultipleExpanded ? keys : []);
        if (isExpanded) next.add(key);
        else next.delete(key);
        setOwnKeys(next);
        onExpandedChange?.(next);
      },
      isDisabled,
    }),
    [keys, allowsMultipleExpanded, onExpandedChange, isDisabled],
  );
  return (
    <div id={id} className={styles.accordion}>
      <DisclosureGroupContext value={group}>{children}</DisclosureGroupContext>
    </div>
  );
}
