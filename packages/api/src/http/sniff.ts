import type { FileHandle } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { relationshipsAreLocal } from './relationships.ts';

/** The document types a resume may be, found by content (magic bytes), with their extension. */
export const documentKinds = {
  pdf: { mediaType: 'application/pdf', extension: '.pdf' },
  doc: { mediaType: 'application/msword', extension: '.doc' },
  docx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: '.docx',
  },
} as const;

export type DocumentKind = keyof typeof documentKinds;

const PDF = Buffer.from('%PDF-');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What the first bytes say: a PDF, an OLE2 compound file (Word 97-2003, but also Excel and
 * PowerPoint), a zip (DOCX, but also XLSX, JAR...), or nothing we take.
 */
export function sniffHead(head: Buffer): 'pdf' | 'ole2' | 'zip' | undefined {
  if (head.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (head.subarray(0, OLE2.length).equals(OLE2)) return 'ole2';
  if (head.subarray(0, ZIP.length).equals(ZIP)) return 'zip';
  return undefined;
}

/** Readers look for the trailer's end-of-file marker within the last 1024 bytes. */
const PDF_TAIL_BYTES = 1024;
/**
 * Markup a browser, a mail client or a viewer that guesses types would run as HTML: a file that is
 * a PDF to us and a page to them (a polyglot) is refused.
 */
const HTML_MARKUP =
  /<(?:!doctype\s+html|html|head|body|script|iframe|frame|object|embed|svg|meta|form|img|style|link|base)[\s/>]/i;

/**
 * A Windows executable (PE image) anywhere in the bytes: an `MZ` header whose `e_lfanew` (at 0x3C)
 * points at a `PE\0\0` signature. Found by structure, so the letters 'MZ' alone are not enough.
 */
function holdsWindowsExecutable(content: Buffer): boolean {
  for (let at = content.indexOf('MZ'); at !== -1; at = content.indexOf('MZ', at + 1)) {
    if (at + 0x40 > content.length) return false;
    const pe = at + content.readUInt32LE(at + 0x3c);
    if (pe + 4 <= content.length && content.readUInt32BE(pe) === 0x50450000) return true;
  }
  return false;
}

/**
 * Whether a file that opens with `%PDF-` is a PDF and only that: it ends as a PDF does (`%%EOF` in
 * its last 1024 bytes, padding aside), holds no Windows executable (a `%PDF-` header put in front of an .exe),
 * and no HTML markup (a PDF and HTML polyglot, which runs as a page wherever it is taken for one).
 * Reads the file whole, at most 5 MB.
 */
export async function pdfIsPlain(file: FileHandle, size: number): Promise<boolean> {
  const content = Buffer.alloc(size);
  await file.read(content, 0, size, 0);
  // Whitespace and NUL padding after the marker are common and harmless.
  let end = size;
  while (end > 0 && [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(content[end - 1]!)) end--;
  const eof = content.lastIndexOf('%%EOF', end);
  if (eof === -1 || eof < end - PDF_TAIL_BYTES) return false;
  if (holdsWindowsExecutable(content)) return false;
  return !HTML_MARKUP.test(content.toString('latin1'));
}

const END_OF_CHAIN = 0xfffffffe;
const MINI_STREAM_CUTOFF = 4096;
/** The magic number that opens a Word 97-2003 File Information Block (wIdent). */
const WORD_FIB_IDENT = 0xa5ec;

interface OleEntry {
  name: string;
  /** 1 storage, 2 stream, 5 root. */
  type: number;
  start: number;
  size: number;
}

/**
 * The directory of an OLE2 compound file (MS-CFB), read from the file's own structures: the
 * header, the FAT (only the 109 sectors the header lists: 7 MB with 512-byte sectors, more than an
 * upload may be) and the directory's sector chain. Undefined when any of it is out of bounds or
 * loops.
 */
function oleDirectory(
  content: Buffer,
): { entries: OleEntry[]; sector: (n: number) => Buffer; fat: Uint32Array } | undefined {
  if (content.length < 512) return undefined;
  const shift = content.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return undefined;
  const sectorSize = 1 << shift;
  const sectors = Math.floor((content.length - sectorSize) / sectorSize);
  const sector = (n: number) => content.subarray((n + 1) * sectorSize, (n + 2) * sectorSize);
  const fatSectors = content.readUInt32LE(0x2c);
  if (fatSectors > 109) return undefined;
  const fat = new Uint32Array((fatSectors * sectorSize) / 4);
  for (let i = 0; i < fatSectors; i++) {
    const at = content.readUInt32LE(0x4c + i * 4);
    if (at >= sectors) return undefined;
    const bytes = sector(at);
    for (let j = 0; j < sectorSize / 4; j++) fat[(i * sectorSize) / 4 + j] = bytes.readUInt32LE(j * 4);
  }
  const entries: OleEntry[] = [];
  let at = content.readUInt32LE(0x30);
  for (let hops = 0; at !== END_OF_CHAIN; hops++) {
    if (at >= sectors || at >= fat.length || hops > sectors) return undefined;
    const bytes = sector(at);
    for (let offset = 0; offset + 128 <= sectorSize; offset += 128) {
      const nameLength = Math.min(bytes.readUInt16LE(offset + 0x40), 64);
      entries.push({
        name: bytes.toString('utf16le', offset, offset + Math.max(0, nameLength - 2)),
        type: bytes[offset + 0x42]!,
        start: bytes.readUInt32LE(offset + 0x74),
        size: bytes.readUInt32LE(offset + 0x78),
      });
    }
    at = fat[at]!;
  }
  return { entries, sector, fat };
}

/** The first bytes of a stream: from its sector chain, or from the root's mini stream when small. */
function streamHead(
  directory: NonNullable<ReturnType<typeof oleDirectory>>,
  entry: OleEntry,
  sectorSize: number,
): Buffer | undefined {
  const { entries, sector, fat } = directory;
  if (entry.size >= MINI_STREAM_CUTOFF) return entry.start < fat.length ? sector(entry.start) : undefined;
  const root = entries[0];
  if (!root || root.type !== 5) return undefined;
  // The mini stream lives in the root's chain, in 64-byte mini sectors.
  const offset = entry.start * 64;
  let at = root.start;
  for (let skip = Math.floor(offset / sectorSize); skip > 0; skip--) {
    if (at >= fat.length) return undefined;
    at = fat[at]!;
  }
  if (at >= fat.length) return undefined;
  return sector(at).subarray(offset % sectorSize);
}

/**
 * Whether an OLE2 compound file is a Word 97-2003 document, read from its directory rather than by
 * searching its bytes: a `WordDocument` stream that opens with Word's File Information Block
 * (0xA5EC), and its table stream (`0Table` or `1Table`). Excel (`Workbook`), PowerPoint, or any
 * file that merely contains the text 'WordDocument' is refused, and so is a document with macros
 * (a `Macros` storage). Reads the file whole, at most 5 MB.
 */
export async function oleIsWordDocument(file: FileHandle, size: number): Promise<boolean> {
  const content = Buffer.alloc(size);
  await file.read(content, 0, size, 0);
  const directory = oleDirectory(content);
  if (!directory) return false;
  const named = (name: string, type: number) =>
    directory.entries.find((entry) => entry.name === name && entry.type === type);
  const word = named('WordDocument', 2);
  if (!word || word.size < 2) return false;
  if (!named('1Table', 2) && !named('0Table', 2)) return false;
  if (named('Macros', 1)) return false;
  const head = streamHead(directory, word, 1 << content.readUInt16LE(0x1e));
  return head !== undefined && head.length >= 2 && head.readUInt16LE(0) === WORD_FIB_IDENT;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/** What a resume's parts may inflate to together, as the central directory declares them. */
const MAX_INFLATED_BYTES = 100 * 1024 * 1024;

/**
 * Whether a zip file is a Word document without macros: its central directory (read from the end
 * of the file, as unzip does) lists an entry under `word/` and no `vbaProject.bin`, and its
 * `[Content_Types].xml` names no macro-enabled part (a .docm renamed .docx). Refused too: parts
 * that inflate to more than 100 MiB together (or sizes only Zip64 can say: a zip bomb), and a
 * template, OLE object, sub-document or frame fetched from another server when the document is
 * opened (an attached remote template runs its macros). A zip of anything else is refused.
 */
export async function zipIsWordDocument(file: FileHandle, size: number): Promise<boolean> {
  if (size < EOCD_SIZE) return false;
  const tailLength = Math.min(size, EOCD_SIZE + MAX_COMMENT);
  const tail = Buffer.alloc(tailLength);
  await file.read(tail, 0, tailLength, size - tailLength);
  let eocd = -1;
  for (let i = tailLength - EOCD_SIZE; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd === -1) return false;
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize > size || directorySize > 16 * 1024 * 1024) return false;
  const directory = Buffer.alloc(directorySize);
  await file.read(directory, 0, directorySize, directoryOffset);
  let offset = 0;
  let hasWordPart = false;
  let inflated = 0;
  let contentTypes: ZipEntry | undefined;
  const relationships: ZipEntry[] = [];
  for (let n = 0; n < entries && offset + 46 <= directory.length; n++) {
    if (directory.readUInt32LE(offset) !== CENTRAL_SIGNATURE) return false;
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    const name = directory.toString('latin1', offset + 46, offset + 46 + nameLength);
    const entry = {
      method: directory.readUInt16LE(offset + 10),
      compressed: directory.readUInt32LE(offset + 20),
      localOffset: directory.readUInt32LE(offset + 42),
    };
    const uncompressed = directory.readUInt32LE(offset + 24);
    if (uncompressed === 0xffffffff || entry.compressed === 0xffffffff) return false;
    inflated += uncompressed;
    if (inflated > MAX_INFLATED_BYTES) return false;
    if (name.startsWith('word/')) hasWordPart = true;
    if (/(^|\/)vbaProject\.bin$/i.test(name)) return false;
    if (name === '[Content_Types].xml') contentTypes = entry;
    if (/^word\/_rels\/[^/]+\.rels$/i.test(name)) relationships.push(entry);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  if (!hasWordPart || !contentTypes) return false;
  const types = await readZipEntry(file, size, contentTypes);
  if (types === undefined || /macroEnabled/i.test(types)) return false;
  for (const entry of relationships) {
    const text = await readZipEntry(file, size, entry);
    if (text === undefined || !relationshipsAreLocal(text)) return false;
  }
  return true;
}

interface ZipEntry {
  method: number;
  compressed: number;
  localOffset: number;
}

const LOCAL_SIGNATURE = 0x04034b50;
/**
 * [Content_Types].xml and the relationship parts are a few kilobytes; anything far larger is not a
 * Word document's.
 */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

/** One zip entry's text, stored or deflated, bounded; undefined when it cannot be read. */
async function readZipEntry(file: FileHandle, size: number, entry: ZipEntry): Promise<string | undefined> {
  if (entry.localOffset + 30 > size || entry.compressed > MAX_CONTENT_TYPES_BYTES) return undefined;
  const local = Buffer.alloc(30);
  await file.read(local, 0, 30, entry.localOffset);
  if (local.readUInt32LE(0) !== LOCAL_SIGNATURE) return undefined;
  const dataOffset = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (dataOffset + entry.compressed > size) return undefined;
  const data = Buffer.alloc(entry.compressed);
  await file.read(data, 0, entry.compressed, dataOffset);
  try {
    if (entry.method === 0) return data.toString('utf8');
    if (entry.method === 8) {
      return inflateRawSync(data, { maxOutputLength: MAX_CONTENT_TYPES_BYTES }).toString('utf8');
    }
  } catch {
    return undefined;
  }
  return undefined;
}
