import {
  Collection,
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger as RACMenuTrigger,
  Popover,
  Separator,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type MenuTriggerProps as RACMenuTriggerProps,
  type PopoverProps,
  type SeparatorProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { Check } from '../private/icons';
import * as listStyles from '../private/listbox.css';
import * as styles from './Menu.css';

export type MenuTriggerProps = RACMenuTriggerProps;

/**
 * Opens a Menu from a button: the WAI-ARIA menu button pattern. Its first child is the button (the
 * kit's Button or IconButton, or any react-aria-components Button), its second the Menu. Enter,
 * Space or Down opens the menu on its first item, Up on its last; Escape or a choice closes it and
 * the focus goes back to the button.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

export interface MenuProps<T> extends Omit<RACMenuProps<T>, 'className' | 'style'> {
  /**
   * Where the menu opens, relative to its button; it flips when there is no room.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
}

/**
 * A list of actions (or of choices, with `selectionMode`) in a popover, opened by a MenuTrigger.
 * Wraps react-aria-components' Menu in its Popover: the arrow keys move between items, Home and End
 * jump to the ends, typing a letter moves to a matching item, Enter or Space chooses. Handle the
 * choice with `onAction` (the item's `id`) or on each MenuItem.
 */
export function Menu<T extends object>({ placement = 'bottom start', ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} offset={4} className={`${listStyles.popover} ${styles.popover}`}>
      <RACMenu {...props} className={styles.menu} />
    </Popover>
  );
}

export type MenuItemProps<T = object> = Omit<RACMenuItemProps<T>, 'className' | 'style'>;

/**
 * One item of a Menu: an action, a link (with `href`) or, in a menu with `selectionMode`, a choice
 * that shows a check mark while selected. Give `textValue` when the content is not plain text, for
 * type-ahead.
 */
export function MenuItem<T extends object>({ children, textValue, ...props }: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      // Children given as a function hide a plain-text label from React Aria: name it for type-ahead.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={`${listStyles.option} ${styles.item}`}
    >
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          {renderProps.selectionMode === 'none' ? null : <Check />}
        </>
      )}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T> extends Omit<RACMenuSectionProps<T>, 'className' | 'style'> {
  /** The section's visible heading, which also names its group for screen readers. */
  title?: ReactNode;
}

/**
 * A group of items in a Menu, with an optional heading. A section can have its own
 * `selectionMode`, e.g. a "Sort by" group of choices beside plain actions.
 */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={styles.section}>
      {title ? <Header className={styles.header}>{title}</Header> : null}
      <Collection items={props.items}>{children}</Collection>
    </RACMenuSection>
  );
}

export type MenuSeparatorProps = Omit<SeparatorProps, 'className' | 'style' | 'orientation'>;

/** A line between groups of items in a Menu. */
export function MenuSeparator(props: MenuSeparatorProps) {
  return <Separator {...props} className={styles.separator} />;
}
