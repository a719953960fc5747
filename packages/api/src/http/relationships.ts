// A Word document's relationship parts (`word/_rels/*.rels`, Open Packaging Conventions) read as
// XML by saxes, a strict, kept parser (jsdom's): an attribute may be written with spaces around
// `=`, in single quotes or with character references, which a regular expression over the text
// missed. A part that is not well-formed XML, or declares entities (a DOCTYPE), is not read at
// all: the document is refused.
import { SaxesParser } from 'saxes';

/** Relationships that make Word fetch something from elsewhere when the document is opened. */
const REMOTE_TYPES = /\/(attachedTemplate|oleObject|subDocument|frame)$/;

/**
 * Whether a relationships part is safe to keep: well-formed, and no relationship of a remote type
 * has `TargetMode="External"` (an attached remote template runs its macros).
 */
export function relationshipsAreLocal(xml: string): boolean {
  const parser = new SaxesParser({ xmlns: true });
  let local = true;
  parser.on('opentag', (tag) => {
    if (tag.local !== 'Relationship') return;
    const attribute = (name: string) =>
      Object.values(tag.attributes)
        .find((value) => value.local === name && value.uri === '')
        ?.value.trim() ?? '';
    if (REMOTE_TYPES.test(attribute('Type')) && attribute('TargetMode').toLowerCase() === 'external')
      local = false;
  });
  parser.on('doctype', () => {
    local = false;
  });
  try {
    parser.write(xml).close();
  } catch {
    return false;
  }
  return local;
}
