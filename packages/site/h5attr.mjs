// Attribute each chunk's bytes to source packages using its source map (rough, raw bytes).
import { readFileSync, readdirSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const dir = 'packages/site/dist/assets/';
const files = process.argv.slice(2);
const totals = new Map();
for (const f of files) {
  const code = readFileSync(dir + f, 'utf8');
  const map = JSON.parse(readFileSync(dir + f + '.map', 'utf8'));
  const c = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const lineStarts = []; let off = 0; for (const l of lines) { lineStarts.push(off); off += l.length + 1; }
  const segs = [];
  c.eachMapping((m) => segs.push({ pos: lineStarts[m.generatedLine - 1] + m.generatedColumn, src: m.source }));
  segs.sort((a, b) => a.pos - b.pos);
  for (let i = 0; i < segs.length; i++) {
    const len = (i + 1 < segs.length ? segs[i + 1].pos : code.length) - segs[i].pos;
    let key = segs[i].src ?? '?';
    const m = key.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/); if (m) key = m[1]; else if (key.includes('packages/ui/')) key = 'ui:' + key.split('packages/ui/src/')[1]; else if (key.includes('packages/site/')) key = 'site:' + key.split('packages/site/src/')[1]; else if (key.includes('packages/machines')) key = 'machines';
    totals.set(key, (totals.get(key) ?? 0) + len);
  }
}
const sorted = [...totals].sort((a, b) => b[1] - a[1]);
for (const [k, v] of sorted.slice(0, 45)) console.log(String(v).padStart(8), k);
