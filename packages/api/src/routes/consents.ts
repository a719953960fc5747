import { randomUUID } from 'node:crypto';
import type { Locale } from '@aarambh/content';
import { noticeVersions, shownNoticeVersion } from '@aarambh/machines/hindi';
import { consentChoices, consentLinks, withdrawPages } from '@aarambh/machines/schemas';
import type { Context, Hono } from 'hono';
import type { Dependencies } from '../dependencies.ts';
import { wholeBodyLimit } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { linkPage, readWithdrawToken, withdrawPaths } from '../mail/links.ts';
import { noticeFormOf } from '../consentForms.ts';
import { type NewConsent, consentEmailHash } from '../storage/consents.ts';
import type { SubmissionKind } from '../storage/types.ts';

const answers = consentLinks.withdraw.answers;

/**
 * The consent rows of a new submission: one per purpose its form asks about, granted as the
 * schema-checked data says, under the notice its page showed: the language of the validated
 * submission's page decides it (`shownNoticeVersion`: the Hindi notice on a Hindi page, the English
 * one while its Hindi is stale), and the version is the server's hash of that notice's text (the
 * client's word for it is never asked); the web channel and the time.
 */
export async function consentRecords(
  kind: SubmissionKind,
  data: Record<string, unknown>,
  email: string | null,
  at: Date,
  language: Locale,
): Promise<NewConsent[]> {
  const form = noticeFormOf[kind];
  if (!form || email === null) return [];
  const shown = await shownNoticeVersion(form, language);
  const emailHash = consentEmailHash(email);
  return consentChoices(form).map(({ purpose, field }) => ({
    id: randomUUID(),
    emailHash,
    purpose,
    granted: data[field] === true,
    noticeVersion: shown.noticeVersion,
    language: shown.language,
    channel: 'web',
    at,
  }));
}

/**
 * The consent a subscribe request gives: the form itself is the choice (its one field is the
 * address, and it asks for nothing but updates), so it is purpose 'updates', given, under the
 * subscribe form's notice shown on a page in `language`, on the web. Its withdrawal is the
 * unsubscribe link.
 */
export async function subscriptionConsent(email: string, at: Date, language: Locale): Promise<NewConsent> {
  const shown = await shownNoticeVersion('subscribe', language);
  return {
    id: randomUUID(),
    emailHash: consentEmailHash(email),
    purpose: 'updates',
    granted: true,
    noticeVersion: shown.noticeVersion,
    language: shown.language,
    channel: 'web',
    at,
  };
}

/**
 * The withdraw link: its GET (a person's click, or a mail scanner's prefetch) only sends the
 * visitor to the site's page with the token; the page's one button sends the POST, which records
 * the withdrawal (200), or answers 410 for an expired link and 400 for one that is not ours or
 * names no consent of that application. The notice version recorded is the current one of the
 * application's form in the language of the consent withdrawn, from the server's table.
 */
export function registerConsentLinks(
  app: Hono,
  deps: Pick<Dependencies, 'storage' | 'mail' | 'log' | 'limiters' | 'trustProxy' | 'now'>,
): void {
  const limit = deps.limiters.submissions.middleware('consent-link', deps.trustProxy);
  app.get(withdrawPaths.withdraw, limit, (c: Context) =>
    c.redirect(
      linkPage(
        (language) => withdrawPages[language],
        (name) => c.req.query(name),
      ),
      303,
    ),
  );
  app.post(withdrawPaths.withdraw, limit, wholeBodyLimit(8 * 1024), async (c) => {
    const read = readWithdrawToken(deps.mail.links.secret, c.req.query('token'), deps.now());
    if (read === 'expired') throw new HttpError(410, answers.expired);
    if (read === 'invalid') throw new HttpError(400, answers.invalid);
    const submission = await deps.storage.get(read.submissionId);
    const form = submission && noticeFormOf[submission.kind];
    if (!form) throw new HttpError(400, answers.invalid);
    const outcome = await deps.storage.withdrawConsent({
      id: randomUUID(),
      submissionId: read.submissionId,
      purpose: read.purpose,
      noticeVersions: await noticeVersions(form),
      channel: 'email-link',
      at: deps.now(),
    });
    deps.log.info({ consent: outcome, purpose: read.purpose }, 'consent withdrawal');
    if (outcome !== 'withdrawn') throw new HttpError(400, answers.invalid);
    return c.json({ success: true, message: answers.done }, 200);
  });
}
