import { printHidden } from '@aarambh/ui';
import { useSyncExternalStore } from 'react';

/**
 * The one place that decides how the overlays every page can have share the screen: the cookie
 * banner, the help chat's bar with its button and tip, the promo popup and the mobile menu drawer. Each reports
 * what it is doing here; `planOverlays` says what may show, so none covers another's controls.
 */

/** What the overlays report. */
export interface OverlayState {
  /** The visitor has not answered the cookie banner yet. */
  consentPending: boolean;
  /** The promo popup (a modal dialog) is open. */
  popupOpen: boolean;
  /** The mobile menu drawer (a modal dialog) is open. */
  drawerOpen: boolean;
  /**
   * A popover or dialog the visitor opened is open over the page: a select's list, a menu, the
   * help chat, the cookie preferences (not the promo popup, which opens on its own).
   */
  popoverOpen: boolean;
}

export interface OverlayPlan {
  /** The promo popup may open (once open, it stays until the visitor closes it). */
  popup: boolean;
  /** The cookie banner shows. */
  banner: boolean;
  /** The help chat's tip 'Get help from here' may show. */
  helpTip: boolean;
}

/**
 * A modal dialog (the popup, the drawer) takes the screen: the banner and the tip wait until it
 * closes, as they would otherwise lie over it (or, under it, be covered by it). The banner also
 * waits while any other popover or dialog is open: drawn over a select's list, it took the tap
 * meant for it, and the page behind an open list is inert, so a press on the banner only closed the
 * list and the visitor's answer was lost. The tip also waits until the banner is answered: on a
 * phone it lay over the banner's buttons and took their taps. The promo popup waits while the
 * drawer or anything else the visitor opened is open, for the same reason: as a modal dialog it
 * made the page inert, which closed the list the visitor was choosing from under their finger. The
 * help chat's bar stays, lifted above the banner (see `reserveBottomSpace`).
 */
export function planOverlays({
  consentPending,
  popupOpen,
  drawerOpen,
  popoverOpen,
}: OverlayState): OverlayPlan {
  const modalOpen = popupOpen || drawerOpen;
  return {
    popup: !drawerOpen && !popoverOpen,
    banner: consentPending && !modalOpen && !popoverOpen,
    helpTip: !consentPending && !modalOpen,
  };
}

/**
 * The roles of what is open over the page: popovers (a select's or a menu's list, the help chat)
 * and dialogs. A tooltip is none of them.
 */
const OVERLAY_ROLE = ':is([role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"])';

/**
 * Marks what holds an overlay that opens on its own (the promo popup), which is not one the
 * visitor opened: `usePopoverOpen` leaves it out.
 */
export const UNPROMPTED_OVERLAY = 'data-unprompted-overlay';

/**
 * An open overlay: what React Aria portals to the end of <body> while open, beside the page's root,
 * and, wherever they are in the page, the kit's platform overlays in the top layer (an open
 * `<dialog>`, a dialog shown with the Popover API), but for those marked as opening on their own.
 */
const OPEN_OVERLAY = [
  `body > :not(#root) ${OVERLAY_ROLE}`,
  `body > ${OVERLAY_ROLE}`,
  `dialog[open]:not([${UNPROMPTED_OVERLAY}] *)`,
  `${OVERLAY_ROLE}:popover-open:not([${UNPROMPTED_OVERLAY}] *)`,
].join(', ');

function overlayOpen(): boolean {
  return document.querySelector(OPEN_OVERLAY) !== null;
}

/**
 * Whether a popover or dialog the visitor opened is open over the page: watches what is portaled to <body>, and the
 * `toggle` events of the platform's dialogs and popovers (which do not bubble: heard as they go down).
 */
export function usePopoverOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const observer = new MutationObserver(listener);
      observer.observe(document.body, { childList: true });
      document.addEventListener('toggle', listener, { capture: true });
      return () => {
        observer.disconnect();
        document.removeEventListener('toggle', listener, { capture: true });
      };
    },
    overlayOpen,
    () => false,
  );
}

/**
 * A value one part of the page reports and others read as it changes: `set` tells the readers
 * (when it differs), `useValue` reads it in a component (`initial` on the server).
 */
function reportedValue<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next: T): void {
      if (Object.is(value, next)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    useValue: (): T =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      ),
  };
}

const drawerOpen = reportedValue(false);

/** The navigation reports its drawer opening and closing. */
export const reportDrawerOpen = (isOpen: boolean): void => drawerOpen.set(isOpen);

/** Whether the mobile menu drawer is open. */
export const useDrawerOpen = (): boolean => drawerOpen.useValue();

/** What takes room at the bottom of the viewport, in pixels: the help chat's bar and the cookie banner. */
const bottomRoom = { dock: reportedValue(0), banner: reportedValue(0) };

/**
 * The room the banner takes at the bottom of the viewport, in pixels (0 without it): the help
 * chat's bar sits that much higher. Given to the bar as a value, not as a custom property on the
 * root: an inherited property set there restyles every element of the page (8 to 12 ms in Chromium
 * on a category page, unthrottled; four times that on a slow phone), as the banner arrives.
 */
export const useBannerSpace = (): number => bottomRoom.banner.useValue();

/**
 * The page keeps the room the help chat's bar and the banner take at the bottom of the viewport
 * (`space` pixels for `owner`; 0 when it goes): the page may scroll that much further (an empty
 * element at its end, `roomAtTheEnd`), the browser scrolls a focused control above them
 * (scroll-padding), and the bar sits above the banner. So neither covers focused or interactive
 * content (WCAG 2.2 SC 2.4.11).
 */
export function reserveBottomSpace(owner: keyof typeof bottomRoom, space: number): void {
  bottomRoom[owner].set(space);
  const html = document.documentElement;
  const total = bottomRoom.dock.get() + bottomRoom.banner.get();
  if (total > 0) {
    html.style.scrollPaddingBottom = `${total}px`;
    roomAtTheEnd().style.height = `${total}px`;
    document.addEventListener('focusin', revealFocused);
  } else {
    html.style.removeProperty('scroll-padding-bottom');
    roomAtTheEnd().style.removeProperty('height');
    document.removeEventListener('focusin', revealFocused);
  }
}

/**
 * Brings a focused control the bars lie over above them. The browser scrolls a focused control into
 * view only when it lies outside the viewport: one inside it but under the bars (near the bottom of
 * a page scrolled to its top) stayed covered. `scrollIntoView` keeps the scroll-padding above.
 * Looked at in the next frame, before it is laid out: measured in the `focusin` itself, it laid the
 * page out and hit-tested it in the task of the press that moved focus (a dialog focused as it
 * opens: 4 to 12 ms on a slow phone, 4x CPU), before the rest of that task changed the page again.
 */
function revealFocused(event: FocusEvent): void {
  const first = focusedToReveal === undefined;
  focusedToReveal = event.target;
  if (first) requestAnimationFrame(revealLastFocused);
}

/** The last element focus moved to since the frame that will look at it was asked for. */
let focusedToReveal: EventTarget | null | undefined;

function revealLastFocused(): void {
  const target = focusedToReveal;
  focusedToReveal = undefined;
  if (!(target instanceof Element) || target !== document.activeElement) return;
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.bottom - Math.min(10, box.height / 4);
  if (y < 0 || y >= window.innerHeight) return;
  const top = document.elementFromPoint(x, y);
  if (top && top !== target && !target.contains(top)) target.scrollIntoView({ block: 'nearest' });
}

let room: HTMLElement | undefined;
/**
 * The room itself: an empty element at the end of `<body>`, left out of print like the bar and the
 * banner (the kit's `printHidden`). Padding on `<body>` would stay in print, where the bar and the
 * banner are not, and push a printed receipt onto a second page.
 */
function roomAtTheEnd(): HTMLElement {
  if (!room?.isConnected) {
    room = document.createElement('div');
    room.className = printHidden;
    room.setAttribute('aria-hidden', 'true');
    document.body.append(room);
  }
  return room;
}

/** The banner's room (see `reserveBottomSpace`). */
export const reserveBannerSpace = (space: number) => reserveBottomSpace('banner', space);

/** The help chat's bar's room (see `reserveBottomSpace`). */
export const reserveDockSpace = (space: number) => reserveBottomSpace('dock', space);
