import { useCallback, useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as parts from '../private/popoverParts.css';
import * as styles from './PopoverElement.css';

export const popoverElementPlacements = ['top start', 'top end', 'bottom start', 'bottom end'] as const;
export type PopoverElementPlacement = (typeof popoverElementPlacements)[number];

/** What `trigger` spreads on its button (a kit `Button` or `IconButton`). */
export interface PopoverTriggerProps {
  onPress: () => void;
  'aria-expanded': boolean;
  'aria-haspopup': 'dialog';
  'aria-controls': string | undefined;
}

export interface PopoverElementProps {
  /** The popover's heading and accessible name. */
  title: string;
  /** The content; a function receives `close`. */
  children: ReactNode | ((actions: { close: () => void }) => ReactNode);
  /** The button that opens and closes it, given the props to spread on it. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** Whether it is open (controlled); leave it out to let the popover keep its own state. */
  isOpen?: boolean;
  /** Open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called on every request to open or close: the trigger, Escape, a click outside, the close button. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Where it sits against the trigger; it flips above or below where there is no room. @default 'bottom start' */
  placement?: PopoverElementPlacement;
  /** Show a close button beside the title (Escape and a click outside always close it). @default true */
  showCloseButton?: boolean;
  /** The accessible name of the close button. @default 'Close' */
  closeLabel?: string;
}

/**
 * A small non-modal dialog beside the button that opens it, on the platform's Popover API (the
 * `popover` attribute), without react-aria's overlay code: the browser puts it in the top layer,
 * closes it on Escape and on a click outside (light dismiss), and gives the focus back to the
 * trigger when it closes with the focus inside. The popover itself has the focus when it opens;
 * the page stays usable (APG non-modal dialog), and Tab goes on from it to what follows the
 * trigger. CSS anchor positioning places it; where a browser has none, it shows in the middle of
 * the viewport.
 */
export function PopoverElement({
  title,
  children,
  trigger,
  isOpen: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  placement = 'bottom start',
  showCloseButton = true,
  closeLabel = 'Close',
}: PopoverElementProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = controlledOpen ?? ownOpen;
  const setOpen = (open: boolean) => {
    setOwnOpen(open);
    onOpenChange?.(open);
  };
  const close = () => setOpen(false);

  const id = useId();
  const titleId = useId();
  // A name CSS accepts for the anchor, from React's id (which may hold other characters).
  const anchorName = `--popover-${id.replace(/[^\w-]/g, '')}`;

  // Shown as it is added to the page, hidden before it leaves it (so the browser returns focus).
  const popoverRef = useRef<HTMLDivElement | null>(null);
  const showPopover = useCallback((popover: HTMLDivElement | null) => {
    if (!popover) return;
    popoverRef.current = popover;
    popover.showPopover();
    popover.focus();
    return () => {
      popoverRef.current = null;
      if (popover.matches(':popover-open')) popover.hidePopover();
    };
  }, []);
  // Escape and light dismiss: the browser has hidden it; the state follows. (A press on the trigger
  // while it is open reads the state of the render, still open when the browser has just hidden it
  // at the pointer's release: it closes it, not opens it again.)
  const hidden = useEffectEvent(() => setOpen(false));
  useEffect(() => {
    const popover = popoverRef.current;
    if (!isOpen || !popover) return;
    const toggled = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed' && popover.isConnected) hidden();
    };
    popover.addEventListener('toggle', toggled);
    return () => popover.removeEventListener('toggle', toggled);
  }, [isOpen]);

  return (
    <>
      <span className={styles.anchor} style={{ [styles.anchorProperty as string]: anchorName }}>
        {trigger({
          onPress: () => setOpen(!isOpen),
          'aria-expanded': isOpen,
          'aria-haspopup': 'dialog',
          'aria-controls': isOpen ? id : undefined,
        })}
      </span>
      {isOpen ? (
        <div
          ref={showPopover}
          id={id}
          popover="auto"
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={`${styles.popover} ${styles.placement[placement]}`}
          style={{ [styles.anchorProperty as string]: anchorName }}
        >
          <div className={parts.header}>
            <h2 id={titleId} className={parts.title}>
              {title}
            </h2>
            {showCloseButton ? (
              <span className={parts.close}>
                <IconButton icon="close" label={closeLabel} size="small" onPress={close} />
              </span>
            ) : null}
          </div>
          {typeof children === 'function' ? children({ close }) : children}
        </div>
      ) : null}
    </>
  );
}
