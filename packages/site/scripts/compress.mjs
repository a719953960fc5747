// Precompresses a built site (`node scripts/compress.mjs <folder>`, run by scripts/build.mjs on the
// build's own folder): beside every text file (HTML, JS, CSS, SVG, JSON, XML, text) a brotli `.br` and a gzip `.gz` copy, at the highest levels since this runs once per build
// and never per request. The API's static server sends whichever the browser accepts
// (`serveStatic` with `precompressed`, see packages/api/src/http/static.ts). A copy that would not
// be smaller than its file is not written.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('Usage: node scripts/compress.mjs <built site folder> (npm run build runs it)');
  process.exit(2);
}
const dist = path.resolve(folder);
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
  '.map',
]);

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The files to compress, skipping build-internal folders (`.vite`), which are never served. */
function textFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : textFiles(file);
    return COMPRESSIBLE.has(path.extname(entry.name).toLowerCase()) ? [file] : [];
  });
}

let raw = 0;
let brotliBytes = 0;
let gzipBytes = 0;
const files = textFiles(dist);
// zlib's asynchronous calls run on libuv's thread pool, so the files compress in parallel.
await Promise.all(
  files.map(async (file) => {
    const content = readFileSync(file);
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
        },
      }),
      gz(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    raw += content.byteLength;
    // What a browser is sent: the smaller copy, else the file itself.
    if (br.byteLength < content.byteLength) writeFileSync(`${file}.br`, br);
    if (gzipped.byteLength < content.byteLength) writeFileSync(`${file}.gz`, gzipped);
    brotliBytes += Math.min(br.byteLength, content.byteLength);
    gzipBytes += Math.min(gzipped.byteLength, content.byteLength);
  }),
);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `Compressed ${files.length} files: ${kb(raw)} raw, ${kb(brotliBytes)} brotli, ${kb(gzipBytes)} gzip.`,
);
