import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CROCKFORD_DIGITS,
  SUBMISSION_REFERENCE_PATTERN,
  createCheckedCode,
  createSubmissionReference,
  readCheckedCode,
  readSubmissionReference,
} from './shortCode.ts';

/** A checked code of `length` digits from fast-check's bytes, as the server would draw it. */
const codeArbitrary = (length: number) =>
  fc
    .array(fc.uint8Array({ minLength: length - 1, maxLength: length - 1 }), { minLength: 8, maxLength: 8 })
    .map((draws) => {
      let next = 0;
      // Each redraw (a check that would be an extra symbol) takes the next bytes; eight draws
      // nearly always suffice, and a code is still made from random bytes when they do not.
      return createCheckedCode(length, (count) =>
        next < draws.length ? draws[next++]! : crypto.getRandomValues(new Uint8Array(count)),
      );
    });

describe('checked codes', () => {
  it('are made of base-32 digits only, the check included', () => {
    fc.assert(
      fc.property(codeArbitrary(8), (code) => {
        expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
        expect(readCheckedCode(code, 8)).toBe(code);
      }),
    );
  });

  it('catch every single-digit typo', () => {
    fc.assert(
      fc.property(codeArbitrary(8), (code) => {
        for (let at = 0; at < code.length; at++) {
          for (const digit of CROCKFORD_DIGITS) {
            if (digit === code[at]) continue;
            const typo = code.slice(0, at) + digit + code.slice(at + 1);
            expect(readCheckedCode(typo, 8), typo).toBeUndefined();
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('catch every swap of two adjacent digits, the check among them', () => {
    fc.assert(
      fc.property(codeArbitrary(12), (code) => {
        for (let at = 0; at + 1 < code.length; at++) {
          if (code[at] === code[at + 1]) continue;
          const swapped = code.slice(0, at) + code[at + 1] + code[at] + code.slice(at + 2);
          expect(readCheckedCode(swapped, 12), swapped).toBeUndefined();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('read lower case, spaces and hyphens, and I, L and O as Crockford decodes them', () => {
    const code = createCheckedCode(8, () => new Uint8Array([1, 0, 0, 0, 0, 0, 0]));
    expect(code.startsWith('1000000')).toBe(true);
    expect(readCheckedCode(`i-OoO o${code.slice(5).toLowerCase()}`, 8)).toBe(code);
    expect(readCheckedCode(`l${code.slice(1)}`, 8)).toBe(code);
  });

  it('refuse a code of the wrong length or with a letter base 32 does not have', () => {
    const code = createCheckedCode(8);
    expect(readCheckedCode(code.slice(1), 8)).toBeUndefined();
    expect(readCheckedCode(`${code}0`, 8)).toBeUndefined();
    expect(readCheckedCode(`U${code.slice(1)}`, 8)).toBeUndefined();
    expect(readCheckedCode(`*${code.slice(1)}`, 8)).toBeUndefined();
  });
});

describe('submission references', () => {
  it('look like AL-XXXX-XXXX and read back as themselves', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 7, maxLength: 7 }), (bytes) => {
        let first = true;
        const reference = createSubmissionReference((count) =>
          first ? ((first = false), bytes) : crypto.getRandomValues(new Uint8Array(count)),
        );
        expect(reference).toMatch(SUBMISSION_REFERENCE_PATTERN);
        expect(readSubmissionReference(reference)).toBe(reference);
      }),
    );
  });

  it('are read as typed from paper or said on the phone', () => {
    const reference = createSubmissionReference();
    const digits = reference.slice(3).replace('-', '');
    expect(readSubmissionReference(` ${reference.toLowerCase()} `)).toBe(reference);
    expect(readSubmissionReference(digits)).toBe(reference);
    expect(readSubmissionReference(`AL ${digits.slice(0, 4)} ${digits.slice(4)}`)).toBe(reference);
  });

  it('refuse a mistyped reference and anything else', () => {
    const reference = createSubmissionReference();
    const last = reference.at(-1)!;
    const wrong = CROCKFORD_DIGITS[(CROCKFORD_DIGITS.indexOf(last) + 1) % 32];
    expect(readSubmissionReference(reference.slice(0, -1) + wrong)).toBeUndefined();
    expect(readSubmissionReference('0b6f4a4e-8a7e-4a7e-9f3e-1d2c3b4a5f60')).toBeUndefined();
    expect(readSubmissionReference('')).toBeUndefined();
  });
});
