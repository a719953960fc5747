import {
  Separator as RACSeparator,
  SeparatorContext,
  Toolbar as RACToolbar,
  type SeparatorProps as RACSeparatorProps,
  type ToolbarProps as RACToolbarProps,
} from 'react-aria-components';
import * as styles from './Toolbar.css';

export type ToolbarProps = Omit<RACToolbarProps, 'className' | 'style'>;

/**
 * A row of controls that act on the same thing (the selected rows of a table, a document): the
 * WAI-ARIA toolbar. Wraps react-aria-components' Toolbar: Tab enters it and leaves it as one stop
 * (coming back to the control last used), and the arrow keys move between its controls (Left and
 * Right, or Up and Down when `orientation="vertical"`). Name it with `aria-label`. Controls wrap to
 * a new line when the row is too narrow. A Separator inside is drawn across the toolbar's
 * direction.
 */
export function Toolbar({ orientation = 'horizontal', children, ...props }: ToolbarProps) {
  return (
    <RACToolbar {...props} orientation={orientation} className={styles.toolbar}>
      {(renderProps) => (
        <SeparatorContext.Provider
          value={{ orientation: orientation === 'horizontal' ? 'vertical' : 'horizontal' }}
        >
          {typeof children === 'function' ? children(renderProps) : children}
        </SeparatorContext.Provider>
      )}
    </RACToolbar>
  );
}

export type SeparatorProps = Omit<RACSeparatorProps, 'className' | 'style'>;

/**
 * A line between groups of content or controls: an `<hr>`, or a `separator` across a row when
 * `orientation="vertical"`. Inside a Toolbar it takes the direction across the toolbar by itself.
 */
export function Separator(props: SeparatorProps) {
  return <RACSeparator {...props} className={styles.separator} />;
}
