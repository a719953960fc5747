import type { ReactNode } from 'react';
import {
  Button,
  Disclosure as RACDisclosure,
  DisclosurePanel,
  Heading,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Pick<
  RACDisclosureProps,
  'id' | 'defaultExpanded' | 'isExpanded' | 'onExpandedChange' | 'isDisabled'
> {
  /** The always-visible heading text; pressing it shows or hides the content. */
  title: ReactNode;
  /** The content shown when expanded. */
  children: ReactNode;
  /**
   * The level of the heading around the trigger button, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A heading that shows and hides the content below it: one question of an FAQ, a block of small
 * print. Wraps react-aria-components' Disclosure (the WAI-ARIA disclosure pattern: a button with
 * `aria-expanded` inside a heading; Enter or Space toggles). Hidden content stays findable with
 * the browser's find-in-page. Group several in an Accordion.
 */
export function Disclosure({ title, children, headingLevel = 3, ...props }: DisclosureProps) {
  return (
    <RACDisclosure {...props} className={styles.disclosure}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <span className={styles.chevron}>
            <Icon name="chevron-down" size="small" />
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </RACDisclosure>
  );
}
