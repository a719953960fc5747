import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { cleanLine, cleanText } from './text.ts';

/** What a one-line and a multi-line field keep of a value (before their other rules). */
const cleanedLine = (value: string) => v.parse(v.pipe(v.string(), cleanLine()), value);
const cleanedText = (value: string) => v.parse(v.pipe(v.string(), cleanText()), value);

const invisibles = [
  '\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  '\u0080',
  '\u009B',
  '\u061C',
  '\u200B',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\uFEFF',
  '\u200C',
  '\u200D',
];

describe('a one-line field', () => {
  it.each([
    ['Asha\r\nBcc: victim@example.org', 'Asha Bcc: victim@example.org'],
    ['a\rb\nc\u2028d\u2029e\u0085f\vg\fh', 'a b c d e f g h'],
    ['tab\there', 'tab here'],
    ['in\u0000voice\u007F', 'invoice'],
    ['pay \u202Egnp.exe\u202C now', 'pay gnp.exe now'],
    ['\u2066Asha\u2069 \u200ERao\u200F', 'Asha Rao'],
    ['A\u200Bs\u2060h\uFEFFa', 'Asha'],
  ])('%j becomes %j', (input, output) => {
    expect(cleanedLine(input)).toBe(output);
  });

  it('leaves nothing of a value made only of invisible characters', () => {
    expect(cleanedLine('\u200B\u200C\u200D\u2060\uFEFF\u202E\u200E')).toBe('');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...invisibles), { minLength: 1, maxLength: 60 }), (chars) => {
        expect(cleanedLine(chars.join(''))).toBe('');
      }),
    );
  });

  it('keeps a joiner between two letters of a script that needs it, and nowhere else', () => {
    // Malayalam chillu (ന്‍), a Devanagari half form (क्‍ष), a Persian word (می‌خواهم).
    for (const word of ['അവന്\u200D', 'ന്\u200Dന', 'क्\u200Dष', 'می\u200Cخواهم']) {
      const kept = word.endsWith('\u200D') ? word.slice(0, -1) : word;
      expect(cleanedLine(word)).toBe(kept);
    }
    expect(cleanedLine('Pay\u200DPal')).toBe('PayPal');
    expect(cleanedLine('\u200Cक')).toBe('क');
    expect(cleanedLine('क\u200D\u200Dष')).toBe('कष');
  });

  it('changes nothing in ordinary text of any script', () => {
    for (const text of ['Asha Rao', 'अनिल कुमार', 'ஜெயக்குமார்', "D'Souza", 'Zoë – 🚀 “quoted”']) {
      expect(cleanedLine(text)).toBe(text);
    }
  });
});

describe('a multi-line field', () => {
  it('keeps lines, as LF, and removes the rest as a line does', () => {
    expect(cleanedText('Hello,\r\nwe need\ra site.\u2028\tThanks\u202E')).toBe(
      'Hello,\nwe need\na site.\n Thanks',
    );
    // Nothing but invisible characters around a line break: an empty field once trimmed.
    expect(cleanedText('\u200B\u200D\n\u2066')).toBe('');
  });
});
