import type { ReactNode } from 'react';
import { Text } from 'react-aria-components';
import * as styles from './field.css';

/** Hint text under a label; RAC's field context adds it to the control's `aria-describedby`. */
export function Description({ children }: { children?: ReactNode }) {
  if (children == null || children === '') return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}
