import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqlite } from '../src/storage/sqlite.ts';
import { composeMails } from '../src/mail/compose.ts';

const settings = {
  from: 'Aarambh Labs <no-reply@aarambhlabs.example>',
  inbox: 'hello@aarambhlabs.example',
  ownerEmailDomains: ['aarambhlabs.example'],
};
const data = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  phone: '',
  company: '',
  subject: 'Hello there',
  message: 'I would like a website please.',
  inquiryType: 'general',
};
for (const big of [true, false]) {
  const s = openSqlite(mkdtempSync(path.join(tmpdir(), 'm-')));
  const t0 = performance.now();
  let n = 0;
  for (let round = 0; round < 100; round++) {
    await Promise.all(
      Array.from({ length: 50 }, () => {
        const id = crypto.randomUUID();
        const mails = big
          ? composeMails('contact', data, { id, email: 'asha@example.com' }, settings)
          : [
              { from: 'x', to: 'asha@example.com', subject: 's', text: '', html: '' },
              { from: 'x', to: 'b@example.com', subject: 's', text: '', html: '' },
            ];
        n++;
        return s.save({
          id,
          kind: 'contact',
          email: 'asha@example.com',
          data,
          mails: mails.map((message) => ({ id: crypto.randomUUID(), message })),
          createdAt: new Date(),
          mailNotBefore: new Date(),
        });
      }),
    );
  }
  console.log(big ? 'big' : 'small', (((performance.now() - t0) / n) * 1000).toFixed(1), 'us per save');
  await s.close();
}
