import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** Everything the package depends on stays an import; only the kit's own code is bundled. */
const externals = [...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.dependencies ?? {})];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Library mode inlines every asset as base64, which would put all seven Inter subsets (about 220 kB)
 * and the Devanagari face (50 kB) into ui.css. Marking the font files `?no-inline` emits them beside
 * it instead, so a browser loads only the subsets a page uses (by unicode-range).
 */
function fontFilesBesideCss(): Plugin {
  return {
    name: 'aarambh:font-files-beside-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/@fontsource(-variable)?\/.+\.css$|[\\/]src[\\/]css[\\/]devanagari\.css$/.test(id)) return null;
      return { code: code.replace(/url\(([^)?]+\.woff2?)\)/g, 'url($1?no-inline)'), map: null };
    },
  };
}

/**
 * CSS that follows the components a product imports. With every module kept (preserveModules) and
 * the CSS split by module, each `*.css.ts` module's styles are a file of their own, but library mode
 * leaves only an `/* empty css *\/` comment where the JS imported them. This puts the import back,
 * so a product's bundler takes a component's CSS with its JS: a Button-only app ships the Button's
 * styles, not the Carousel's. The global styles (what src/styles.ts imports: the font faces, the
 * themes' tokens and the reset) are one file, ui.css (`@aarambh/ui/css`), imported once by the app;
 * the modules they come from (the themes) import nothing, or an app would get the tokens twice.
 */
function cssFollowsModules(): Plugin {
  return {
    name: 'aarambh:css-follows-modules',
    generateBundle: {
      // After Vite's CSS plugin, which has moved each module's CSS into its `importedCss`.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        /** The CSS files a chunk and its static imports bring, in the order they apply. */
        const cssOf = (start: Rolldown.OutputChunk) => {
          const seen = new Set<string>();
          const css: string[] = [];
          const visit = (chunk: Rolldown.OutputChunk) => {
            if (seen.has(chunk.fileName)) return;
            seen.add(chunk.fileName);
            css.push(...(chunk.viteMetadata?.importedCss ?? []));
            for (const name of chunk.imports) {
              const imported = byName.get(name);
              if (imported) visit(imported);
            }
          };
          visit(start);
          return { css, chunks: seen };
        };
        const styles = chunks.find((chunk) => chunk.isEntry && chunk.name === 'styles');
        const index = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
        if (!styles || !index) throw new Error('the styles and index entries are missing');
        const global = cssOf(styles).css;
        this.emitFile({
          type: 'asset',
          fileName: 'ui.css',
          source: global.map((name) => String((bundle[name] as Rolldown.OutputAsset).source)).join('\n'),
        });
        for (const name of global) delete bundle[name];
        // The global styles' modules that the components do not use (src/styles.ts, the reset).
        const used = cssOf(index).chunks;
        for (const chunk of chunks) if (!used.has(chunk.fileName)) delete bundle[chunk.fileName];

        for (const chunk of chunks) {
          if (!used.has(chunk.fileName)) continue;
          const css = [...(chunk.viteMetadata?.importedCss ?? [])];
          const comments = chunk.code.match(/\/\* empty css +\*\//g) ?? [];
          if (comments.length !== css.length) {
            throw new Error(
              `${chunk.fileName}: ${css.length} CSS files but ${comments.length} empty-css comments`,
            );
          }
          // One comment per CSS module the source imported, in its order: each becomes its import
          // (or stays a comment for a global one), so no line moves and the source map holds.
          let next = 0;
          chunk.code = chunk.code.replace(/\/\* empty css +\*\//g, (comment) => {
            const file = css[next++]!;
            if (global.includes(file)) return comment;
            const relative = path.posix.relative(path.posix.dirname(chunk.fileName), file);
            return `import ${JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)};`;
          });
        }
      },
    },
  };
}

export default defineConfig({
  // Relative URLs in ui.css, so the fonts resolve wherever the package is installed.
  base: './',
  plugins: [fontFilesBesideCss(), vanillaExtractPlugin(), cssFollowsModules()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // A stylesheet per module, imported by the module's JS (see cssFollowsModules above).
    cssCodeSplit: true,
    lib: {
      // The global styles (src/styles.ts) are an entry of their own: the components' entry has no
      // side effects. Their JS is dropped and their CSS is ui.css (cssFollowsModules above).
      entry: { styles: 'src/styles.ts', index: 'src/index.ts' },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        // A module per source module: a product's bundler leaves out the components it does not
        // import, and their CSS with them.
        preserveModules: true,
        preserveModulesRoot: 'src',
        // Every component is a client component (state, effects, event handlers): a React Server
        // Components tree (the Next.js App Router) may import the kit only through this marker.
        // The entry is the package's only way in (package.json "exports"), and what it imports is
        // client code with it; on every module, it would make a product's bundler warn once per
        // module (MODULE_LEVEL_DIRECTIVE), hundreds of lines.
        banner: (chunk) => (chunk.isEntry && chunk.name === 'index' ? "'use client';" : ''),
        assetFileNames: (asset) =>
          asset.names[0]?.endsWith('.css') ? '[name][extname]' : 'fonts/[name][extname]',
      },
    },
  },
});
