// After `vite build` and the declarations: drop the side-effect style imports from
// dist/index.d.ts (types carry no CSS; the styles come from `@aarambh/ui/css`, and the font
// package is bundled, not a dependency), then check that dist holds only what we publish.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const index = path.join(dist, 'index.d.ts');
const declarations = readFileSync(index, 'utf8');
writeFileSync(index, declarations.replace(/^import '[^']+';\n/gm, ''));

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)));
const unexpected = files.filter((file) => /\.(stories|test)\.|__screenshots__|(^|\/)testing\//.test(file));
if (unexpected.length > 0) {
  console.error(`dist holds files that must not be published:\n  ${unexpected.join('\n  ')}`);
  process.exit(1);
}
for (const required of ['index.js', 'index.d.ts', 'ui.css']) {
  if (!files.includes(required)) {
    console.error(`dist/${required} is missing`);
    process.exit(1);
  }
}
console.log(`dist: ${files.length} files, no stories, tests or baselines.`);
