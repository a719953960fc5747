import type { FileHandle } from 'node:fs/promises';

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

/** The name of the stream every Word 97-2003 document has, as OLE2 directory entries spell it. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * Whether an OLE2 compound file is a Word document: its directory names a `WordDocument` stream
 * (Excel has `Workbook`, PowerPoint `PowerPoint Document`). Reads the file whole, at most 5 MB.
 */
export async function oleHasWordStream(file: FileHandle, size: number): Promise<boolean> {
  const content = Buffer.alloc(size);
  await file.read(content, 0, size, 0);
  return content.includes(WORD_STREAM);
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/**
 * Whether a zip file is a Word document: its central directory (read from the end of the file,
 * as unzip does) lists an entry under `word/`. A zip of anything else is refused.
 */
export async function zipHasWordEntry(file: FileHandle, size: number): Promise<boolean> {
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
  for (let n = 0; n < entries && offset + 46 <= directory.length; n++) {
    if (directory.readUInt32LE(offset) !== CENTRAL_SIGNATURE) return false;
    const nameLength = directory.readUInt16LE(offset + 28);
    const extraLength = directory.readUInt16LE(offset + 30);
    const commentLength = directory.readUInt16LE(offset + 32);
    const name = directory.toString('latin1', offset + 46, offset + 46 + nameLength);
    if (name.startsWith('word/')) return true;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}
