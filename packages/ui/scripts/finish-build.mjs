// After `vite build` and the declarations: drop the global styles' empty entry, give the
// declarations full relative paths, then check that dist holds only what we publish.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
// The global styles' entry (src/styles.ts) builds into ui.css (vite.config.ts drops its JS); its
// declaration file describes nothing (`@aarambh/ui/css` is the stylesheet).
rmSync(path.join(dist, 'styles.d.ts'), { force: true });
// TypeScript checks that a side-effect import resolves (noUncheckedSideEffectImports, on by
// default since TypeScript 6): `import '@aarambh/ui/css'` needs a declaration, which declares nothing.
writeFileSync(
  path.join(dist, 'ui.css.d.ts'),
  "// `import '@aarambh/ui/css'` applies the kit's stylesheet; it exports nothing.\nexport {};\n",
);

// tsc keeps import paths as written ('./components/Button/Button'), which resolve only for
// bundlers. A consumer type-checking with `moduleResolution: node16` or `nodenext` needs the file
// ('./components/Button/Button.js'), as arethetypeswrong checks in the consumer check.
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const fullPath = (specifier) => {
    const target = path.resolve(entry.parentPath, specifier);
    if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
    if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier}/index.js`;
    throw new Error(`${file}: cannot resolve ${specifier}`);
  };
  const text = readFileSync(file, 'utf8').replace(
    /(from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g,
    (_, before, specifier) => `${before}'${fullPath(specifier)}'`,
  );
  writeFileSync(file, text);
}

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)));
const unexpected = files.filter((file) =>
  /\.(stories|test)\.|__screenshots__|(^|\/)(testing|harness)\//.test(file),
);
if (unexpected.length > 0) {
  console.error(`dist holds files that must not be published:\n  ${unexpected.join('\n  ')}`);
  process.exit(1);
}
for (const required of ['index.js', 'index.d.ts', 'ui.css', 'ui.css.d.ts']) {
  if (!files.includes(required)) {
    console.error(`dist/${required} is missing`);
    process.exit(1);
  }
}
console.log(`dist: ${files.length} files, no stories, tests or baselines.`);
