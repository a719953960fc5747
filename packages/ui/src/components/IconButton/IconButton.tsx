import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { button, square } from '../private/button.css';
import type { ButtonSize } from '../Button/buttonVariants';
import { Icon, type IconName } from '../Icon/Icon';

export const iconButtonVariants = ['primary', 'secondary', 'ghost'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];

export interface IconButtonProps extends Omit<
  RACButtonProps,
  'className' | 'style' | 'children' | 'aria-label' | 'aria-labelledby'
> {
  /** The icon to draw. */
  icon: IconName;
  /**
   * The accessible name, required because the button has no visible text: say what it does,
   * e.g. 'Close menu' or 'Next slide', not what the icon shows.
   */
  label: string;
  /** Visual weight, as a Button’s. @default 'ghost' */
  variant?: IconButtonVariant;
  /** The size, as a Button’s. @default 'medium' */
  size?: ButtonSize;
}

const iconSizes = { small: 'small', medium: 'small', large: 'medium' } as const;

/**
 * A square button with only an icon, for compact actions whose icon is well known: close, menu,
 * previous and next. Its accessible name (`label`) is required. Wraps react-aria-components'
 * Button (Enter and Space press it).
 */
export function IconButton({ icon, label, variant = 'ghost', size = 'medium', ...props }: IconButtonProps) {
  return (
    <RACButton {...props} aria-label={label} className={`${button({ variant, size })} ${square[size]}`}>
      <Icon name={icon} size={iconSizes[size]} />
    </RACButton>
  );
}
