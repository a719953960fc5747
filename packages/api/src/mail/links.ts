import {
  SUBMISSION_ID_PATTERN,
  consentLinks,
  consentPurposes,
  guardianCalls,
  privacyCalls,
  LINK_LANGUAGE,
  statusPagePaths,
  subscriptionLinks,
  type ConsentPurpose,
} from '@aarambh/machines/schemas';
import { locales, type Locale } from '@aarambh/content';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The signed links in subscribers' e-mails: the confirmation link (double opt-in), which expires,
 * and the unsubscribe link, which does not (an old e-mail must still let its reader leave). A link
 * carries the subscription's opaque token and an HMAC-SHA256 of it under `LINK_SECRET`, never the
 * address: a forged, altered or truncated link is refused before the database is asked.
 */
export interface LinkSettings {
  /** The public URL of the site and its API, without a trailing slash (`SITE_URL`). */
  siteUrl: string;
  /** The key of the signatures (`LINK_SECRET`). */
  secret: string;
  /** An address that unsubscribes whoever writes to it, offered beside the URL (`MAIL_UNSUBSCRIBE_TO`). */
  unsubscribeMailto?: string | undefined;
}

/** How long a confirmation link works, from when its e-mail was written. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 3600_000;

/** The API paths the links point at (the site's pages they send a visitor on to: `subscriptionPages`). */
export const subscriptionPaths = {
  confirm: subscriptionLinks.confirm.path,
  unsubscribe: subscriptionLinks.unsubscribe.path,
} as const;

/** A mailed link's query for a reader in `language`: the token, and the language when it is not English. */
const linkQuery = (signed: string, language: Locale) =>
  `?token=${signed}${language === 'en' ? '' : `&${LINK_LANGUAGE}=${language}`}`;

/**
 * Where a mailed link's GET sends its reader: the site's page for it (`pageIn`) in the language the
 * link names (one the site has, else English), with the link's token. Nothing else of the link
 * reaches that address.
 */
export function linkPage(
  pageIn: (language: Locale) => string,
  query: (name: string) => string | undefined,
): string {
  const named = query(LINK_LANGUAGE);
  const language = locales.find((locale) => locale === named) ?? 'en';
  return `${pageIn(language)}?token=${encodeURIComponent(query('token') ?? '')}`;
}

/** A new subscription's token: 128 random bits, base64url. */
export function newSubscriptionToken(): string {
  return randomBytes(16).toString('base64url');
}

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** What a link is for: a signature for one never passes for another. */
type Purpose = 'confirm' | 'unsubscribe' | 'status' | 'status-answer' | 'withdraw' | 'privacy' | 'guardian';

function signature(secret: string, purpose: Purpose, payload: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest('base64url');
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `<id>.<expiry in seconds since 1970>.<signature>`: a link that works for one purpose until a time. */
function expiringToken(secret: string, purpose: Purpose, id: string, expiresAt: Date): string {
  const payload = `${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(secret, purpose, payload)}`;
}

/** The id an expiring token carries for `purpose`, if its form and signature are right, or why not. */
function readExpiringToken(
  secret: string,
  purpose: Purpose,
  idPattern: RegExp,
  value: string | undefined,
  now: Date,
): { id: string } | 'invalid' | 'expired' {
  const parts = (value ?? '').split('.');
  if (parts.length !== 3) return 'invalid';
  const [id, expires, given] = parts as [string, string, string];
  if (!idPattern.test(id) || !/^\d{1,12}$/.test(expires)) return 'invalid';
  if (!sameSignature(signature(secret, purpose, `${id}.${expires}`), given)) return 'invalid';
  return Number(expires) * 1000 < now.getTime() ? 'expired' : { id };
}

/** A subscription's confirmation token: its token, expiring. */
export function confirmationToken(secret: string, token: string, expiresAt: Date): string {
  return expiringToken(secret, 'confirm', token, expiresAt);
}

/** `<token>.<signature>` */
export function unsubscribeToken(secret: string, token: string): string {
  return `${token}.${signature(secret, 'unsubscribe', token)}`;
}

/** What a confirmation link says: its subscription's token, or why it cannot be used. */
export function readConfirmationToken(
  secret: string,
  value: string | undefined,
  now: Date,
): { token: string } | 'invalid' | 'expired' {
  const read = readExpiringToken(secret, 'confirm', TOKEN, value, now);
  return typeof read === 'string' ? read : { token: read.id };
}

/** The subscription's token in an unsubscribe link, or undefined when the link is not ours. */
export function readUnsubscribeToken(secret: string, value: string | undefined): string | undefined {
  const parts = (value ?? '').split('.');
  if (parts.length !== 2) return undefined;
  const [token, given] = parts as [string, string];
  if (!TOKEN.test(token)) return undefined;
  return sameSignature(signature(secret, 'unsubscribe', token), given) ? token : undefined;
}

/** The confirmation link of an e-mail written at `sentAt`, to the page in the subscriber's language. */
export function confirmationUrl(
  settings: LinkSettings,
  token: string,
  sentAt: Date,
  language: Locale = 'en',
): string {
  const signed = confirmationToken(
    settings.secret,
    token,
    new Date(sentAt.getTime() + CONFIRMATION_VALID_MS),
  );
  return `${settings.siteUrl}${subscriptionPaths.confirm}${linkQuery(signed, language)}`;
}

/**
 * The one-click unsubscribe URL (RFC 8058): a POST with `List-Unsubscribe=One-Click` unsubscribes;
 * a GET, which a person's click or a mail scanner's prefetch makes, only shows the site's page.
 */
export function unsubscribeUrl(settings: LinkSettings, token: string, language: Locale = 'en'): string {
  const signed = unsubscribeToken(settings.secret, token);
  return `${settings.siteUrl}${subscriptionPaths.unsubscribe}${linkQuery(signed, language)}`;
}

/**
 * How long an application's status link works from the e-mail that carries it. Long enough for a
 * programme's selection; a lost or expired link is asked for again on the page.
 */
export const STATUS_LINK_VALID_MS = 90 * 24 * 3600_000;

/**
 * An application's status token: its id, expiring, signed for the status purpose only. A link
 * mailed to the application's address is `verified`: whoever opens it reads that mailbox, so its
 * page may list the address's other applications. The link in the form's answer is not: it shows
 * that one application alone (anyone may type anyone's address into a form).
 */
export function statusToken(secret: string, submissionId: string, expiresAt: Date, verified = true): string {
  return expiringToken(secret, verified ? 'status' : 'status-answer', submissionId, expiresAt);
}

/** The application a status link opens and whether it came by e-mail (`verified`), or why it cannot be used. */
export function readStatusToken(
  secret: string,
  value: string | undefined,
  now: Date,
): { submissionId: string; verified: boolean } | 'invalid' | 'expired' {
  const mailed = readExpiringToken(secret, 'status', SUBMISSION_ID_PATTERN, value, now);
  if (typeof mailed !== 'string') return { submissionId: mailed.id, verified: true };
  if (mailed === 'expired') return mailed;
  const answered = readExpiringToken(secret, 'status-answer', SUBMISSION_ID_PATTERN, value, now);
  return typeof answered === 'string' ? answered : { submissionId: answered.id, verified: false };
}

/**
 * The status page's link in an e-mail written at `writtenAt` (or, not `verified`, in the form's
 * answer), to the page in the submission's language: the same token for either page.
 */
export function statusUrl(
  settings: LinkSettings,
  submissionId: string,
  writtenAt: Date,
  verified = true,
  language: Locale = 'en',
): string {
  const token = statusToken(
    settings.secret,
    submissionId,
    new Date(writtenAt.getTime() + STATUS_LINK_VALID_MS),
    verified,
  );
  return `${settings.siteUrl}${statusPagePaths[language].page}?token=${token}`;
}

/**
 * How long a withdraw link works from the e-mail or status page that carries it: a year, so an
 * old e-mail still lets its reader withdraw; the status page always shows a fresh one.
 */
export const WITHDRAW_LINK_VALID_MS = 365 * 24 * 3600_000;

/** The API path of the withdraw link (the site's pages it sends a visitor to: `withdrawPages`). */
export const withdrawPaths = {
  withdraw: consentLinks.withdraw.path,
} as const;

const WITHDRAW_ID = new RegExp(
  `^(${SUBMISSION_ID_PATTERN.source.replace(/^\^|\$$/g, '')})_(${consentPurposes.join('|')})$`,
);

/** A withdraw token: `<submission id>_<purpose>`, expiring, signed for withdrawal only. */
export function withdrawToken(
  secret: string,
  submissionId: string,
  purpose: ConsentPurpose,
  expiresAt: Date,
): string {
  return expiringToken(secret, 'withdraw', `${submissionId}_${purpose}`, expiresAt);
}

/** The application and purpose a withdraw link names, or why it cannot be used. */
export function readWithdrawToken(
  secret: string,
  value: string | undefined,
  now: Date,
): { submissionId: string; purpose: ConsentPurpose } | 'invalid' | 'expired' {
  const read = readExpiringToken(secret, 'withdraw', WITHDRAW_ID, value, now);
  if (typeof read === 'string') return read;
  const [, submissionId, purpose] = WITHDRAW_ID.exec(read.id)!;
  return { submissionId: submissionId!, purpose: purpose as ConsentPurpose };
}

/** The withdraw link of an e-mail written at `writtenAt`, to the page in the application's language. */
export function withdrawUrl(
  settings: LinkSettings,
  submissionId: string,
  purpose: ConsentPurpose,
  writtenAt: Date,
  language: Locale = 'en',
): string {
  const token = withdrawToken(
    settings.secret,
    submissionId,
    purpose,
    new Date(writtenAt.getTime() + WITHDRAW_LINK_VALID_MS),
  );
  return `${settings.siteUrl}${withdrawPaths.withdraw}${linkQuery(token, language)}`;
}

/** How long a privacy request's confirmation link works, from when its e-mail was written. */
export const PRIVACY_LINK_VALID_MS = 7 * 24 * 3600_000;

const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The confirmation link of a privacy request, mailed only to the request's address, written at
 * `writtenAt`, for a reader in `language`.
 */
export function privacyConfirmationUrl(
  settings: LinkSettings,
  requestId: string,
  writtenAt: Date,
  language: Locale = 'en',
): string {
  const token = expiringToken(
    settings.secret,
    'privacy',
    requestId,
    new Date(writtenAt.getTime() + PRIVACY_LINK_VALID_MS),
  );
  return `${settings.siteUrl}${privacyCalls.confirm.path}${linkQuery(token, language)}`;
}

/** The request a privacy confirmation token confirms, or why it cannot be used. */
export function readPrivacyToken(
  secret: string,
  value: string | undefined,
  now: Date,
): { requestId: string } | 'invalid' | 'expired' {
  const read = readExpiringToken(secret, 'privacy', REQUEST_ID, value, now);
  return typeof read === 'string' ? read : { requestId: read.id };
}

/**
 * The guardian's link: the guardian's consent id, expiring with the hold, signed for the guardian
 * purpose only. It is mailed only to the address the applicant gave for the guardian and never
 * appears in an answer, so the applicant cannot confirm for themselves.
 */
export function guardianConfirmationUrl(
  settings: LinkSettings,
  consentId: string,
  expiresAt: Date,
  language: Locale = 'en',
): string {
  const token = expiringToken(settings.secret, 'guardian', consentId, expiresAt);
  return `${settings.siteUrl}${guardianCalls.confirm.path}${linkQuery(token, language)}`;
}

/** The guardian's consent a guardian's link names, or why it cannot be used. */
export function readGuardianToken(
  secret: string,
  value: string | undefined,
  now: Date,
): { consentId: string } | 'invalid' | 'expired' {
  const read = readExpiringToken(secret, 'guardian', REQUEST_ID, value, now);
  return typeof read === 'string' ? read : { consentId: read.id };
}
