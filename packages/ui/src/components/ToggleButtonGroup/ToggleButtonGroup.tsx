import type { Key } from 'react-aria-components';
import { Link, ToggleButton, ToggleButtonGroup as RACToggleButtonGroup } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './ToggleButtonGroup.css';

export interface ToggleOption<K extends string = string> {
  id: K;
  label: string;
  isDisabled?: boolean;
}

export interface ToggleButtonGroupProps<K extends string = string> {
  /** The choices, in order, e.g. All Departments, Engineering, Product. */
  options: readonly ToggleOption<K>[];
  /** The selected option (controlled). */
  selectedId?: K;
  /** The option selected at first (uncontrolled). */
  defaultSelectedId?: K;
  /** Called with the newly selected option. */
  onSelectionChange?: (id: K) => void;
  /** Names the group for assistive technology, e.g. 'Filter by department'. */
  'aria-label'?: string;
  /** The id of a visible heading that names the group. */
  'aria-labelledby'?: string;
  /** Whether any option can be chosen. @default false */
  isDisabled?: boolean;
  /**
   * Where each option leads, when the choice lives in the URL (e.g. `?department=Design`): the
   * options are then links, which work before (or without) the app's script, in a group whose
   * current link has `aria-current="true"`; the router's RouterProvider (see Link) follows them.
   * Without it the options are toggle buttons.
   */
  hrefFor?: (id: K) => string;
}

/**
 * A row of buttons of which exactly one is selected, for filtering a list in place (the
 * department filter on the Careers page). Wraps react-aria-components' ToggleButtonGroup in single
 * selection: a `radiogroup` of `radio` buttons. Tab enters and leaves the group, arrow keys move
 * between options, Enter or Space selects. The selected option shows a check mark as well as
 * colour. With `hrefFor` the options are links instead (a choice kept in the URL).
 */
export function ToggleButtonGroup<K extends string = string>({
  options,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  hrefFor,
  ...props
}: ToggleButtonGroupProps<K>) {
  if (hrefFor) {
    const current = selectedId ?? defaultSelectedId;
    return (
      <div role="group" {...props} className={styles.group}>
        {options.map((option) => (
          <Link
            key={option.id}
            href={hrefFor(option.id)}
            isDisabled={props.isDisabled || option.isDisabled}
            aria-current={option.id === current ? 'true' : undefined}
            data-selected={option.id === current || undefined}
            onPress={() => onSelectionChange?.(option.id)}
            className={styles.button}
          >
            <span className={styles.check}>
              <Icon name="check" />
            </span>
            {option.label}
          </Link>
        ))}
      </div>
    );
  }
  return (
    <RACToggleButtonGroup
      {...props}
      className={styles.group}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedId === undefined ? undefined : [selectedId]}
      defaultSelectedKeys={defaultSelectedId === undefined ? undefined : [defaultSelectedId]}
      onSelectionChange={(keys: Set<Key>) => {
        const [first] = keys;
        if (first !== undefined) onSelectionChange?.(String(first) as K);
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} isDisabled={option.isDisabled} className={styles.button}>
          <span className={styles.check}>
            <Icon name="check" />
          </span>
          {option.label}
        </ToggleButton>
      ))}
    </RACToggleButtonGroup>
  );
}
