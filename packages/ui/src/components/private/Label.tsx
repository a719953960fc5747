import type { ReactNode } from 'react';
import { Label as RACLabel, type LabelProps as RACLabelProps } from 'react-aria-components';
import * as styles from './field.css';

export interface LabelProps extends Omit<RACLabelProps, 'className' | 'style'> {
  children: ReactNode;
  /** Adds a visible marker; the control itself carries `aria-required`. */
  isRequired?: boolean;
}

/** A field's visible label; RAC's field context links it to the control. */
export function Label({ children, isRequired = false, ...props }: LabelProps) {
  return (
    <RACLabel {...props} className={styles.label}>
      {children}
      {isRequired ? <RequiredMark /> : null}
    </RACLabel>
  );
}

/** The asterisk is decorative: the required state reaches assistive technology from the control. */
export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
}
