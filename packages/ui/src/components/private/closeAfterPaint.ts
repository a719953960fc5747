import { useRef, useState } from 'react';
import { afterNextPaint } from './paintFirst';

/** A react-aria Select's open state props, controlled or not. */
export interface ListOpenProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * The open state of a select's list, closed in two steps: the press that closes it (a choice,
 * Escape, the trigger) hides the list at once (`isClosing`: the popover's `popoverClosing` style,
 * transparent and taking no pointer), and the list unmounts once the browser has painted that.
 *
 * React Aria makes the page behind a select's list `inert` while it is open and gives it back as
 * the list's popover closes; inertness is part of every element's computed style, so the browser
 * restyles the whole page (479 elements on a category page: 50 to 90 ms on a slow phone, 4x CPU)
 * before it can paint the choice. Closed this way, the choice and the re-priced card paint first
 * and the page is given back in the task after, as the kit's Modal makes the page inert a frame
 * after it shows (`paintFirst`). Focus goes back to the trigger as the list unmounts.
 */
export function useCloseAfterPaint({ isOpen, defaultOpen = false, onOpenChange }: ListOpenProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [isClosing, setClosing] = useState(false);
  // Each request to open or close; a close that waited for its frame is dropped if another came.
  const latest = useRef(0);
  return {
    isOpen: isOpen ?? ownOpen,
    isClosing,
    onOpenChange: (open: boolean) => {
      const request = ++latest.current;
      if (open) {
        setClosing(false);
        setOwnOpen(true);
        onOpenChange?.(true);
        return;
      }
      setClosing(true);
      void afterNextPaint().then(() => {
        if (latest.current !== request) return;
        setClosing(false);
        setOwnOpen(false);
        onOpenChange?.(false);
      });
    },
  };
}
