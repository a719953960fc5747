import { chromium } from 'playwright';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (r) => { const t = r.request().resourceType(); if (t === 'script' || t === 'stylesheet') { try { const b = await r.body(); files.push({ url: r.url().replace('http://localhost:8150', ''), t, raw: b.length, gz: gzipSync(b).length }); } catch {} } });
  await page.goto('http://localhost:8150' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const js = files.filter((f) => f.t === 'script');
  console.log(path, 'JS', js.reduce((s, f) => s + f.gz, 0), 'CSS', files.filter((f) => f.t !== 'script').reduce((s, f) => s + f.gz, 0));
  for (const f of js.sort((a, b) => b.gz - a.gz)) console.log('  ', f.gz, f.raw, f.url);
  await page.close();
}
await browser.close();
