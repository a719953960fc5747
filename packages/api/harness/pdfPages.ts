// Reading a PDF as its reader would, for tests: PDF.js renders a page onto a canvas
// (@napi-rs/canvas), jsQR reads the QR code off the pixels, and the page's text is extracted.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFonts = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface RenderedPdfPage {
  pages: number;
  /** The first page as a PNG. */
  png: Buffer;
  /** What the QR code on the first page says, or undefined when none is read. */
  qr: string | undefined;
  /** The first page's text, its pieces joined by spaces. */
  text: string;
}

export async function readPdf(bytes: Uint8Array, scale = 2): Promise<RenderedPdfPage> {
  const loading = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: standardFonts });
  const document = await loading.promise;
  try {
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    const content = await page.getTextContent();
    return {
      pages: document.numPages,
      png: canvas.toBuffer('image/png'),
      qr: jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data,
      text: content.items.map((item) => ('str' in item ? item.str : '')).join(' '),
    };
  } finally {
    await loading.destroy();
  }
}
