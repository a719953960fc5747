import {
  compile,
  cssFileFilter,
  processVanillaFile,
  type IdentifierOption,
} from '@vanilla-extract/integration';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = '/@vanilla-extract-css/';

/**
 * vanilla-extract for the production builds of the site and the console, one `.css.ts` file at a time: each file is
 * bundled with esbuild and evaluated on its own, and every file scope it touches becomes a virtual
 * CSS module named after that scope. The same scope always yields the same module, so the CSS is
 * complete and the build deterministic. (The official Vite plugin's shared compiler, under Vite 8,
 * left out the CSS of whichever modules it had evaluated for an earlier file, differently from
 * one build to the next.) Class names are the same in the client and the server build.
 * In development the official plugin is used (see each package's vite.config.ts).
 */
export function vanillaExtractBuild(): Plugin {
  const cssById = new Map<string, string>();
  let root = process.cwd();
  let identOption: IdentifierOption = 'short';
  return {
    name: 'aarambh:vanilla-extract-build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      identOption = config.mode === 'production' ? 'short' : 'debug';
    },
    async transform(_code, id, options) {
      const [filePath = id] = id.split('?');
      if (!cssFileFilter.test(filePath)) return null;
      const { source, watchFiles } = await compile({
        filePath,
        cwd: root,
        identOption,
        esbuildOptions: { conditions: ['@aarambh/source'] },
      });
      for (const file of watchFiles) this.addWatchFile(file);
      const code = await processVanillaFile({
        source,
        filePath,
        identOption,
        // The server build needs the class names only.
        outputCss: !options?.ssr,
        serializeVirtualCssPath: ({ fileScope, source: css }) => {
          const virtualId = `${VIRTUAL_PREFIX}${fileScope.packageName ?? 'local'}/${fileScope.filePath}.vanilla.css`;
          cssById.set(virtualId, css);
          return `import ${JSON.stringify(virtualId)};`;
        },
      });
      return { code, map: { mappings: '' } };
    },
    resolveId(source) {
      return cssById.has(source) ? source : null;
    },
    load(id) {
      return cssById.get(id) ?? null;
    },
  };
}
