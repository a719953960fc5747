import { describe, expect, it } from 'vitest';
import { hindiAtBuild, hindiDecided } from './hindiAtBuild.ts';

const copyModule = '/repo/packages/content/src/copy/home.hi.ts';
const pageModule = '/repo/packages/site/src/routes/hi/Home.tsx';

describe('a Hindi copy module in a build with nothing stale', () => {
  it('keeps each text and drops the hash of the English it translates', () => {
    const code = [
      "export const homeHindi = { title: { text: 'नमस्ते', source: '0123abcd' },",
      "  features: [{ title: { text: `${company.name} जी`, source: 'deadbeef' } }] };",
    ].join('\n');
    const decided = hindiDecided(code, copyModule);
    expect(decided?.code).toBe(
      ["export const homeHindi = { title: 'नमस्ते',", '  features: [{ title: `${company.name} जी` }] };'].join(
        '\n',
      ),
    );
  });

  it('leaves objects that are not a recorded translation as they are', () => {
    const code =
      "export const x = { a: { text: 'x', source: 'a note' }, b: { text: 'y', source: 'deadbeef', note: 1 } };";
    expect(hindiDecided(code, copyModule)).toBeNull();
  });

  it('drops the hashes of the machines’ Hindi messages too', () => {
    const code = "export const m = { required: { text: 'ई-मेल ज़रूरी है', source: 'e5344bfa' } };";
    expect(hindiDecided(code, '/repo/packages/machines/src/hindi/messages.hi.ts')?.code).toBe(
      "export const m = { required: 'ई-मेल ज़रूरी है' };",
    );
  });

  it('leaves the same objects alone outside the modules of Hindi texts', () => {
    const code = "export const x = { text: 'नमस्ते', source: '0123abcd' };";
    expect(hindiDecided(code, '/repo/packages/machines/src/hindi/lookup.ts')).toBeNull();
    expect(hindiDecided(code, '/repo/packages/content/src/company.ts')).toBeNull();
  });
});

describe('a page calling hindiCopy in a build with nothing stale', () => {
  it('calls currentHindi with the Hindi alone, so the English is no longer referenced', () => {
    const code = [
      "import { hindiCopy } from '@aarambh/content/hindi';",
      "import { homeCopy } from '@aarambh/content';",
      'const { lang, copy } = hindiCopy(homeCopy, homeHindi);',
      'const flows = hindiCopy(',
      '  { promo: promoCopy, carousel: carouselCopy },',
      '  { promo: promoHindi, carousel: carouselHindi },',
      ');',
    ].join('\n');
    const decided = hindiDecided(code, pageModule);
    expect(decided?.calls).toBe(2);
    expect(decided?.code).toContain("import { currentHindi } from '@aarambh/content/hindi';");
    expect(decided?.code).toContain('const { lang, copy } = currentHindi(homeHindi);');
    expect(decided?.code).toContain(
      'const flows = currentHindi({ promo: promoHindi, carousel: carouselHindi },\n);',
    );
    expect(decided?.code).not.toMatch(/hindiCopy\(|promoCopy,/);
  });

  it('leaves a module without a call as it is', () => {
    expect(hindiDecided("export const hindiCopyNote = 'x';", pageModule)).toBeNull();
  });
});

describe('the client build’s plugin', () => {
  const context = { info: () => undefined, error: (message: string) => Promise.reject(new Error(message)) };
  const transform = async (plugin: ReturnType<typeof hindiAtBuild>, code: string, id: string) =>
    (plugin.transform as (this: unknown, code: string, id: string) => unknown).call(context, code, id);
  const start = async (plugin: ReturnType<typeof hindiAtBuild>) =>
    (plugin.buildStart as (this: unknown) => Promise<void>).call(context);
  const call = 'const { copy } = hindiCopy(homeCopy, homeHindi);';

  it('rewrites when no Hindi text is stale', async () => {
    const plugin = hindiAtBuild(() => Promise.resolve(0));
    await start(plugin);
    expect(await transform(plugin, call, pageModule)).toMatchObject({
      code: expect.stringContaining('currentHindi('),
    });
  });

  it('leaves every module as it is while any Hindi text is stale, so pages compare in the browser', async () => {
    const plugin = hindiAtBuild(() => Promise.resolve(1));
    await start(plugin);
    expect(await transform(plugin, call, pageModule)).toBeNull();
  });
});
