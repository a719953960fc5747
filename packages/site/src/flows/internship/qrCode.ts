import { drawQrCode } from './drawQrCode';

/** The QR codes drawn on this page, by link (a few: one per duration the visitor chooses). */
const drawn = new Map<string, string>();
const KEPT = 8;

function keep(link: string, src: string) {
  drawn.set(link, src);
  if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value as string);
}

/**
 * The QR code of a UPI payment link as an SVG data URL, for an `<img>`: the one already drawn for
 * this link (by `prepareQrCode`'s worker, or an earlier render), else drawn now. Synchronous, so
 * the server's HTML (the status page's fee) and hydration draw the same image.
 */
export function qrCodeSrc(link: string): string {
  let src = drawn.get(link);
  if (src === undefined) {
    src = drawQrCode(link);
    keep(link, src);
  }
  return src;
}

let worker: Worker | undefined;
const asked = new Set<string>();

/**
 * Has a worker draw the QR code of `link` ahead of need, so that the press that shows it (the
 * payment dialog's) renders it from `qrCodeSrc`'s store instead of spending the drawing on the
 * main thread. Does nothing where there is no Worker (the server): `qrCodeSrc` draws then. A press
 * before the worker has answered draws it in the page, as before.
 */
export function prepareQrCode(link: string): void {
  if (typeof Worker === 'undefined' || drawn.has(link) || asked.has(link)) return;
  asked.add(link);
  if (!worker) {
    worker = new Worker(new URL('./qrCode.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<{ link: string; src: string }>) => {
      asked.delete(data.link);
      if (!drawn.has(data.link)) keep(data.link, data.src);
    };
  }
  worker.postMessage(link);
}
