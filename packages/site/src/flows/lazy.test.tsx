import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('lazy flows', () => {
  it('import no flow module statically: each is its own chunk, loaded when rendered', () => {
    const source = readFileSync(new URL('./lazy.tsx', import.meta.url), 'utf8');
    const staticImports = [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)].map(
      (m) => m[1],
    );
    expect(staticImports).toEqual(['../boot', './consent/consentStore']);
    const dynamicImports = [...source.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]);
    expect(dynamicImports).toEqual([
      './internship/InternshipApplicationForm',
      './internship/HindiInternshipApplicationForm',
      './confirmation/CareerConfirmation',
      './confirmation/HindiCareerConfirmation',
    ]);
  });
});
