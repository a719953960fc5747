import {
  use,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Icon } from '../Icon/Icon';
import { DisclosureGroupContext, type DisclosureKey } from '../private/disclosureGroup';
import * as styles from './Disclosure.css';

export interface DisclosureProps {
  /** The always-visible heading text; pressing it shows or hides the content. */
  title: ReactNode;
  /** The content shown when expanded. */
  children: ReactNode;
  /**
   * The level of the heading around the trigger button, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Its key in an Accordion (for the Accordion's `expandedKeys`); not an element id. */
  id?: DisclosureKey;
  /** Open at first (uncontrolled; outside an Accordion). @default false */
  defaultExpanded?: boolean;
  /** Whether it is open (controlled; outside an Accordion, which holds its items' state). */
  isExpanded?: boolean;
  /** Called when the visitor opens or closes it (or find-in-page opens it). */
  onExpandedChange?: (isExpanded: boolean) => void;
  /** The button cannot be pressed. @default false */
  isDisabled?: boolean;
}

/**
 * A heading that shows and hides the content below it: one question of an FAQ, a block of small
 * print. The WAI-ARIA disclosure pattern on the platform: a native `<button>` with
 * `aria-expanded` inside a heading (Enter or Space toggles, as the browser gives a button), and a
 * panel that is `hidden="until-found"` while closed, so the browser's find-in-page reaches its
 * text and opens it. No react-aria press or focus handling runs on a tap: only the toggle renders
 * (on a slow phone react-aria's Disclosure spent most of a tap's 110 ms in its pointer and focus
 * handlers and in measuring the panel). Group several in an Accordion.
 */
export function Disclosure({
  title,
  children,
  headingLevel = 3,
  id,
  defaultExpanded = false,
  isExpanded: controlledExpanded,
  onExpandedChange,
  isDisabled = false,
}: DisclosureProps) {
  const group = use(DisclosureGroupContext);
  const ownId = useId();
  const key = id ?? ownId;
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const isExpanded = group ? group.isExpanded(key) : (controlledExpanded ?? ownExpanded);
  const disabled = isDisabled || (group?.isDisabled ?? false);
  const setExpanded = (next: boolean) => {
    if (group) group.setExpanded(key, next);
    else setOwnExpanded(next);
    onExpandedChange?.(next);
  };

  const panel = useRef<HTMLDivElement>(null);
  // React writes `hidden` as a boolean only (`hidden=""`, which find-in-page skips); a closed panel
  // is made findable here, before the browser paints. The server's `hidden` hides it until then.
  useLayoutEffect(() => {
    if (!isExpanded) panel.current?.setAttribute('hidden', 'until-found');
  }, [isExpanded]);
  // Find-in-page removes `hidden` itself as it reveals a match; the state follows.
  const onBeforeMatch = useEffectEvent(() => setExpanded(true));
  useEffect(() => {
    const element = panel.current;
    element?.addEventListener('beforematch', onBeforeMatch);
    return () => element?.removeEventListener('beforematch', onBeforeMatch);
  }, []);

  const HeadingTag = `h${headingLevel}` as const;
  const triggerId = `${ownId}-trigger`;
  const panelId = `${ownId}-panel`;
  return (
    <div className={styles.disclosure} data-expanded={isExpanded || undefined}>
      <HeadingTag className={styles.heading}>
        <button
          type="button"
          id={triggerId}
          className={styles.trigger}
          aria-expanded={isExpanded}
          aria-controls={panelId}
          disabled={disabled}
          onClick={() => setExpanded(!isExpanded)}
        >
          <span>{title}</span>
          <span className={styles.chevron}>
            <Icon name="chevron-down" size="small" />
          </span>
        </button>
      </HeadingTag>
      <div
        ref={panel}
        id={panelId}
        role="group"
        aria-labelledby={triggerId}
        hidden={!isExpanded}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
