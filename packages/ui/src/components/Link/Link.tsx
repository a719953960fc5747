import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone', 'subtle'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'style' | 'children' | 'target' | 'rel'> {
  children: ReactNode;
  /**
   * `inline` inside running text, `standalone` for a link on its own ("View FAQ"), `subtle` in
   * navigation and footers (text colour, underlined on hover and when `aria-current="page"`).
   * @default 'inline'
   */
  variant?: LinkVariant;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"` and tells screen reader users so. Use it
   * for other sites only, such as social profiles.
   * @default false
   */
  isExternal?: boolean;
  /**
   * Read by screen readers after the text of an external link.
   * @default '(opens in a new tab)'
   */
  externalLabel?: string;
}

/**
 * A link to another page. Wraps react-aria-components' Link: inside a RAC `RouterProvider`
 * (`<RouterProvider navigate={navigate} useHref={useHref}>`, once at the app's root) a click on an
 * internal `href` is handed to the app's router instead of reloading the page, so the kit works
 * with react-router, TanStack Router, Next.js or none, and imports no router itself.
 */
export function Link({
  children,
  variant = 'inline',
  isExternal = false,
  externalLabel = '(opens in a new tab)',
  ...props
}: LinkProps) {
  return (
    <RACLink
      {...props}
      // A disabled RAC Link renders a <span>, which must not carry an href (HTML).
      href={props.isDisabled ? undefined : props.href}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={`${styles.base} ${styles.variant[variant]}`}
    >
      {children}
      {isExternal ? <VisuallyHidden> {externalLabel}</VisuallyHidden> : null}
    </RACLink>
  );
}
