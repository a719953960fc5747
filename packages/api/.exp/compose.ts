import { composeMails } from '../src/mail/compose.ts';
import { toMime } from '../src/mail/mime.ts';
import * as v from 'valibot';
import { contactMessageSchema } from '@aarambh/machines/schemas';
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
const text = JSON.stringify(data);
for (let r = 0; r < 3; r++) {
  let t = performance.now();
  for (let i = 0; i < 20000; i++)
    composeMails('contact', data, { id: 'x', email: 'asha@example.com' }, settings);
  console.log('compose us', (((performance.now() - t) / 20000) * 1000).toFixed(1));
  const m = composeMails('contact', data, { id: 'x', email: 'asha@example.com' }, settings);
  t = performance.now();
  for (let i = 0; i < 20000; i++) toMime(m[0], { id: 'x', date: new Date() });
  console.log('toMime us', (((performance.now() - t) / 20000) * 1000).toFixed(1));
  t = performance.now();
  for (let i = 0; i < 20000; i++) v.safeParse(contactMessageSchema, JSON.parse(text));
  console.log('parse+validate us', (((performance.now() - t) / 20000) * 1000).toFixed(1));
  t = performance.now();
  for (let i = 0; i < 20000; i++) JSON.stringify(m[0]);
  console.log(
    'stringify us',
    (((performance.now() - t) / 20000) * 1000).toFixed(1),
    JSON.stringify(m).length,
  );
}
