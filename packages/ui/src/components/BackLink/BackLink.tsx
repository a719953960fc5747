import type { LinkProps as RACLinkProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import * as styles from './BackLink.css';

export interface BackLinkProps extends Omit<
  RACLinkProps,
  'className' | 'style' | 'children' | 'target' | 'rel'
> {
  /** Where "back" is, e.g. '/career' or the opportunity's category page. */
  href: string;
  /**
   * The text; name the destination when it helps ('Back to Careers').
   * @default 'Back'
   */
  children?: string;
}

/**
 * A link back to the page above this one, with a left arrow: from a job to the Careers page, from
 * an opportunity to its category. A real link to a known address (not the browser history), so it
 * works when the page was opened directly. Routed through RAC's RouterProvider like Link.
 */
export function BackLink({ href, children = 'Back', ...props }: BackLinkProps) {
  return (
    <Link {...props} href={href} variant="standalone">
      <span className={styles.arrow}>
        <Icon name="arrow-left" />
      </span>
      {children}
    </Link>
  );
}
