import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { pino } from 'pino';
import { createApp } from '../src/app.ts';
import { Outbox } from '../src/mail/outbox.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import { uploadFolder } from '../src/uploads.ts';
import { applicationFields, multipartBody, pdfOfSize } from '../src/ops/harness.ts';
const dir = mkdtempSync(path.join(tmpdir(), 'up-'));
const storage = openSqlite(dir);
const log = pino({ level: 'silent' });
const settings = {
  from: 'Aarambh Labs <no-reply@aarambhlabs.example>',
  inbox: 'hello@aarambhlabs.example',
  ownerEmailDomains: ['aarambhlabs.example'],
};
const noop = { kind: 'smtp' as const, send: async () => undefined, close: () => undefined };
const outbox = new Outbox(storage, noop, settings, log);
const app = createApp({
  storage,
  outbox,
  mail: settings,
  log,
  uploadDir: uploadFolder(dir),
  corsOrigins: [],
  rateLimitPerMinute: 0,
  jsonLimitBytes: 32768,
  trustProxy: false,
});
const { body, contentType } = multipartBody(applicationFields(1), {
  content: pdfOfSize(1024 * 1024),
  name: 'cv.pdf',
  type: 'application/pdf',
});
const buf = new Uint8Array(body);
let t = performance.now();
for (let i = 0; i < 50; i++) createHash('crc32').update(body).digest('hex');
console.log('crc32 1MB ms', ((performance.now() - t) / 50).toFixed(2));
for (let r = 0; r < 3; r++) {
  const cpu0 = process.cpuUsage();
  t = performance.now();
  const n = 60;
  let i = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (i++ < n) {
        const res = await app.request('/api/application', {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: buf,
        });
        await res.text();
      }
    }),
  );
  const cpu = process.cpuUsage(cpu0);
  console.log(
    'uploads/s',
    ((n / (performance.now() - t)) * 1000).toFixed(0),
    'user ms/req',
    (cpu.user / n / 1000).toFixed(2),
    'sys ms/req',
    (cpu.system / n / 1000).toFixed(2),
  );
}
await outbox.stop();
await storage.close();
