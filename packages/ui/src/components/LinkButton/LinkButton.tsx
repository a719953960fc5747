import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { button } from '../private/button.css';
import type { ButtonSize, ButtonVariant } from '../Button/buttonVariants';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export interface LinkButtonProps extends Omit<
  RACLinkProps,
  'className' | 'style' | 'children' | 'target' | 'rel'
> {
  children: ReactNode;
  /** The address to go to. */
  href: string;
  /** Visual weight, as a Button’s. @default 'primary' */
  variant?: ButtonVariant;
  /** The size, as a Button’s. @default 'medium' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"` and tells screen reader users so.
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
 * A link that looks like a Button, for navigation presented as a call to action ("Explore
 * Services", "Apply Now"). It is a real link: it opens in a new tab with a modifier key, and with
 * a RAC `RouterProvider` it navigates through the app's router. Use Button for actions that stay
 * on the page.
 */
export function LinkButton({
  children,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  isExternal = false,
  externalLabel = '(opens in a new tab)',
  ...props
}: LinkButtonProps) {
  return (
    <RACLink
      {...props}
      // A disabled RAC Link renders a <span>, which must not carry an href (HTML).
      href={props.isDisabled ? undefined : props.href}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={button({ variant, size, fullWidth })}
    >
      {children}
      {isExternal ? <VisuallyHidden> {externalLabel}</VisuallyHidden> : null}
    </RACLink>
  );
}
