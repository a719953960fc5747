import { randomBytes } from 'node:crypto';
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
export function plainAddress(value: string): string {
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

const ATOM_TEXT = /^[A-Za-z0-9 !#$%&'*+/=?^_`{|}~-]*$/;

/** RFC 2047 encoded words (UTF-8, base64), each short enough for a 76-character line. */
function encodedWords(text: string): string {
  const words: string[] = [];
  let chunk = '';
  for (const char of text) {
    if (Buffer.byteLength(chunk + char) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join('\r\n ');
}

/** Header text as written: plain when it is short printable ASCII, else encoded words. */
function headerValue(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) && text.length <= 900 ? text : encodedWords(text);
}

function mailboxHeader(mailbox: string): string {
  const { name, address } = parseMailbox(mailbox);
  if (!name) return address;
  const displayName = ATOM_TEXT.test(name) ? name : encodedWords(name);
  return `${displayName} <${address}>`;
}

function base64Lines(text: string): string {
  const encoded = Buffer.from(text).toString('base64');
  const lines: string[] = [];
  for (let start = 0; start < encoded.length; start += 76) lines.push(encoded.slice(start, start + 76));
  return lines.join('\r\n');
}

/** The envelope (who the SMTP server is told about): addresses only. */
export function envelopeOf(message: MailMessage): { from: string; to: string[] } {
  return { from: parseMailbox(message.from).address, to: [parseMailbox(message.to).address] };
}

/** The complete message with CRLF line ends, ready for SMTP or an .eml file. */
// A boundary can never occur in base64 text (no '_'); a process prefix and a counter keep each unique.
const boundaryPrefix = `=_aarambh_${randomBytes(8).toString('hex')}_`;
let boundaryCount = 0;

export function toMime(message: MailMessage, options: { id: string; date: Date }): string {
  boundaryCount = (boundaryCount + 1) % Number.MAX_SAFE_INTEGER;
  const boundary = `${boundaryPrefix}${boundaryCount}`;
  const fromDomain = parseMailbox(message.from).address.split('@')[1];
  const headers = [
    `From: ${mailboxHeader(message.from)}`,
    `To: ${mailboxHeader(message.to)}`,
    ...(message.replyTo ? [`Reply-To: ${mailboxHeader(message.replyTo)}`] : []),
    `Subject: ${headerValue(headerText(message.subject, 250))}`,
    `Date: ${options.date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${headerText(options.id).replace(/[<>@\s]/g, '')}@${fromDomain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  return [
    ...headers,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
