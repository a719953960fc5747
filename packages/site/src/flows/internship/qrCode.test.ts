import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Drawing from './drawQrCode';
import { drawQrCode } from './drawQrCode';
import type * as QrCode from './qrCode';
import { upiPayLink } from './internshipFlow';

vi.mock('./drawQrCode', async (original) => ({
  drawQrCode: vi.fn((await original<typeof Drawing>()).drawQrCode),
}));

const link = (reference: string, amount = 1500) =>
  upiPayLink({ upiId: 'a@upi', payeeName: 'A', amount, reference });

/** A worker as the page would start it: each message answered once `answer()` is called. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  asked: string[] = [];
  url: URL;
  constructor(url: URL) {
    this.url = url;
    FakeWorker.started.push(this);
  }
  postMessage(link: string) {
    this.asked.push(link);
  }
  answer(src: string) {
    const link = this.asked.shift() as string;
    this.onmessage?.({ data: { link, src } } as MessageEvent);
  }
}

// A fresh module (its store and its worker) for each test.
let qrCode: typeof QrCode;
beforeEach(async () => {
  vi.resetModules();
  vi.mocked(drawQrCode).mockClear();
  FakeWorker.started = [];
  qrCode = await import('./qrCode');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('qrCodeSrc', () => {
  it('draws the QR code as an inline SVG, different for another reference', () => {
    const first = qrCode.qrCodeSrc(link('AL0000000000'));
    const second = qrCode.qrCodeSrc(link('AL0000000001'));
    expect(first).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(first).not.toBe(second);
  });

  it('draws a link once: a render after the first (each key typed in the dialog) reuses it', () => {
    const first = qrCode.qrCodeSrc(link('AL0000000000'));
    expect(qrCode.qrCodeSrc(link('AL0000000000'))).toBe(first);
    expect(drawQrCode).toHaveBeenCalledTimes(1);
  });
});

describe('prepareQrCode', () => {
  it("has a worker draw it ahead: the render then takes the worker's image without drawing", () => {
    vi.stubGlobal('Worker', FakeWorker);
    qrCode.prepareQrCode(link('AL0000000000'));
    qrCode.prepareQrCode(link('AL0000000000'));
    const [worker] = FakeWorker.started;
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker?.url.pathname).toMatch(/qrCode\.worker\.ts$/);
    expect(worker?.asked).toEqual([link('AL0000000000')]);
    worker?.answer('data:image/svg+xml,from-the-worker');
    expect(qrCode.qrCodeSrc(link('AL0000000000'))).toBe('data:image/svg+xml,from-the-worker');
    expect(drawQrCode).not.toHaveBeenCalled();
  });

  it('asks the same worker again for another duration, and not for a link already drawn', () => {
    vi.stubGlobal('Worker', FakeWorker);
    qrCode.qrCodeSrc(link('AL0000000000'));
    qrCode.prepareQrCode(link('AL0000000000'));
    qrCode.prepareQrCode(link('AL0000000000', 2500));
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]?.asked).toEqual([link('AL0000000000', 2500)]);
  });

  it('draws in the page a link whose press came before the worker answered', () => {
    vi.stubGlobal('Worker', FakeWorker);
    qrCode.prepareQrCode(link('AL0000000000'));
    const drawnHere = qrCode.qrCodeSrc(link('AL0000000000'));
    expect(drawnHere).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    FakeWorker.started[0]?.answer('data:image/svg+xml,from-the-worker');
    expect(qrCode.qrCodeSrc(link('AL0000000000'))).toBe(drawnHere);
  });

  it('does nothing where there is no Worker (the server): the render draws it', () => {
    vi.stubGlobal('Worker', undefined);
    qrCode.prepareQrCode(link('AL0000000000'));
    expect(drawQrCode).not.toHaveBeenCalled();
    expect(qrCode.qrCodeSrc(link('AL0000000000'))).toMatch(/^data:image\/svg\+xml,%3Csvg/);
  });
});
