import { randomUUID } from 'node:crypto';
import { type WriteStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { Busboy, type BusboyInstance } from '@fastify/busboy';
import type { Context } from 'hono';
import { normaliseLine } from '@aarambh/machines/schemas';
import { bodyStream, declaredLength, hasContentType } from './body.ts';
import { HttpError, messages } from './errors.ts';
import { type DocumentKind, oleIsWordDocument, pdfIsPlain, sniffHead, zipIsWordDocument } from './sniff.ts';

export interface UploadedFile {
  /** A temporary file in the upload folder; the caller renames or removes it. */
  tempPath: string;
  size: number;
  /** CRC-32 of the content, 8 hex digits: cheap enough to compute on every upload. */
  crc32: string;
  /** The client's file name: only ever shown, never used as a path. */
  originalName: string;
  declaredType: string;
  /** What the content is, by its magic bytes; undefined when it is none of the accepted types. */
  kind: DocumentKind | undefined;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | undefined;
}

export interface MultipartOptions {
  uploadDir: string;
  /** The one field that may carry a file. */
  fileField: string;
  maxFileBytes: number;
  /** What to say when the file is larger than `maxFileBytes`. */
  tooLargeMessage: string;
  /** Largest text field value in bytes. @default 16384 */
  maxFieldBytes?: number;
  /** Most text fields. @default 60 */
  maxFields?: number;
}

/**
 * The name to show for a client's file: one line without control, bidirectional or invisible
 * characters (the forms' `normaliseLine`, so a right-to-left override cannot make
 * `cv\u202Efdp.exe` read as `cvexe.pdf` to staff), no path, at most 200 characters.
 */
export function displayName(name: string): string {
  const base = normaliseLine(name).split(/[\\/]/).pop() ?? '';
  return Array.from(base.trim()).slice(0, 200).join('') || 'resume';
}

/**
 * Reads a multipart form as it streams in: text fields into memory (bounded), the file straight to
 * a temporary file (never buffered whole), hashed and size-checked on the way. On any refusal or if
 * the client goes away, the temporary file is removed before the promise settles.
 */
export async function readMultipart(c: Context, options: MultipartOptions): Promise<MultipartForm> {
  if (!hasContentType(c, 'multipart/form-data')) throw new HttpError(415, messages.notMultipart);
  const maxFieldBytes = options.maxFieldBytes ?? 16 * 1024;
  const maxFields = options.maxFields ?? 60;
  // The whole body's cap: the file plus every field at its largest, plus room for the part headers.
  // Checked on the declared length and again on the bytes that arrive, so it holds without a
  // Content-Length (a chunked body) and for what busboy skips unlimited (a preamble before the
  // first boundary, an epilogue after the last).
  const maxBodyBytes = options.maxFileBytes + maxFields * (maxFieldBytes + 512) + 4096;
  const length = declaredLength(c);
  if (length !== undefined && length > maxBodyBytes) {
    throw new HttpError(413, options.tooLargeMessage, { headers: { Connection: 'close' } });
  }

  let parser: BusboyInstance;
  try {
    // @fastify/busboy reads a quoted filename as UTF-8, as browsers send it.
    parser = new Busboy({
      headers: { 'content-type': c.req.header('content-type') ?? '' },
      limits: {
        // busboy stops at the limit itself; one byte more lets a file of exactly the maximum through.
        fileSize: options.maxFileBytes + 1,
        files: 1,
        fields: maxFields,
        fieldSize: maxFieldBytes,
        fieldNameSize: 100,
        parts: maxFields + 1,
      },
    });
  } catch {
    throw new HttpError(400, messages.badMultipart, { errors: {} });
  }

  const request = bodyStream(c);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  let fileWritten: Promise<void> | undefined;
  let output: WriteStream | undefined;
  let tempPath: string | undefined;
  let failure: Error | undefined;
  let finished = false;

  return new Promise<MultipartForm>((resolve, reject) => {
    const cleanup = async () => {
      request.unpipe(parser);
      request.off('data', onRequestData);
      request.off('close', onRequestClose);
      parser.removeAllListeners();
      // Errors after this point have nowhere to go; keep them from crashing the process.
      parser.on('error', () => undefined);
      // A file still being written when the client went away: stop it, so it closes.
      output?.destroy();
      await fileWritten?.catch(() => undefined);
      if (tempPath) await rm(tempPath, { force: true });
    };
    const fail = (error: Error) => {
      if (failure || finished) return;
      failure = error;
      cleanup().then(
        () => reject(error),
        () => reject(error),
      );
    };
    const onRequestClose = () => {
      // Closed before its end: the client went away mid-upload.
      if (!request.readableEnded) fail(new HttpError(400, messages.badMultipart, { errors: {} }));
    };

    parser.on('field', (name, value, nameTruncated, valueTruncated) => {
      if (nameTruncated || valueTruncated) {
        fail(new HttpError(400, 'Invalid input', { errors: { [name.slice(0, 100)]: 'Invalid input' } }));
      } else if (name in fields) {
        fail(new HttpError(400, 'Invalid input', { errors: { [name]: 'Invalid input' } }));
      } else if (value.includes('\uFFFD')) {
        // busboy replaces bytes that are not UTF-8; refuse rather than store the replacement.
        fail(new HttpError(400, messages.badUtf8, { errors: { [name]: 'Invalid input' } }));
      } else {
        fields[name] = value;
      }
    });

    parser.on('file', (name, stream, filename, _encoding, mimeType) => {
      if (name !== options.fileField || file || fileWritten) {
        stream.resume();
        fail(new HttpError(400, 'Invalid input', { errors: { [name.slice(0, 100)]: 'Invalid input' } }));
        return;
      }
      if (!filename) {
        // A file input left empty: browsers send an empty part with no name.
        stream.resume();
        return;
      }
      const target = path.join(options.uploadDir, `.${randomUUID()}.part`);
      tempPath = target;
      let checksum = 0;
      const head: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      // flush: the data is on disk before 'close', so a stored row never points at lost bytes.
      const out = createWriteStream(target, { flags: 'wx', mode: 0o600, flush: true });
      output = out;
      fileWritten = new Promise<void>((resolveWrite, rejectWrite) => {
        out.on('close', resolveWrite);
        out.on('error', rejectWrite);
      });
      // The write's own error goes to the app's error handler: a full disk (ENOSPC, EDQUOT) is a
      // 503 with Retry-After, anything else a 500; both are logged there.
      fileWritten.catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        checksum = crc32(chunk, checksum);
        if (headLength < 8) {
          head.push(chunk);
          headLength += chunk.length;
        }
      });
      // A form cut off inside the file: busboy fails the file stream itself.
      stream.on('error', () => fail(new HttpError(400, messages.badMultipart, { errors: {} })));
      stream.on('limit', () => {
        stream.unpipe(out);
        out.destroy();
        stream.resume();
        fail(new HttpError(413, options.tooLargeMessage, { headers: { Connection: 'close' } }));
      });
      stream.on('end', () => {
        if (failure) return;
        file = {
          tempPath: target,
          size,
          crc32: '',
          originalName: displayName(filename),
          declaredType: mimeType,
          kind: undefined,
        };
        const sniffed = sniffHead(Buffer.concat(head));
        file.crc32 = checksum.toString(16).padStart(8, '0');
        // The first bytes only say what to look for: a PDF must be nothing else as well, a zip or an
        // OLE2 file is a Word document only if it holds Word's own part or stream.
        if (sniffed) fileWritten = fileWritten!.then(() => checkContent(file!, sniffed));
      });
      stream.pipe(out);
    });

    const checkContent = async (uploaded: UploadedFile, container: 'pdf' | 'zip' | 'ole2') => {
      const handle = await open(uploaded.tempPath, 'r');
      try {
        if (container === 'pdf' && (await pdfIsPlain(handle, uploaded.size))) uploaded.kind = 'pdf';
        if (container === 'zip' && (await zipIsWordDocument(handle, uploaded.size))) uploaded.kind = 'docx';
        if (container === 'ole2' && (await oleIsWordDocument(handle, uploaded.size))) uploaded.kind = 'doc';
      } finally {
        await handle.close();
      }
    };

    parser.on('filesLimit', () => fail(new HttpError(400, 'Invalid input', { errors: {} })));
    parser.on('fieldsLimit', () => fail(new HttpError(400, 'Invalid input', { errors: {} })));
    parser.on('partsLimit', () => fail(new HttpError(400, 'Invalid input', { errors: {} })));
    parser.on('error', () => fail(new HttpError(400, messages.badMultipart, { errors: {} })));
    parser.on('finish', () => {
      if (failure) return;
      Promise.resolve(fileWritten)
        .then(() => {
          if (failure) return;
          finished = true;
          request.off('data', onRequestData);
          request.off('close', onRequestClose);
          resolve({ fields, file });
        })
        .catch(() => fail(new HttpError(500, messages.serverError)));
    });
    let received = 0;
    const onRequestData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) {
        fail(new HttpError(413, options.tooLargeMessage, { headers: { Connection: 'close' } }));
      }
    };
    request.on('data', onRequestData);
    request.on('close', onRequestClose);
    request.on('error', () => fail(new HttpError(400, messages.badMultipart, { errors: {} })));
    request.pipe(parser);
  });
}
