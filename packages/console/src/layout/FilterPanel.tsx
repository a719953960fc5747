import { Button, useMediaQuery } from '@aarambh/ui';
import { type ReactNode, useId, useState } from 'react';
import * as styles from './FilterPanel.css';
import { phoneQuery } from './phone.css';

interface FilterPanelProps {
  /** The search landmark's name, e.g. 'Filter the inbox'. */
  label: string;
  /** How many filters are set: shown on the phone's button, and whether "Clear filters" shows. */
  active: number;
  onClear: () => void;
  /** The filters' fields. */
  children: ReactNode;
}

/**
 * A screen's filters, as a search landmark: on a wider screen always shown, as many fields to a
 * row as fit; on a phone closed behind a "Filters" button (which counts those set), so that
 * what they filter is on the first screen. "Clear filters" shows while any is set.
 */
export function FilterPanel({ label, active, onClear, children }: FilterPanelProps) {
  const phone = useMediaQuery(phoneQuery);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <div className={styles.bar}>
        {phone && (
          <Button
            variant="secondary"
            size="small"
            aria-expanded={open}
            aria-controls={id}
            onPress={() => setOpen((was) => !was)}
          >
            {active > 0 ? `Filters (${active})` : 'Filters'}
          </Button>
        )}
        {active > 0 && (
          <Button variant="ghost" size="small" onPress={onClear}>
            Clear filters
          </Button>
        )}
      </div>
      <search className={styles.fields} aria-label={label} id={id} hidden={phone && !open}>
        {children}
      </search>
    </>
  );
}
