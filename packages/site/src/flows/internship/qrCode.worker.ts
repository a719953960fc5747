// Draws QR codes off the page's main thread (`prepareQrCode` in qrCode.ts): a link in, its data
// URL back.
import { drawQrCode } from './drawQrCode';

self.onmessage = ({ data: link }: MessageEvent<string>) => {
  self.postMessage({ link, src: drawQrCode(link) });
};
