import { Button as RACButton, type LinkProps as RACLinkProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import * as linkStyles from '../Link/Link.css';
import * as styles from './BackLink.css';

export interface BackLinkProps extends Omit<
  RACLinkProps,
  'className' | 'style' | 'children' | 'target' | 'rel' | 'href'
> {
  /**
   * Where "back" is, e.g. '/career' or the opportunity's category page. Without it BackLink is a
   * button with the same look, whose `onPress` shows an earlier view of the same page (an
   * opportunity's details after its application form).
   */
  href?: string;
  /**
   * The text; name the destination when it helps ('Back to Careers').
   * @default 'Back'
   */
  children?: string;
}

/**
 * Back, with a left arrow: a link to the page above this one (from a job to the Careers page, from
 * an opportunity to its category), to a known address rather than the browser history, so it works
 * when the page was opened directly, routed through RAC's RouterProvider like Link. Without `href`
 * it is a button that looks the same, for going back to an earlier view of the same page, whose
 * address does not change: every way back on the site looks alike.
 */
export function BackLink({ href, children = 'Back', ...props }: BackLinkProps) {
  const content = (
    <>
      <span className={styles.arrow}>
        <Icon name="arrow-left" />
      </span>
      {children}
    </>
  );
  if (href === undefined) {
    return (
      <RACButton
        onPress={props.onPress}
        isDisabled={props.isDisabled}
        className={`${linkStyles.base} ${linkStyles.variant.standalone} ${styles.button}`}
      >
        {content}
      </RACButton>
    );
  }
  return (
    <Link {...props} href={href} variant="standalone">
      {content}
    </Link>
  );
}
