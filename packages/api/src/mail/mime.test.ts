import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../storage/types.ts';
import { testMailSettings } from '../../harness/testApp.ts';
import { escapeHtml, composeMails } from './compose.ts';
import { buildMime, envelopeOf, headerText, parseMailbox } from './mime.ts';

const message: MailMessage = {
  from: 'Aarambh Labs <no-reply@aarambhlabs.example>',
  to: '"Asha Rao" <asha@example.com>',
  subject: 'Hello',
  text: 'Hi',
  html: '<p>Hi</p>',
};

/** The header block of a MIME message, unfolded, as name/value pairs. */
function headers(mime: string): [string, string][] {
  const block = mime.slice(0, mime.indexOf('\r\n\r\n')).replace(/\r\n[ \t]/g, ' ');
  return block.split('\r\n').map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon), line.slice(colon + 1).trim()];
  });
}

/** RFC 2047 (B and Q encoded words): the space between two encoded words is not part of the text. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : qpBytes(text.replace(/_/g, ' ')).toString('utf8'),
    );

/** Quoted-printable to bytes (soft line breaks removed). */
function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r\n/g, '');
  for (let i = 0; i < unfolded.length; i++) {
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/i.test(unfolded.slice(i + 1, i + 3))) {
      bytes.push(parseInt(unfolded.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(unfolded.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

const build = async (overrides: Partial<typeof message>) =>
  (
    await buildMime({ ...message, ...overrides }, { id: 'abc', date: new Date('2026-01-01T00:00:00Z') })
  ).toString('utf8');

describe('MIME messages', () => {
  it('cannot be given an extra header through a subject or a name with CR/LF', async () => {
    const mime = await build({
      to: '"Asha\r\nBcc: victim@example.com" <asha@example.com>',
      replyTo: '"Ravi\nCc: victim@example.com" <ravi@example.com>',
      subject: 'Hello\r\nBcc: victim@example.com\r\n\r\nInjected body',
    });
    const names = headers(mime).map(([name]) => name.toLowerCase());
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('cc');
    expect(names.filter((name) => name === 'subject')).toHaveLength(1);
    expect(mime).not.toMatch(/^(Bcc|Cc):/im);
    const subject = headers(mime).find(([name]) => name === 'Subject')![1];
    expect(decodeWords(subject)).toBe('Hello Bcc: victim@example.com Injected body');
  });

  it('refuses an address that smuggles a second recipient', async () => {
    expect(() => parseMailbox('asha@example.com, victim@example.com')).toThrow();
    expect(() => parseMailbox('asha@example.com\r\nBcc: x@example.com')).toThrow();
    expect(() => parseMailbox('Asha <asha@example.com>\r\n')).not.toThrow();
    expect(envelopeOf(message)).toEqual({ from: 'no-reply@aarambhlabs.example', to: ['asha@example.com'] });
    await expect(build({ to: 'asha@example.com, victim@example.com' })).rejects.toThrow('plain e-mail');
  });

  it('encodes names and subjects outside ASCII as UTF-8 encoded words', async () => {
    const mime = await build({ to: '"अमित शर्मा" <amit@example.com>', subject: 'नमस्ते, आपका आवेदन मिल गया 🚀' });
    const all = Object.fromEntries(headers(mime));
    expect(decodeWords(all.To!)).toBe('अमित शर्मा <amit@example.com>');
    expect(decodeWords(all.Subject!)).toBe('नमस्ते, आपका आवेदन मिल गया 🚀');
    expect(all['Message-ID']).toBe('<abc@aarambhlabs.example>');
    expect(mime.split('\r\n').every((line) => line.length <= 998)).toBe(true);
  });

  it('carries the text and HTML parts, which decode back exactly', async () => {
    const text = 'Line one\nनमस्ते\n'.repeat(20);
    const mime = await build({ text, html: '<p>नमस्ते</p>' });
    const boundary = /boundary="([^"]+)"/.exec(mime)![1]!;
    const parts = mime.split(`--${boundary}`);
    const decode = (type: string) => {
      const part = parts.find((candidate) => candidate.includes(`Content-Type: ${type}`))!;
      const body = part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
      return /quoted-printable/i.test(part)
        ? qpBytes(body).toString('utf8')
        : /base64/i.test(part)
          ? Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')
          : body;
    };
    expect(decode('text/plain').replace(/\r\n/g, '\n')).toBe(text);
    expect(decode('text/html')).toBe('<p>नमस्ते</p>');
    expect(mime.split('\r\n').every((line) => line.length <= 998)).toBe(true);
  });

  it('makes header text one line', () => {
    expect(headerText('a\r\nb\tc\u2028d\u0000e')).toBe('a b c d e');
    expect(headerText('x'.repeat(300), 10)).toHaveLength(10);
  });
});

describe('composed mail', () => {
  const settings = testMailSettings;

  it('escapes every value from a visitor in the HTML part', () => {
    const data = {
      firstName: 'Asha',
      lastName: 'Rao',
      subject: '<script>alert(1)</script>',
      message: '<img src=x onerror="alert(1)"> & \'quotes\'',
    };
    const mails = composeMails(
      'contact',
      data,
      {
        id: 'id-1',
        reference: 'AL-7K3M-Q2PC',
        email: 'asha@example.com',
        language: 'en',
        createdAt: new Date(),
      },
      settings,
    );
    for (const { message: mail } of mails) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
    }
    const notification = mails.find((mail) => mail.template === 'notification')!.message;
    expect(notification.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notification.html).toContain(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quotes&#39;',
    );
    expect(escapeHtml('plain')).toBe('plain');
  });

  it('addresses the confirmation to the sender and the notification to the inbox, replying to the sender', () => {
    const mails = composeMails(
      'contact',
      { firstName: 'Asha', lastName: 'Rao', subject: 'A website' },
      {
        id: 'id-1',
        reference: 'AL-7K3M-Q2PC',
        email: 'asha@example.com',
        language: 'en',
        createdAt: new Date(),
      },
      settings,
    );
    expect(mails.map((m) => [m.template, m.message.to, m.message.replyTo])).toEqual([
      ['confirmation', 'asha@example.com', undefined],
      ['notification', 'hello@aarambhlabs.example', '"Asha Rao" <asha@example.com>'],
    ]);
    expect(mails[1]!.message.subject).toBe('New contact message: A website');
  });

  it('sends no confirmation when there is no address', () => {
    const mails = composeMails(
      'feedback',
      { message: 'Nice site', rating: 4 },
      { id: 'id-2', reference: 'AL-7K3M-Q2PC', email: null, language: 'en', createdAt: new Date() },
      settings,
    );
    expect(mails.map((m) => m.template)).toEqual(['notification']);
  });
});
