import { useRef, useState, type MouseEvent } from 'react';
import { popover, popoverClosing } from './listbox.css';
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
 *
 * Gives the select's `isOpen` and `onOpenChange`, its Popover's `popoverClassName` and its
 * ListBox's `listBoxProps` (`choiceWithoutFocusProps`).
 */
export function useCloseAfterPaint({ isOpen, defaultOpen = false, onOpenChange }: ListOpenProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [isClosing, setClosing] = useState(false);
  // Each request to open or close; a close that waited for its frame is dropped if another came.
  const latest = useRef(0);
  return {
    isOpen: isOpen ?? ownOpen,
    popoverClassName: isClosing ? `${popover} ${popoverClosing}` : popover,
    listBoxProps: choiceWithoutFocusProps,
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

/**
 * The list's props that keep a pointer's press on an option from moving focus to it. A press that
 * chooses closes the list, and focus goes back to the trigger; on the way, the browser would focus
 * the option at `mousedown` (a touch's compatibility mousedown: no hover focused it first), and
 * React Aria would render the whole select again for the focused key, in the task of the tap
 * (12 to 18 ms on a slow phone, 4x CPU), only to move focus away in the next frame. A mouse has
 * focused the option on hover already, and the keyboard moves focus itself: neither changes. In the
 * capture phase: React Aria stops the option's mousedown from bubbling.
 */
const choiceWithoutFocusProps = {
  onMouseDownCapture: (event: MouseEvent<HTMLElement>) => {
    if (event.button === 0 && event.target instanceof Element && event.target.closest('[role="option"]'))
      event.preventDefault();
  },
};
