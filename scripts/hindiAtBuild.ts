import MagicString from 'magic-string';
import { parseSync, Visitor, type Plugin } from 'vite';
import type * as Content from '../packages/content/src/hindi.ts';
import type * as Machines from '../packages/machines/src/hindi/index.ts';

/**
 * A module of Hindi texts: the catalogue's copy (`packages/content/src/copy/*.hi.ts`) and the
 * machines' messages (`packages/machines/src/hindi/*.hi.ts`, whose lookup takes a plain string as
 * up to date: `currentHindiMessages`).
 */
const HINDI_TEXT_MODULE =
  /[\\/]packages[\\/](content[\\/]src[\\/]copy|machines[\\/]src[\\/]hindi)[\\/][^\\/]+\.hi\.ts$/;
/** A module whose `hindiCopy` calls are rewritten: the site's and the machines' (not the catalogue, which defines it). */
const CALLING_MODULE = /[\\/]packages[\\/](site|machines)[\\/]src[\\/]/;
/** What `sourceHash` writes: 8 hex digits. */
const SOURCE_HASH = /^[0-9a-f]{8}$/;

/** A module rewritten for a build that found no stale Hindi text, and how many calls it rewrote. */
export interface HindiDecided {
  code: string;
  map: ReturnType<MagicString['generateMap']>;
  calls: number;
}

/**
 * One module as a client build that found no stale Hindi text ships it:
 * - in a module of Hindi texts (the catalogue's copy, the machines' messages), each
 *   `{ text, source }` becomes its `text` (the hash of the English it translates is only needed to
 *   find stale texts, which the build has done);
 * - in the site's and the machines' modules, each `hindiCopy(english, hindi)` becomes
 *   `currentHindi(hindi)`, so the English a Hindi page would only have compared is left out of its
 *   chunks.
 * Returns null for a module it leaves as it is.
 */
export function hindiDecided(code: string, id: string): HindiDecided | null {
  const flatten = HINDI_TEXT_MODULE.test(id);
  const rewriteCalls = CALLING_MODULE.test(id) && code.includes('hindiCopy');
  if (!flatten && !rewriteCalls) return null;
  const { program, errors } = parseSync(id, code);
  if (errors.length > 0) return null;
  const output = new MagicString(code);
  let calls = 0;
  let texts = 0;
  new Visitor({
    ObjectExpression(node) {
      if (!flatten || node.properties.length !== 2) return;
      const byKey = new Map<string, (typeof node.properties)[number]>();
      for (const property of node.properties)
        if (property.type === 'Property' && !property.computed && property.key.type === 'Identifier')
          byKey.set(property.key.name, property);
      const text = byKey.get('text');
      const source = byKey.get('source');
      if (text?.type !== 'Property' || source?.type !== 'Property') return;
      if (source.value.type !== 'Literal' || typeof source.value.value !== 'string') return;
      if (!SOURCE_HASH.test(source.value.value)) return;
      output.overwrite(node.start, node.end, code.slice(text.value.start, text.value.end));
      texts += 1;
    },
    CallExpression(node) {
      if (!rewriteCalls || node.callee.type !== 'Identifier' || node.callee.name !== 'hindiCopy') return;
      const [, hindi] = node.arguments;
      if (node.arguments.length !== 2 || !hindi || hindi.type === 'SpreadElement') return;
      output.overwrite(node.start, hindi.start, 'currentHindi(');
      calls += 1;
    },
  }).visit(program);
  if (calls === 0 && texts === 0) return null;
  if (calls > 0) output.prepend("import { currentHindi } from '@aarambh/content/hindi';\n");
  return { code: output.toString(), map: output.generateMap({ hires: true, source: id }), calls };
}

/** How many Hindi texts (the catalogue's copy and the machines' messages) are stale now. */
async function staleNow(): Promise<number> {
  // Loaded by URL, as Node runs them, not bundled into the Vite configuration.
  const content = (await import(
    new URL('../packages/content/src/hindi.ts', import.meta.url).href
  )) as typeof Content;
  const machines = (await import(
    new URL('../packages/machines/src/hindi/index.ts', import.meta.url).href
  )) as typeof Machines;
  return content.staleTranslations().length + machines.staleMessageTranslations().length;
}

/**
 * The site's client build decides whether a Hindi page's words are stale, instead of each page in
 * the browser (docs/i18n.md, "Bytes"). With no stale text (`staleTranslations()`, what the
 * prerender step lists), every `hindiCopy` is `currentHindi` and the Hindi copy carries no hashes
 * (`hindiDecided`); with any, the build leaves the modules as they are and each Hindi page decides
 * as in development. The server render keeps the check, and decides alike. The build fails if it
 * rewrote no call, so a renamed `hindiCopy` cannot quietly put the English back on Hindi pages.
 */
export function hindiAtBuild(stale: () => Promise<number> = staleNow): Plugin {
  let current = false;
  let calls = 0;
  return {
    name: 'aarambh:hindi-at-build',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async buildStart() {
      const count = await stale();
      current = count === 0;
      calls = 0;
      if (!current)
        this.info(
          `${count} stale Hindi texts: Hindi pages compare their words with the English in the browser`,
        );
    },
    transform(code, id) {
      if (!current) return null;
      const decided = hindiDecided(code, id);
      if (!decided) return null;
      calls += decided.calls;
      return { code: decided.code, map: decided.map };
    },
    buildEnd(error) {
      if (!error && current && calls === 0)
        this.error(
          'No hindiCopy call was rewritten: review aarambh:hindi-at-build (scripts/hindiAtBuild.ts)',
        );
    },
  };
}
