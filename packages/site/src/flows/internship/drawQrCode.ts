import { renderSVG } from 'uqr';

/**
 * The QR code of `link` as an SVG data URL: drawn in the page, with no request. Pure and
 * CPU-bound (uqr tries the eight masks and keeps the most legible, about 100 ms on a slow phone),
 * so the page asks a worker for it ahead of need (`qrCode.ts`).
 */
export function drawQrCode(link: string): string {
  return `data:image/svg+xml,${encodeURIComponent(renderSVG(link, { ecc: 'M', border: 2 }))}`;
}
