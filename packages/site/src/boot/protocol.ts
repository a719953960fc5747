/**
 * The HTML contract of a prerendered page, declared once: the attributes the prerender step
 * writes, the inline script and the client read, and the window global the inline script fills
 * for the client. The inline script cannot import (it is serialized into the page): it is handed
 * this object as its argument (server/bootScript.ts). `scripts/prerender.mjs` reads it from the
 * server build, the end-to-end tests from this file. Plain data only, so that Node and Playwright
 * can load it as it is.
 */
export const protocol = {
  /** On the inline script: the URL of the page's entry module, which it starts after the first paint. */
  pageScript: 'data-page-script',
  /** On the inline script: the chunk URLs (space-separated) the page hydrates with, preloaded with the entry. */
  pageModules: 'data-page-modules',
  /** On the inline script: the chunk URLs of what the page mounts once idle, preloaded right behind the page's code. */
  laterModules: 'data-later-modules',
  /**
   * The file the prerender step writes beside the pages: each lazy route's chunks by route id (a
   * `RouteModules`), which the client preloads with a route it navigates to (client/routeModules.ts).
   */
  routeModules: '/route-modules.json',
  /** On the inline script: the web fonts of the page's language to fetch after the first paint (a `WebFontBoot` as JSON). */
  webFont: 'data-web-font',
  /** The local storage key, followed by a font's family, of the file of that family this browser has fetched. */
  webFontKey: 'aarambh:web-font:',
  /** On the inline script, on a page in two languages: the path of the same page in the other language. */
  twin: 'data-twin',
  /**
   * On the header's link to the same page in the other language: that language ('en' or 'hi'),
   * which the inline script remembers when the link is followed (inline/rememberLanguage.ts).
   */
  languageSwitch: 'data-language-switch',
  /** The local storage key of the language the visitor chose with that link. */
  languageKey: 'aarambh:language',
  /** On `#root`: the path the page was rendered for. */
  path: 'data-path',
  /** On `#root`: the id of the deepest route the page matched. */
  route: 'data-route',
  /**
   * On `#root`, where that route's module is a chunk of its own: its URL, which the client hydrates
   * the page from without the route tables (client/start.tsx).
   */
  routeModule: 'data-route-module',
  /** On `#root`, with `routeModule`: that route's path pattern (`opportunity/:id`); none for an index route. */
  routePath: 'data-route-path',
  /** On `#root`: the day the page was rendered on ('YYYY-MM-DD'). */
  rendered: 'data-rendered',
  /** On `#root`: the URL of the full stylesheet. */
  stylesheet: 'data-stylesheet',
  /** On an island's wrapper element: the island's id, its boot region. */
  island: 'data-island',
  /**
   * On a file button (the kit's FileDropZone writes it): the inline script opens its file input
   * at once, during the visitor's own click.
   */
  fileChooser: 'data-file-chooser',
  /** The window property where the inline script keeps what it holds (`BootState`). */
  global: '__aarambhBoot',
  /**
   * The User Timing mark the layout sets when the page is first idle after hydration and the flows
   * every page has (help chat, promo popup, cookie banner) start to load. What is requested before
   * it is the first paint and hydration; the speed budget script and the e2e tests split at it.
   */
  afterFirstPaintMark: 'aarambh:after-first-paint',
} as const;

export type BootProtocol = typeof protocol;

/**
 * What `protocol.webFont` holds, as JSON: the web fonts the inline script fetches after the first
 * paint (server/webFont.ts), those of the body font stack of the page's language.
 */
export interface WebFontBoot {
  /** The custom property that holds the body font stack. */
  property: string;
  /** The page's body font stack, as the kit's CSS gives it to the page's language, an entry a family. */
  stack: string[];
  /** The fonts the site serves in that stack, each the one file the page needs of it. */
  fonts: WebFontFile[];
}

/** A font of `WebFontBoot`. */
export interface WebFontFile {
  /** The font file the boot script fetches after the first paint (Inter's Latin subset, say). */
  file: string;
  /** The family the file belongs to, as its `@font-face` rule names it. */
  family: string;
  /** Where in the stack the family is: the entry left out until the browser has the file. */
  entry: number;
  /** A character of the file's unicode-range, which picks that file of the family. */
  sample: string;
}

/**
 * What `protocol.routeModules` holds: for each lazy route's id, the URLs of the chunks its module
 * loads (itself first, following static imports), but those every page has loaded with the entry.
 */
export type RouteModules = Record<string, string[]>;

/** A part of the page that hydrates on its own: each island, by its id, and the rest, 'page'. */
export type BootRegion = 'page' | (string & {});

/** What the inline script held, with the region it is for (inline/holdEarlyInput.ts decides it). */
export type HeldInput = { region: BootRegion } & (
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'change'; target: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement }
);

/**
 * What the inline script keeps at `window[protocol.global]`: the regions whose events React
 * handles itself (hydrated, or hydratable on demand), and what it holds for the others.
 */
export interface BootState {
  live: Set<BootRegion>;
  held: HeldInput[];
}
