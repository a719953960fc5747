import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../css/sprinkles.css';
import * as styles from './Box.css';

export interface BoxProps
  extends
    Omit<AllHTMLAttributes<HTMLElement>, keyof NonNullable<Sprinkles> | 'as' | 'className'>,
    NonNullable<Sprinkles> {
  /**
   * The element to render.
   * @default 'div'
   */
  as?: ElementType;
  /** Extra class names, for a component's own vanilla-extract styles. */
  className?: string;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * The layout primitive every other component is built from: any element (`as`) with the
 * token-based sprinkles as props, responsive by breakpoint
 * (`padding={{ mobile: 'md', desktop: 'xl' }}`). Lists and buttons start without browser styles.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof NonNullable<Sprinkles>)) atoms[key] = value;
    else native[key] = value;
  }
  const reset = typeof as === 'string' ? styles.elementReset[as] : undefined;
  const classes = [styles.base, reset, sprinkles(atoms), className].filter(Boolean).join(' ');
  return createElement(as, { ...native, className: classes });
}
