import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:kit-side-effects';
const RESOLVED = `\0${VIRTUAL}`;

/**
 * The kit's barrel (`@aarambh/ui` → src/index.ts) brings its global stylesheet and font faces with
 * bare side-effect imports, but the package marks only `*.css.*` files as having side effects, so
 * a production bundle that imports named exports skips the barrel and drops those imports (no
 * reset, no Inter). This plugin serves `virtual:kit-side-effects`: the barrel's bare imports,
 * resolved from the barrel, which the client entry imports. It keeps nothing else of the barrel,
 * so the kit still tree-shakes.
 */
export function kitSideEffects(barrel = '@aarambh/ui'): Plugin {
  return {
    name: 'aarambh:kit-side-effects',
    resolveId(source) {
      return source === VIRTUAL ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const entry = await this.resolve(barrel);
      if (!entry) throw new Error(`Cannot resolve ${barrel}`);
      const bare = [...readFileSync(entry.id, 'utf8').matchAll(/^import\s+['"]([^'"]+)['"];?\s*$/gm)];
      const lines = await Promise.all(
        bare.map(async ([, specifier]) => {
          const resolved = await this.resolve(specifier!, entry.id);
          if (!resolved) throw new Error(`Cannot resolve ${specifier} from ${entry.id}`);
          return `import ${JSON.stringify(resolved.id)};`;
        }),
      );
      return lines.join('\n');
    },
  };
}
