import { describe, expect, it } from 'vitest';
import { relationshipsAreLocal } from './relationships.ts';

const part = (relationship: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationship}</Relationships>`;
const template = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate';

describe('a Word relationships part', () => {
  it.each([
    [
      'as Word writes it',
      `<Relationship Id="rId1" Type="${template}" Target="https://x.example/t.dotm" TargetMode="External"/>`,
    ],
    [
      'with spaces around "="',
      `<Relationship Id="rId1" Type = "${template}" Target="https://x.example/t.dotm" TargetMode = 'External'/>`,
    ],
    [
      'with a character reference',
      `<Relationship Type="${template}" TargetMode="&#69;xternal" Target="https://x.example/t.dotm"/>`,
    ],
    [
      'with the mode first and a line break',
      `<Relationship TargetMode="External"\n Type="${template.replace('attachedTemplate', 'oleObject')}" Target="x"/>`,
    ],
  ])('refuses a remote template or object written %s', (_how, relationship) => {
    expect(relationshipsAreLocal(part(relationship))).toBe(false);
  });

  it.each([
    ['not well-formed', part(`<Relationship Type="${template}" TargetMode="External">`)],
    [
      'declaring entities',
      `<!DOCTYPE r [<!ENTITY e "External">]>${part(`<Relationship Type="${template}" TargetMode="&e;"/>`)}`,
    ],
  ])('refuses a part %s', (_how, xml) => {
    expect(relationshipsAreLocal(xml)).toBe(false);
  });

  it('keeps an external hyperlink and a local template', () => {
    expect(
      relationshipsAreLocal(
        part(
          `<Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://www.linkedin.com/in/asha-rao" TargetMode="External"/><Relationship Id="rId1" Type="${template}" Target="file.dotx"/>`,
        ),
      ),
    ).toBe(true);
  });
});
