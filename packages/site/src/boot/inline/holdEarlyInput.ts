import type { BootProtocol, BootRegion, BootState } from '../protocol';

/**
 * The first half of the page's one inline script (see ../README.md): it runs before the first
 * paint, long before the page's code, and holds what the visitor does to a part of the page that
 * is not hydrated yet, for `client/replay.ts` to hand to that part once it is. It is serialized
 * with `toString()` into every prerendered page, so it must stay self-contained: no imports but
 * types, no references outside itself; the names it reads come as its argument.
 */
export function holdEarlyInput(protocol: BootProtocol): void {
  // A region is live once React handles its events itself: hydrated, or hydratable on demand
  // (React hydrates a part at once when an event reaches it, if its code is there).
  const boot: BootState = { live: new Set(), held: [] };
  (window as unknown as Record<string, BootState>)[protocol.global] = boot;

  // Islands (an element with the island attribute, see client/islands.tsx: the navigation, the
  // footer, parts of a page) hydrate later than the rest of the page; dialogs and popovers are
  // portalled outside #root and belong to the page.
  const regionOf = (element: Element): BootRegion =>
    element.closest(`[${protocol.island}]`)?.getAttribute(protocol.island) || 'page';
  const holds = (target: EventTarget | null): target is Element =>
    target instanceof Element && !boot.live.has(regionOf(target));
  const textTypes = /^(text|email|tel|url|search|password|number|date|textarea)$/;

  // A submit would be the browser's own: held, and submitted again by the hydrated form.
  document.addEventListener(
    'submit',
    (event) => {
      if (!(event.target instanceof HTMLFormElement) || !holds(event.target)) return;
      event.preventDefault();
      boot.held.push({
        region: regionOf(event.target),
        kind: 'submit',
        target: event.target,
        submitter: event.submitter instanceof HTMLElement ? event.submitter : null,
      });
    },
    true,
  );
  // A button does nothing without its code: its press is pressed again once hydrated. A file
  // chooser must open while the click is the visitor's own (browsers allow it only then), so a
  // file button opens its input at once; the file chosen is a change, held below.
  const pressable = (target: EventTarget | null): HTMLElement | null => {
    const button = target instanceof Element ? target.closest('button, [role="button"]') : null;
    return button instanceof HTMLElement && !(button instanceof HTMLButtonElement && button.type === 'submit')
      ? button
      : null;
  };
  // A press can begin before its part is hydrated and end after (its code arrived in between):
  // the hydrated control never saw the press begin, and a pointer's click without its pointerdown
  // does nothing in React Aria. Such a click is taken from it and pressed again, as a held press
  // is replayed (a click from script, which every button takes as a press). The same goes for the
  // label of a radio or a checkbox: React Aria stops the label's click from checking the input, as
  // the browser would, and checks it on the press instead; its input is clicked, as a field's
  // change is replayed. (A label's click before hydration checks the input itself: a change, held.)
  const label = (target: EventTarget | null): HTMLLabelElement | null => {
    const found = target instanceof Element ? target.closest('label[data-react-aria-pressable]') : null;
    return found instanceof HTMLLabelElement ? found : null;
  };
  let pressedEarly: HTMLElement | null = null;
  document.addEventListener(
    'pointerdown',
    (event) => {
      pressedEarly = holds(event.target) ? (pressable(event.target) ?? label(event.target)) : null;
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = pressable(event.target);
      const pressed = button ?? label(event.target);
      const beganEarly = pressed !== null && pressed === pressedEarly;
      pressedEarly = null;
      if (!holds(event.target)) {
        if (beganEarly) {
          event.stopImmediatePropagation();
          if (pressed instanceof HTMLLabelElement) {
            event.preventDefault();
            pressed.control?.click();
          } else pressed.click();
        }
        return;
      }
      const chooser = event.target.closest(`[${protocol.fileChooser}]`);
      if (chooser && !(event.target instanceof HTMLInputElement)) {
        chooser.querySelector<HTMLInputElement>('input[type="file"]')?.click();
        return;
      }
      if (button) boot.held.push({ region: regionOf(button), kind: 'click', target: button });
    },
    true,
  );
  // Values (text, choices, files) stay in the elements; the hydrated fields are told of them.
  const change = (event: Event) => {
    const target = event.target;
    if (
      !holds(target) ||
      !(
        target instanceof HTMLInputElement ||
        target instanceof HTMLSelectElement ||
        target instanceof HTMLTextAreaElement
      )
    )
      return;
    // Text counts by its input events, other values by their change events.
    if ((event.type === 'input') !== textTypes.test(target.type)) return;
    boot.held.push({ region: regionOf(target), kind: 'change', target });
  };
  document.addEventListener('input', change, true);
  document.addEventListener('change', change, true);
}
