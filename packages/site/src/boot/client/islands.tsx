import {
  memo,
  Suspense,
  use,
  useCallback,
  type ComponentType,
  type FulfilledReactPromise,
  type PendingReactPromise,
  type ReactNode,
} from 'react';
import { protocol } from '../protocol';
import { FIRST_USE_EVENTS, afterNextPaint, isUse, whenFirstUsed } from './firstUse';
import { hasHeldInput, useBootRegion } from './replay';

/**
 * When an island's prerendered HTML hydrates:
 * - `visible`: when it comes near the viewport (what it shows depends on the visitor: today's
 *   dates, a chosen duration);
 * - `interaction`: when the visitor first points at it, touches it or moves focus into it (its
 *   links and buttons: until then it is HTML whose links work as plain links);
 * - `first-use`: on the visitor's first interaction with the page, anywhere (the navigation and
 *   the footer, whose controls a visitor reaches by scrolling, tabbing or the keyboard).
 * Any of them at once when the visitor used it before (input held by the boot script), and every
 * island on the first client-side navigation.
 */
export type IslandWhen = 'visible' | 'interaction' | 'first-use';

/** The attribute naming an island's element: the boot script's region for what is done to it. */
const ISLAND_ATTRIBUTE = protocol.island;

/** How near the viewport (in CSS pixels, any side) a `visible` island starts to hydrate. */
const NEAR_VIEWPORT = '200px';

/** A promise as React's `use` reads it: while `pending` it suspends, once `fulfilled` it does not. */
type Gate = PendingReactPromise<void> | FulfilledReactPromise<void>;

/** The prerendered element of each island still waiting to hydrate, by id (see `deferIslands`). */
const waiting = new Map<string, Element>();
const gates = new Map<string, { gate: Gate; open: () => void }>();
let observer: IntersectionObserver | undefined;

function gateOf(id: string) {
  let entry = gates.get(id);
  if (!entry) {
    let resolve: () => void = () => {};
    const gate = Object.assign(
      new Promise<void>((done) => {
        resolve = done;
      }),
      { status: 'pending' },
    ) as Gate;
    entry = {
      gate,
      open: () => {
        if (gate.status === 'fulfilled') return;
        // Fulfilled as React's `use` reads it: an event that reaches the island from now on
        // hydrates it at once, in the same task (unless its code is still to load, see
        // islandComponent), and is handled by it. The island's region is live once it has
        // committed (useBootRegion); until then the boot script holds what is done to it.
        Object.assign(gate, { status: 'fulfilled', value: undefined });
        waiting.delete(id);
        resolve();
      },
    };
    gates.set(id, entry);
  }
  return entry;
}

/**
 * Whether island `id` waits: its prerendered HTML is still on the page and nothing has opened it.
 * An island rendered by the client afresh (another page, or the same one mounted again) never waits.
 */
const isWaiting = (id: string) => waiting.get(id)?.isConnected === true;

/** Lets island `id` hydrate (idempotent). */
function openIsland(id: string): void {
  gateOf(id).open();
}

function islandOf(target: EventTarget | null): string | undefined {
  return (
    (target instanceof Element && target.closest(`[${ISLAND_ATTRIBUTE}]`)?.getAttribute(ISLAND_ATTRIBUTE)) ||
    undefined
  );
}

/**
 * Called once by the client entry before it hydrates prerendered HTML: from then on each island
 * keeps its HTML until it is needed. Listens in the capture phase of the window, so an island
 * opens before the boot script (on the document) would hold the event and before React (on the
 * root) sees it: React then hydrates the island at once and handles the event itself.
 */
export function deferIslands(): void {
  for (const element of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    const id = element.getAttribute(ISLAND_ATTRIBUTE);
    if (id) waiting.set(id, element);
  }
  const onFirstUse = (event: Event) => {
    if (!isUse(event)) return;
    const id = islandOf(event.target);
    if (id) openIsland(id);
  };
  for (const type of FIRST_USE_EVENTS)
    window.addEventListener(type, onFirstUse, { capture: true, passive: true });
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const id = islandOf(entry.target);
        if (id) openIsland(id);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
}

/** Lets every island hydrate: on the first client-side navigation, which re-renders the page. */
export function openAllIslands(): void {
  for (const id of [...waiting.keys()]) openIsland(id);
  observer?.disconnect();
}

/** Inside the island's boundary: waits for its gate while deferred, then takes its held input. */
function IslandContent({ id, children }: { id: string; children: ReactNode }) {
  if (isWaiting(id)) use(gateOf(id).gate);
  useBootRegion(id);
  return children;
}

interface IslandProps {
  /** Unique on the page: the island's boot region (boot/README.md). */
  id: string;
  when: IslandWhen;
  /** What the island shows: rendered on the server, hydrated when `when` says. */
  children: ReactNode;
}

function IslandBoundary({ id, when, children }: IslandProps) {
  const watch = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || !isWaiting(id)) return;
      if (hasHeldInput(id)) {
        openIsland(id);
        return;
      }
      if (when === 'first-use') {
        void whenFirstUsed().then(() => openIsland(id));
        return;
      }
      // The wrapper takes no box (display: contents); its first child has the island's.
      if (when === 'visible' && element.firstElementChild) observer?.observe(element.firstElementChild);
    },
    [id, when],
  );
  return (
    // display: contents: the wrapper changes no layout; the island's content is laid out as if
    // it were the parent's own child.
    <div {...{ [ISLAND_ATTRIBUTE]: id }} style={{ display: 'contents' }} ref={watch}>
      <Suspense fallback={null}>
        <IslandContent id={id}>{children}</IslandContent>
      </Suspense>
    </div>
  );
}

/**
 * Part of a page that hydrates on its own, later than the page (see boot/README.md): the
 * server renders it in full; the browser keeps that HTML, without running its components, until
 * `when` says, then hydrates it alone. What the visitor does to it before is held and replayed.
 * While it waits, the page's updates do not reach it (an update would make React replace the
 * waiting HTML with the empty fallback): it shows what the server rendered until it hydrates.
 */
export const Island = memo(
  IslandBoundary,
  (previous, next) =>
    previous.id === next.id &&
    previous.when === next.when &&
    (previous.children === next.children || isWaiting(next.id)),
);

const islandComponents = new Set<() => Promise<void>>();

/**
 * A component whose code is a chunk of its own, for an island: the browser loads it when the
 * island opens, so a page that shows it pays nothing for it before (the category pages' cards
 * with their duration selects, say). The server loads it before it renders
 * (`preloadIslandComponents`), so the prerendered HTML has it in full, and so does the client
 * before it renders another page afresh (start.tsx) and the page stories.
 */
export function islandComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const loaded = (component: ComponentType<P>) => {
    Loaded = component;
  };
  const preload = () => (loading ??= load().then(loaded));
  islandComponents.add(preload);
  // Rendered before its code is there: in the hydration React does, in the handler of the first
  // touch of a waiting island, to hand it the touch. Asking for the chunk there would add its
  // chunks' preload links in that handler (Vite's preload helper: a link each, about 30 for the
  // header, 130 ms at 4x CPU), and the touch would paint nothing, not even the control's pressed
  // state, until they were in. The chunks are asked for once that frame has painted; the touch is
  // replayed once the island has hydrated, as before.
  const preloadAfterPaint = () => (loading ??= afterNextPaint().then(load).then(loaded));
  return function IslandComponent(props: P) {
    if (!Loaded) use(preloadAfterPaint());
    return Loaded ? <Loaded {...props} /> : null;
  };
}

/** Loads the code of every island component of the route modules loaded so far. */
export async function preloadIslandComponents(): Promise<void> {
  await Promise.all([...islandComponents].map((preload) => preload()));
}
