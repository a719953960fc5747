import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailMessage } from '../storage/types.ts';

/**
 * Builds the RFC 5322 text of a message. Every header value passes through `headerText`, which
 * turns CR, LF and every other control character into a space before anything is written, so
 * no visitor-supplied name or subject can add a header (no `\r\nBcc:`) or end the headers early.
 * Addresses must be plain `local@domain` (no separators a second recipient could hide behind).
 */

/** Control characters, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line of header text: controls become single spaces; trimmed; at most `max` characters. */
export function headerText(value: string, max = 200): string {
  const line = value.replace(CONTROL, ' ').replace(/ {2,}/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : line;
}

const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** A bare address, or throws: the schemas already validated it, this is the last line of defence. */
function plainAddress(value: string): string {
  const address = value.trim();
  if (address.length > 254 || !ADDRESS.test(address)) throw new Error('Not a plain e-mail address');
  return address;
}

/** Splits `Name <address>` (or a bare address) into its parts. */
export function parseMailbox(mailbox: string): { name: string; address: string } {
  const match = /^([\s\S]*)<([^<>]*)>\s*$/.exec(mailbox);
  if (!match) return { name: '', address: plainAddress(mailbox) };
  return { name: headerText(headerText(match[1]!).replace(/^"|"$/g, '')), address: plainAddress(match[2]!) };
}

/** The envelope (who the SMTP server is told about): addresses only. */
export function envelopeOf(message: MailMessage): { from: string; to: string[] } {
  return { from: parseMailbox(message.from).address, to: [parseMailbox(message.to).address] };
}

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

/**
 * The complete message with CRLF line ends, ready for SMTP or an .eml file, composed by
 * nodemailer's MailComposer (the library that sends it: header encoding, folding, MIME parts and
 * attachments are its, not ours). Every value is checked before: addresses are plain, the subject
 * is one line of at most 250 characters, so nothing from a visitor can add a header or a
 * recipient.
 */
export function buildMime(message: MailMessage, options: { id: string; date: Date }): Promise<Buffer> {
  const from = parseMailbox(message.from);
  const composer = new MailComposer({
    from,
    to: parseMailbox(message.to),
    ...(message.replyTo ? { replyTo: parseMailbox(message.replyTo) } : {}),
    subject: headerText(message.subject, 250),
    date: options.date,
    messageId: `<${headerText(options.id).replace(/[<>@\s]/g, '')}@${from.address.split('@')[1]}>`,
    // CRLF line ends in the parts too: the composer keeps a bare LF as it is, which SMTP forbids.
    text: crlf(message.text),
    html: crlf(message.html),
    // RFC 2369 and RFC 8058: mail apps show an unsubscribe button that POSTs to the URL. Our own
    // URLs (no visitor text); `prepared` keeps the composer from folding inside one.
    ...(message.listUnsubscribe
      ? {
          headers: {
            'List-Unsubscribe': {
              prepared: true,
              value: [
                `<${message.listUnsubscribe.url}>`,
                ...(message.listUnsubscribe.mailto
                  ? [`<mailto:${plainAddress(message.listUnsubscribe.mailto)}?subject=unsubscribe>`]
                  : []),
              ].join(', '),
            },
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
    // An interview's invitation: the composer adds it as the text/calendar part and as a file.
    ...(message.icalEvent
      ? { icalEvent: { method: 'REQUEST', filename: 'interview.ics', content: crlf(message.icalEvent) } }
      : {}),
    // The bytes the outbox read just before sending. The file name is the visitor's (display
    // only), as one line.
    ...(message.attachments
      ? {
          attachments: message.attachments.map(({ filename, storedName, content, contentType }) => {
            if (!content) throw new Error(`The resume ${storedName} was not read before sending`);
            return {
              filename: headerText(filename, 200),
              content: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
              contentType,
            };
          }),
        }
      : {}),
  });
  return composer.compile().build();
}
