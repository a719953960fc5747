import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { hindiAtBuild } from '../../scripts/hindiAtBuild.ts';
import { vanillaExtractBuild } from '../../scripts/vanillaExtractBuild.ts';

/**
 * The kit's fonts (Inter, and the Devanagari face of a Hindi page) with `font-display: optional` in
 * the site: a first visit on a slow connection keeps the fallback font instead of swapping fonts
 * after the first paint (which moves the text: layout shift); the font is cached for the next page.
 * The kit's own stories keep `swap`.
 */
function fontDisplayOptional(): Plugin {
  return {
    name: 'aarambh:font-display-optional',
    enforce: 'pre',
    transform(code, id) {
      if (!/@fontsource-variable\/inter\/[\w-]+\.css$|ui[\\/]src[\\/]css[\\/]devanagari\.css$/.test(id))
        return null;
      return code.replaceAll('font-display: swap', 'font-display: optional');
    },
  };
}

/**
 * React's own useSyncExternalStore for `use-sync-external-store/shim`, which react-aria,
 * react-stately and @xstate/react import to run on React 16 and 17 as well: on React 19 the shim's
 * code is never run, yet every page downloaded it. Not for the package's own modules (its
 * `with-selector`, which @xstate/react uses, requires the shim from CommonJS, which would need
 * rolldown's interop code in every page's runtime chunk).
 */
function reactSyncExternalStore(): Plugin {
  const hook = fileURLToPath(new URL('src/lib/useSyncExternalStore.ts', import.meta.url));
  return {
    name: 'aarambh:react-sync-external-store',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!/^use-sync-external-store\/shim(\/index\.js)?$/.test(source)) return null;
      return importer && /[\\/]use-sync-external-store[\\/]/.test(importer) ? null : hook;
    },
  };
}

/**
 * react-aria works out the browser's locale as its locale module is evaluated, on every page with a
 * toolbar, a select, a dialog or a toast, though nothing is formatted or laid out by it then. Two
 * calls there are the costly part of evaluating the page's code on a slow phone:
 * - the check of the language tag, `Intl.DateTimeFormat.supportedLocalesOf`: the page's first
 *   DateTimeFormat call, which sets up ICU's date formatting (17 to 29 ms in Chromium on our
 *   machines, four times that on a throttled phone). It only turns a malformed tag into `en-US`;
 *   `new Intl.Locale` refuses the same tags (a RangeError) for a fraction of a millisecond.
 * - the text direction, `isRTL`: `Intl.Locale#maximize()` loads ICU's likely-subtags data (about
 *   17 ms on a throttled phone). It becomes a getter that works it out when first read (by a
 *   component that lays out by direction, as it renders) and keeps it.
 * The client build fails if the library's module no longer has either call (or is not found), so
 * an upgrade cannot drop this unnoticed. (The server render and the development server keep the
 * library as it is.)
 */
function reactAriaLocaleAtLoad(): Plugin {
  const replacements: [RegExp, string][] = [
    [/Intl\.DateTimeFormat\.supportedLocalesOf\(\[\s*locale\s*\]\)/, 'new Intl.Locale(locale)'],
    [
      /direction: (\(0, [\w$]+\)\(locale\)) \? 'rtl' : 'ltr'/,
      "get direction() { const direction = $1 ? 'rtl' : 'ltr'; Object.defineProperty(this, 'direction', { value: direction, enumerable: true }); return direction; }",
    ],
  ];
  const review = 'review aarambh:react-aria-locale-at-load in vite.config.ts';
  let replaced = false;
  return {
    name: 'aarambh:react-aria-locale-at-load',
    enforce: 'pre',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transform(code, id) {
      if (!/react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/.test(id)) return null;
      let patched = code;
      for (const [call, replacement] of replacements) {
        if (!call.test(patched))
          this.error(`react-aria's useDefaultLocale no longer has ${call.source}: ${review}`);
        patched = patched.replace(call, replacement);
      }
      replaced = true;
      return patched;
    },
    buildEnd(error) {
      if (!error && !replaced) this.error(`react-aria's useDefaultLocale was not in the build: ${review}`);
    },
  };
}

/** The chunks every page loads with the entry (the groups below), by file name. */
const EVERY_PAGE_CHUNK = /(^|\/)(framework|common|initial|rolldown-runtime)-[\w-]+\.js$/;

/** The chunks of the route modules (`src/routes/`), by file name: `routeChunks` finds them. */
const routeChunkFiles = new Set<string>();

/**
 * Lazy modules rendered only inside another lazy module's components, by source file: the Hindi
 * footer's subscribe form, which a Hindi page's route module names (layout/hindiLayout.ts) and the
 * footer renders (layout/chromeParts.ts). Its chunk is asked for once the footer's code has run, or
 * with it (`preloadIslandComponents`, whose other island is the footer, its list in hand), so the
 * chunks that code imports are there or on their way already: its list leaves them out (25 of its
 * 30 names, which every Hindi page's first visit carried).
 */
const RENDERED_INSIDE: Record<string, string> = {
  'src/flows/subscribe/HindiSubscribeForm.tsx': 'src/layout/chromeParts.ts',
};

/** By chunk file: the chunks already loaded when it is asked for (`RENDERED_INSIDE`). */
const loadedBefore = new Map<string, Set<string>>();

/** A chunk's file with every chunk it imports, directly or through others (into `seen`). */
function importClosure(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) importClosure(bundle, imported, seen);
  return seen;
}

/**
 * Finds the route modules' chunks once the bundle's names are final, before Vite's preload helper
 * writes the lists of what each lazy chunk imports (its own `generateBundle`, a later plugin): a
 * route's list comes from the prerender step's file instead (src/boot/client/routeModules.ts). Also
 * finds what is loaded before each module of `RENDERED_INSIDE`.
 */
function routeChunks(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'aarambh:route-chunks',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_, bundle) {
      routeChunkFiles.clear();
      loadedBefore.clear();
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      for (const file of chunks)
        if (file.facadeModuleId && /[\\/]src[\\/]routes[\\/]/.test(file.facadeModuleId))
          routeChunkFiles.add(file.fileName);
      if (routeChunkFiles.size === 0) this.error('No chunk of a route module (src/routes/) in the bundle');
      const chunkOf = (source: string) => {
        const chunk = chunks.find((file) => file.facadeModuleId === `${root}${source}`);
        if (!chunk) this.error(`No chunk of ${source} (RENDERED_INSIDE in vite.config.ts)`);
        return chunk;
      };
      for (const [inner, outer] of Object.entries(RENDERED_INSIDE))
        loadedBefore.set(chunkOf(inner).fileName, importClosure(bundle, chunkOf(outer).fileName));
    },
  };
}

/**
 * Asks the browser to compile the functions of the chunks a page loads for what the visitor does
 * (the flows, dialogs and widgets: every chunk but those every page and each route hydrate with)
 * as it loads them, off the main thread, with V8's explicit compile hint (a first-line
 * `//# allFunctionsCalledOnLoad`; browsers without it read a comment). Otherwise each function is
 * compiled on the main thread the first time it runs, in the visitor's press: opening the
 * internship's payment dialog the first time took 47 ms of script at 4x CPU and 30 ms the times
 * after; with these chunks hinted, the first took 41 ms. The chunks of the first paint and
 * hydration are left to the browser's lazy compiling, which runs what the page uses and no more.
 */
function compileHints(): Plugin {
  return {
    name: 'aarambh:compile-hints',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      // What a page hydrates with: the entry and each route module, with all they import.
      const hydrating = new Set<string>();
      for (const chunk of chunks)
        if (chunk.isEntry || routeChunkFiles.has(chunk.fileName))
          importClosure(bundle, chunk.fileName, hydrating);
      for (const chunk of chunks)
        if (!hydrating.has(chunk.fileName)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
    },
  };
}

/**
 * The client build fails when its chunks import each other in a circle. The groups below place
 * modules by hand; when a module in one group imports a module placed in another that imports the
 * first, the browser runs one chunk before the other it needs, and the page never hydrates (a
 * kit checkbox moved into `common` once made `common` and `fields` import each other: "Cannot read
 * properties of undefined (reading 'forwardRef')" on every page). Rolldown's strictExecutionOrder
 * would run them in order at a cost in every page's bytes; the fix is to place the module with the
 * group it imports.
 */
function noChunkCycles(): Plugin {
  return {
    name: 'aarambh:no-chunk-cycles',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
      const chunkOf = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk.fileName])));
      /** What a module imports that is in a chunk, through re-exporting modules that are in none. */
      const reached = (id: string, seen = new Set<string>()): string[] =>
        (this.getModuleInfo(id)?.importedIds ?? []).flatMap((imported) => {
          if (chunkOf.has(imported)) return [imported];
          if (seen.has(imported)) return [];
          seen.add(imported);
          return reached(imported, seen);
        });
      /** The modules of one chunk that import a module of the next, as `module → module`. */
      const crossings = (from: string, to: string) =>
        [...chunkOf]
          .filter(([, chunk]) => chunk === from)
          .flatMap(([id]) =>
            reached(id)
              .filter((imported) => chunkOf.get(imported) === to)
              .map((imported) => `${id} → ${imported}`),
          );
      const done = new Set<string>();
      const visit = (chunk: string, path: string[]): void => {
        const seen = path.indexOf(chunk);
        if (seen >= 0) {
          const circle = [...path.slice(seen), chunk];
          const steps = circle
            .slice(1)
            .map((to, index) => crossings(circle[index]!, to).slice(0, 3).join('\n  '));
          this.error(`Chunks import each other in a circle: ${circle.join(' → ')}\n  ${steps.join('\n  ')}`);
        }
        if (done.has(chunk)) return;
        for (const next of imports.get(chunk) ?? []) visit(next, [...path, chunk]);
        done.add(chunk);
      };
      for (const chunk of imports.keys()) visit(chunk, []);
    },
  };
}

/**
 * Two builds from one config: `vite build` makes the client bundle (with a manifest, so the
 * prerender step can link each route's JS and CSS); `vite build --ssr src/entry-server.tsx`
 * makes the server renderer the prerender step runs. `npm run build` (scripts/build.mjs) gives
 * each its own `--outDir` in a fresh folder of its build; see scripts/prerender.mjs.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    command === 'build' ? vanillaExtractBuild() : vanillaExtractPlugin(),
    fontDisplayOptional(),
    reactSyncExternalStore(),
    reactAriaLocaleAtLoad(),
    noChunkCycles(),
    routeChunks(),
    compileHints(),
    hindiAtBuild(),
  ],
  resolve: {
    // Workspace packages are compiled from source (see their package.json "exports").
    conditions: ['@aarambh/source', 'module', 'browser', 'development|production'],
  },
  server: {
    port: 5173,
    // In development the API runs beside Vite (npm start serves both from one origin).
    proxy: { '/api': 'http://localhost:8080' },
  },
  ssr: {
    // The kit, the catalogue and the schemas are TypeScript and vanilla-extract source: bundle them.
    noExternal: ['@aarambh/ui', '@aarambh/content', '@aarambh/machines'],
    resolve: { conditions: ['@aarambh/source', 'module', 'node', 'development|production'] },
  },
  build: isSsrBuild
    ? { target: 'node24', outDir: 'node_modules/.cache/site-server', emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        manifest: true,
        // `npm run build` names a fresh folder; a bare `vite build` writes here, never into the served dist.
        outDir: 'node_modules/.cache/site-client',
        emptyOutDir: true,
        // One stylesheet: each prerendered page inlines the part it needs (see scripts/prerender.mjs).
        cssCodeSplit: false,
        // A lazy module's imports are preloaded with it, so a route or an island loads in one
        // round trip, not one per level of imports. An island's list is Vite's preload helper's,
        // which the module that imports it carries (the entry carries most). A route's is not:
        // the route tables would carry every route's list into every first visit, so the client
        // preloads a route's chunks from the prerender step's file (src/boot/client/routeModules.ts),
        // and a first visit its page's from the boot script (src/boot/inline/loadAfterFirstPaint.ts).
        // The lists leave out the chunks every page loads before any lazy module, and those loaded
        // before a module rendered inside another (`RENDERED_INSIDE`). No polyfill: it would run
        // from the entry, after the boot script has preloaded the page's chunks, and Vite's helper
        // falls back to `preload` where `modulepreload` is missing.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (file, dependencies) =>
            routeChunkFiles.has(file)
              ? []
              : dependencies.filter(
                  (dependency) =>
                    !EVERY_PAGE_CHUNK.test(dependency) && !loadedBefore.get(file)?.has(dependency),
                ),
        },
        rolldownOptions: {
          output: {
            // The entry names every lazy chunk (the routes, the islands) for the preload helper,
            // and the hash is the part of a name that does not compress: 7 characters (the least
            // rolldown allows for this many chunks) rather than 8.
            chunkFileNames: 'assets/[name]-[hash:7].js',
            // Fewer, larger files: the API serves HTTP/1.1, where a browser fetches six files at a
            // time from one host, so on a slow phone every six files cost another round trip. The
            // automatic split made a chunk of every set of lazy parts sharing a module: 28 files
            // before Home hydrated and 27 more for the flows every page loads once idle.
            codeSplitting: {
              groups: [
                {
                  // Every page needs React and react-dom: one file compresses better than the
                  // shared chunks the automatic split makes of them. Not react-router: a page at
                  // its own URL hydrates without it, and it comes with the module that loads it
                  // when first needed (src/boot/client/reactRouter.ts).
                  name: 'framework',
                  priority: 4,
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                },
                {
                  // What the entry imports (the layout, the boot code), beside the entry itself,
                  // which stays the chunk index.html names.
                  name: 'initial',
                  priority: 3,
                  tags: ['$initial'],
                  test: (id: string) => !/entry-client\.tsx$|\.html/.test(id),
                },
                {
                  // The catalogue's opportunities and openings (with the openings' words by id, which
                  // their pages in either language read), their lookups by id and the option
                  // lists: shared by many pages, yet neither Home nor what every page mounts once
                  // idle uses them, so they are a file of their own rather than part of `common`
                  // below, which every page loads whole. Only these modules: their dependencies (the
                  // company config) stay where Home finds them. The schedule's sentences go with them:
                  // shared by the Hindi pages too, they went to `common`, which then imported the
                  // catalogue that imports `common`.
                  name: 'catalogue',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: /packages[\\/](content[\\/]src[\\/](opportunities|jobs|lookup|copy[\\/]jobs)\.ts|machines[\\/]src[\\/]schemas[\\/]options\.ts|site[\\/]src[\\/]lib[\\/]urlIds\.ts)$/,
                },
                {
                  // The listings' dates (open, closing, the day in words): a file of its own, as
                  // the automatic split made it, beside the catalogue whose fees it reads. With the
                  // Hindi careers pages eight parts use it, which put it into `common` below, and
                  // `common` then imported the catalogue, which imports `common`.
                  name: 'schedule',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: /packages[\\/]content[\\/]src[\\/]schedule\.ts$/,
                },
                {
                  // What every Hindi page and the Hindi footer use: the Hindi page's frame, the Hindi
                  // copy's entry module, the stale check of a copy, the Hindi tagline, the marking
                  // of Latin-script words, and the list of pages in two languages with the links to
                  // them (i18n/pages.ts and hrefIn.ts). They would be part of `common` below, which
                  // every page loads whole, English ones included; the navigation and the footer
                  // (whose code any page loads on first use) take them from this small file. The
                  // list of pages was a file of its own, yet every part that loads it loads this one:
                  // one file is one request fewer for every Hindi page. Each Hindi set stays with the
                  // pages that show it.
                  name: 'hindi',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: /packages[\\/](content[\\/]src[\\/](hindi|translation|copy[\\/]tagline\.hi)\.ts|site[\\/]src[\\/]i18n[\\/](HindiPage\.tsx|latin\.tsx|pages\.ts|hrefIn\.ts))$/,
                },
                {
                  // The calls' contracts: the form schemas with valibot and the API client. Only the
                  // pages with a form hydrate with them; the others (Careers, the category and
                  // opportunity pages) show the catalogue above and load them with a form on first
                  // use. The staff's pipeline goes with them: the schemas take its refusal messages,
                  // and left to the automatic chunks it joined the one with the company's config,
                  // which the catalogue imports, so the catalogue ran before the config it reads.
                  name: 'contracts',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: /packages[\\/](machines[\\/]src[\\/](schemas[\\/](?!options\.ts$)|pipeline[\\/])|site[\\/]src[\\/](api[\\/]|contexts[\\/]ApiClientContext))|node_modules[\\/]valibot[\\/]/,
                },
                {
                  // XState, its React binding and the charts' shared helpers that use it: every form
                  // and the help chat's and the promo popup's charts use them, which would make them
                  // part of `common` below, yet no page needs them before the visitor uses a flow (the
                  // help chat and the popup start their charts on first use:
                  // hooks/useChartOnFirstUse.ts). Not their dependencies but the two packages only
                  // @xstate/react imports (its selector hook, with the shim that hook requires, and
                  // its layout effect): left out, they went with the first lazy part that shares
                  // them, which imports this file, and this file imported it back. The shim the
                  // kit's toast queue imports is React's own hook (reactSyncExternalStore above).
                  name: 'statecharts',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: /node_modules[\\/](xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect)[\\/]|packages[\\/]machines[\\/]src[\\/]shared[\\/](submission|outcome)\.ts$|site[\\/]src[\\/]flows[\\/]forms[\\/]submitActor\.ts$/,
                },
                {
                  // What every page mounts once idle (layout/afterFirstPaint.ts: the help chat, the
                  // promo popup, the cookie banner, the notices' region), with what it shares with the
                  // parts it loads on first use (the help chat's panel and chart, the promo popup's
                  // chart, the cookie preferences, the toast region): the kit's dialog element, icon
                  // button, media query hook and toast queue (react-stately's ToastQueue), the
                  // overlays' order, the consent store, the session flag, the charts' constants and the
                  // popup's slides' pictures. Not the flows' words: each language's are a module of
                  // their own that imports this one (layout/englishFlows.tsx, afterFirstPaintHindi.tsx),
                  // so a Hindi page loads no English words with the code.
                  // One file: left to the automatic split, each set of sharers made a file of its
                  // own, nine small files beside the flows' own, and over HTTP/1.1 every six files
                  // cost a slow phone another round trip before the popup could show. Lowest
                  // priority, with its dependencies: what the groups above hold stays there. (The
                  // flows' module is in the file itself, not a file of its own that re-exports it,
                  // because the entry has no top-level await: rolldown turns its chunk optimizations
                  // off for a build with one.) A page that hydrates with one of the shared modules
                  // (About's media query, the forms' toast queue, the cookie policy's consent store)
                  // hydrates with this file: code it would load once idle anyway.
                  name: 'afterFirstPaint',
                  priority: 0,
                  includeDependenciesRecursively: true,
                  test: /site[\\/]src[\\/]layout[\\/]afterFirstPaint\.ts$|react-stately[\\/]dist[\\/]private[\\/]toast[\\/]useToastState\.mjs$|ui[\\/]src[\\/](components[\\/](Toast[\\/]toastQueue\.ts|DialogElement[\\/]|IconButton[\\/]|private[\\/]dialogParts\.css\.ts)|hooks[\\/]useMediaQuery\.ts)|machines[\\/]src[\\/](helpChat|promoPopup)[\\/](constants|withoutInput)\.ts|site[\\/]src[\\/]flows[\\/](overlayOrder|consent[\\/]consentStore|helpChat[\\/]chatInput|promo[\\/]sessionFlag)\.ts|site[\\/]src[\\/]content[\\/](popupSlides|slidePictures)\.ts$/,
                },
                {
                  // The widgets' shared react-aria and react-stately code: FocusScope (focus
                  // containment and restoration, the focus manager) and the tree walker it uses, the
                  // locale handling, the localized strings, the portal provider, the selection
                  // indicator and the toggle state. The dialogs, menus, selects, radio groups,
                  // toolbars and toasts use them, which would make them part of `common` below, yet
                  // nothing Home shows before the visitor interacts uses them (its help chat, popup
                  // and cookie banner are on the platform's overlays). One file, not five: a
                  // page with a widget needs most of them, and on a slow phone over HTTP/1.1 every
                  // six files cost another round trip. The locale module finds the default locale
                  // as it is evaluated, in the task that hydrates the page (made cheap by
                  // reactAriaLocaleAtLoad above).
                  name: 'widgets',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: /react-aria[\\/]dist[\\/]private[\\/](focus[\\/]FocusScope\.mjs$|utils[\\/]shadowdom[\\/]ShadowTreeWalker\.mjs$|i18n[\\/]|overlays[\\/]PortalProvider\.mjs$)|@internationalized[\\/]string[\\/]|react-aria-components[\\/]dist[\\/]private[\\/]SelectionIndicator\.mjs$|react-stately[\\/]dist[\\/]private[\\/]toggle[\\/]useToggleState\.mjs$/,
                },
                {
                  // The form fields' code: react-aria-components' text field, input, text area, field
                  // error, form and label, react-aria's and react-stately's form validation, field
                  // labelling and form reset, the kit's form, error summary, text fields, field labels
                  // and descriptions, the glyphs its form controls draw (a select's chevron, a
                  // checkbox's tick), its adoption of text typed before hydration, and the checkbox
                  // (the kit's and react-aria's: eight lazy parts use it, which made it part of
                  // `common`, importing this file, which imports `common`). The forms use
                  // it, the selects, menus and checkboxes, and the help chat's panel and the cookie
                  // preferences, which load on first use: no page needs it before the visitor
                  // interacts.
                  name: 'fields',
                  priority: 2,
                  includeDependenciesRecursively: false,
                  test: /react-aria-components[\\/]dist[\\/]private[\\/](TextField|Input|TextArea|FieldError|Form|Label|Checkbox)\.mjs$|react-aria[\\/]dist[\\/]private[\\/](textfield[\\/]useTextField|form[\\/]useFormValidation|label[\\/]use(Field|Label)|utils[\\/]useFormReset|checkbox[\\/]\w+|toggle[\\/]useToggle)\.mjs$|react-stately[\\/]dist[\\/]private[\\/]form[\\/]useFormValidationState\.mjs$|ui[\\/]src[\\/]components[\\/](Form|ErrorSummary|TextField|TextArea|Checkbox)[\\/]|ui[\\/]src[\\/]components[\\/]private[\\/](Field|FieldError|Label|Description|icons)\.tsx$|ui[\\/]src[\\/]components[\\/]private[\\/]useFieldText\.ts$/,
                },
                {
                  // The sections Home shares with other pages (the page section, the feature card,
                  // the hero illustration, the kit's columns): small files of their own left to the
                  // automatic split, which put the idle code of a first visit to Home (above) into a
                  // third round trip over HTTP/1.1. (The columns were in `common` below until it
                  // took twenty-five shares.)
                  name: 'sections',
                  priority: 1,
                  includeDependenciesRecursively: false,
                  test: /site[\\/]src[\\/](sections[\\/]PageSection\.tsx|illustrations[\\/]HeroIllustration\.tsx)$|ui[\\/]src[\\/]components[\\/](FeatureCard|Illustration|Columns)[\\/]/,
                },
                {
                  // Small parts that Careers, the category pages, the opportunity and job pages and
                  // the forms share, and Home does not use (so they stay out of `sections` above):
                  // the badge, the back link, the service card, the price display, the bullet list,
                  // the sidebar layout and the content helpers they show (with the fee note's words,
                  // which the Hindi opportunity pages share too). Left to the automatic
                  // split they were a file each, up to nine of an opportunity page's fifteen.
                  name: 'pageParts',
                  priority: 1,
                  includeDependenciesRecursively: false,
                  test: /site[\\/]src[\\/](lib[\\/](categoryRoute|scrollToSection)\.ts|sections[\\/](BulletList|WithSidebar|FeeNote)\.tsx)$|content[\\/]src[\\/](categoryTitles|posted|fees|copy[\\/]feeNote)\.ts$|ui[\\/]src[\\/]components[\\/](Badge|BackLink|ServiceCard|PriceDisplay)[\\/]/,
                },
                {
                  // The policy pages' shared parts (the page, a policy built from its words, and the
                  // English words themselves, which the Hindi pages check their hashes against): the
                  // English and the Hindi policies make eight parts that use them, which would put
                  // them in `common` below, importing `pageParts` (the bullet list), which imports
                  // `common`.
                  name: 'policies',
                  priority: 1,
                  includeDependenciesRecursively: false,
                  test: /site[\\/]src[\\/](sections[\\/]PolicyPage\.tsx|content[\\/]policyFrom\.ts)$|content[\\/]src[\\/]copy[\\/](privacyPolicy|termsOfService|cookiePolicy|refundPolicy|policyPage)\.ts$/,
                },
                {
                  // The policies' Hindi, which the four Hindi policy pages share: apart from the
                  // English ones' `policies` above, so an English policy page never loads it, and
                  // out of `common`, which every page's first visit loads.
                  name: 'policiesHindi',
                  priority: 1,
                  includeDependenciesRecursively: false,
                  test: /content[\\/]src[\\/]copy[\\/]policies\.hi\.ts$/,
                },
                {
                  // Modules that twenty-seven or more of the lazily loaded parts use (the kit's layout and
                  // text components, react-aria's press and focus handling): in every page's first
                  // download. Fewer shares put page-specific code into every page; more, dozens of
                  // small files again. (Eight until most pages got a Hindi twin, which doubled the
                  // shares: at eight or twelve, page parts went into `common`, which then imported
                  // `pageParts`, which imports `common`; sixteen until the contact and feedback
                  // pages got theirs, the same again; eighteen until the Hindi footer's subscribe
                  // form, a part of its own, put react-aria's visually hidden text and the kit's
                  // text into `common`: Home 99,399 -> 99,590 B, back to 99,421 B at nineteen, while
                  // the contact and feedback pages load 0.6 KB more; nineteen until the subscription
                  // pages' three Hindi twins and the withdraw page's, which made `common` and
                  // `pageParts` import each other again (the content's services, posted dates and
                  // structured data reached the count): at twenty-two Home is 99.3 KB as before;
                  // twenty-two until the privacy request form's and its confirmation's Hindi
                  // twins, the same again: at twenty-four Home is 99.3 KB and /hi as before;
                  // twenty-four until the verify page's Hindi twin, the same again (the kit's
                  // columns, which Home uses, then joined `sections` above); twenty-five until the
                  // guardian's page's, the same again: twenty-seven builds what twenty-six did,
                  // with a page's room to spare. A test keeping
                  // the catalogue out of `common` does not hold: a group takes its modules'
                  // dependencies too, and keeping to the kit and node_modules put the flows' chunk
                  // into Home's hydration.)
                  name: 'common',
                  priority: 1,
                  minShareCount: 27,
                },
              ],
            },
          },
        },
      },
}));
