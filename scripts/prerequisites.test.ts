// scripts/prerequisites.mjs: what the test command does before any gate when the machine lacks something.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensurePrerequisites, needs } from './prerequisites.mjs';

afterEach(() => vi.restoreAllMocks());

const missing = { apt: 'imaginary-browser', why: 'a test needs it', present: () => false };

describe('the test command’s prerequisites', () => {
  it('name chromium, its headless shell and Java', () => {
    expect(needs.map((need) => need.apt)).toEqual([
      'chromium',
      'chromium-headless-shell',
      'default-jre-headless',
    ]);
  });

  it('go on without asking anything when all are there', () => {
    const mayInstall = vi.fn(() => undefined);
    expect(ensurePrerequisites([{ ...missing, present: () => true }], mayInstall)).toBe(true);
    expect(mayInstall).not.toHaveBeenCalled();
  });

  it('stop with the one command to run when one is missing and nothing may install it', () => {
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => void printed.push(text));
    expect(ensurePrerequisites([missing], () => undefined)).toBe(false);
    expect(printed.join('\n')).toContain('imaginary-browser: a test needs it');
    expect(printed.join('\n')).toContain('`npm test` again');
  });
});
