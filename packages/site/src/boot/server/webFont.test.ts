import { lightTokens, vars } from '@aarambh/ui';
import { describe, expect, it } from 'vitest';
import { webFontBoot } from './webFont';

const stylesheet =
  '@font-face{font-family:Inter Variable;font-display:optional;src:url(/assets/inter-latin.woff2)format("woff2")}' +
  'body{font-family:var(--x)}';

describe('webFontBoot', () => {
  it('names the served family, the property of the body stack and the stack without the served fonts', () => {
    expect(lightTokens.font.body).toMatch(/^'Inter Variable', /);
    const boot = webFontBoot(stylesheet, '/assets/inter-latin.woff2');
    expect(boot).toEqual({
      file: '/assets/inter-latin.woff2',
      family: 'Inter Variable',
      property: expect.stringMatching(/^--/),
      fallback: lightTokens.font.body.replace("'Inter Variable', ", ''),
    });
    expect(`var(${boot?.property})`).toBe(vars.font.body);
  });

  it('defers nothing when the stylesheet serves no font of the body stack', () => {
    expect(webFontBoot('body{margin:0}', '/assets/inter-latin.woff2')).toBeUndefined();
  });
});
