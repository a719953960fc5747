import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** Everything the package depends on stays an import; only the kit's own code is bundled. */
const externals = [...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.dependencies ?? {})];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Library mode inlines every asset as base64, which would put all seven Inter subsets (about 220 kB)
 * into ui.css. Marking the font files `?no-inline` emits them beside it instead, so a browser loads
 * only the subsets a page uses (by unicode-range).
 */
function fontFilesBesideCss(): Plugin {
  return {
    name: 'aarambh:font-files-beside-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/@fontsource(-variable)?\/.+\.css$/.test(id)) return null;
      return { code: code.replace(/url\((\.\/files\/[^)?]+\.woff2?)\)/g, 'url($1?no-inline)'), map: null };
    },
  };
}

export default defineConfig({
  // Relative URLs in ui.css, so the fonts resolve wherever the package is installed.
  base: './',
  plugins: [fontFilesBesideCss(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // One stylesheet for the whole kit (reset, font faces, themes, every component): dist/ui.css.
    cssCodeSplit: false,
    lib: {
      // The global styles (src/styles.ts) are an entry of their own: the components' entry has no
      // side effects. Their JS chunk is empty and removed by scripts/finish-build.mjs.
      entry: { styles: 'src/styles.ts', index: 'src/index.ts' },
      formats: ['es'],
      fileName: (_format, entryName) => `${entryName}.js`,
      cssFileName: 'ui',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        // Every component is a client component (state, effects, event handlers): a React Server
        // Components tree (the Next.js App Router) may import the kit only through this marker.
        banner: "'use client';",
        assetFileNames: (asset) =>
          asset.names[0]?.endsWith('.css') ? '[name][extname]' : 'fonts/[name][extname]',
      },
    },
  },
});
