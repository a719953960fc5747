import { randomUUID } from 'node:crypto';
import { noticeVersions } from '@aarambh/machines/hindi';
import { calls, subscriptionLinks, subscriptionPages } from '@aarambh/machines/schemas';
import type { Context, Hono } from 'hono';
import { composeMails, notificationRecipient } from '../mail/compose.ts';
import {
  linkPage,
  newSubscriptionToken,
  readConfirmationToken,
  readUnsubscribeToken,
  subscriptionPaths,
} from '../mail/links.ts';
import { hasContentType, wholeBodyLimit } from '../http/body.ts';
import { HttpError } from '../http/errors.ts';
import { replay } from '../http/idempotency.ts';
import type { Dependencies } from '../dependencies.ts';
import { type NamedAllowance, logCapReached } from './allowances.ts';
import { subscriptionConsent } from './consents.ts';
import { splitLanguage } from './language.ts';
import { withNewReference } from './reference.ts';

/**
 * A pending subscription gets no second confirmation within this time, however often the address
 * is entered again: the caps bound the worst case, this keeps a repeat from mailing anyone at all.
 */
export const CONFIRMATION_RESEND_AFTER_MS = 24 * 3600_000;

const confirmAnswers = subscriptionLinks.confirm.answers;
const unsubscribeAnswers = subscriptionLinks.unsubscribe.answers;

/** What the subscription's calls and links read of the app's dependencies. */
export type SubscriptionDependencies = Pick<
  Dependencies,
  'storage' | 'outbox' | 'mail' | 'log' | 'limiters' | 'trustProxy'
>;

/**
 * A subscribe request whose fields the schema validated: stored, or recognised as a repeat, in one
 * transaction (`Storage.subscribe`), which also spends the confirmation's allowances, so an
 * Idempotency-Key replay spends none. The answer is the same whatever happened, and it does not
 * wait for the mail (the outbox delivers it), so neither its words nor its timing tell whether the
 * address was known.
 */
export async function storeSubscription(
  c: Context,
  deps: SubscriptionDependencies,
  request: {
    endpoint: string;
    data: Record<string, unknown>;
    email: string;
    allowances: readonly NamedAllowance[];
    key: string | undefined;
    fingerprint: string | undefined;
  },
): Promise<Response> {
  const id = randomUUID();
  const createdAt = new Date();
  const { language, fields: data } = splitLanguage(request.data);
  const confirmation = { id: randomUUID(), to: request.email, allowances: request.allowances };
  const notification = {
    id: randomUUID(),
    to: notificationRecipient('subscription', data, deps.mail),
  };
  const consent = await subscriptionConsent(request.email, createdAt, language);
  const result = await withNewReference((reference) =>
    deps.storage.subscribe({
      id,
      reference,
      email: request.email,
      language,
      data,
      token: newSubscriptionToken(),
      createdAt,
      mailNotBefore: deps.outbox.notBefore(createdAt),
      confirmation,
      resendAfter: new Date(createdAt.getTime() - CONFIRMATION_RESEND_AFTER_MS),
      notification,
      answer: { status: 201, body: { success: true, message: calls.subscribe.success } },
      consent,
      ...(request.key !== undefined && request.fingerprint !== undefined
        ? { idempotency: { endpoint: request.endpoint, key: request.key, fingerprint: request.fingerprint } }
        : {}),
    }),
  );
  if (result.replay) {
    deps.log.info({ kind: 'subscription', id: result.id, idempotentReplay: true }, 'submission repeated');
    return replay(result.replay);
  }
  const composed = composeMails(
    'subscription',
    data,
    {
      id: result.id,
      reference: result.reference,
      email: request.email,
      language,
      createdAt,
      subscription: { token: result.token, confirmationSentAt: createdAt },
    },
    deps.mail,
  );
  logCapReached(deps.log, 'subscription', request.allowances, result.spent);
  const outgoing = result.mails.flatMap((mail) => {
    const message = composed.find((candidate) => candidate.template === mail.template)?.message;
    return message ? [{ id: mail.id, message }] : [];
  });
  // The first attempt starts once this answer is out: the outbox records how it went and retries.
  void deps.outbox.deliverNow(outgoing);
  deps.log.info(
    { kind: 'subscription', id: result.id, confirmation: result.confirmation, repeat: result.id !== id },
    'submission stored',
  );
  // The stored answer, byte for byte, whether the address was new or known: a replay gets the same.
  return new Response(result.answer.body, {
    status: result.answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The One-Click body (RFC 8058), form-encoded or multipart, as mail apps send it (8 KB at most). */
async function saysOneClick(c: Context): Promise<boolean> {
  const urlencoded = hasContentType(c, 'application/x-www-form-urlencoded');
  const multipart = (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
  if (!urlencoded && !multipart) return false;
  // A body that ends before its end (the client went away) says nothing: a 400, not an error.
  const body = await c.req.arrayBuffer().catch(() => undefined);
  if (body === undefined) return false;
  const bytes = Buffer.from(body);
  const form = urlencoded
    ? new URLSearchParams(bytes.toString('utf8'))
    : await new Response(new Uint8Array(bytes), {
        headers: { 'content-type': c.req.header('content-type')! },
      })
        .formData()
        .catch(() => undefined);
  return form?.get('List-Unsubscribe') === 'One-Click';
}

/** The GET of a link in a subscriber's mail: only the site's page for it (`linkPage`). */
const toPage = (c: Context, page: keyof (typeof subscriptionPages)['en']) =>
  c.redirect(
    linkPage(
      (language) => subscriptionPages[language][page],
      (name) => c.req.query(name),
    ),
    303,
  );

/**
 * The links in subscribers' mail act only on a POST: a GET (or HEAD), which a mail scanner's
 * prefetch also makes, only sends the visitor to the site's page for the link, whose button sends
 * the POST. Confirming answers 200, 410 for an expired link, 400 for one that is not valid;
 * unsubscribing is the RFC 8058 one-click POST (from a mail app or the site's unsubscribe page).
 */
export function registerSubscriptionLinks(app: Hono, deps: SubscriptionDependencies): void {
  const limit = deps.limiters.submissions.middleware('subscription-link', deps.trustProxy);
  const secret = deps.mail.links.secret;

  app.get(subscriptionPaths.confirm, limit, (c) => toPage(c, 'confirm'));

  app.post(subscriptionPaths.confirm, limit, wholeBodyLimit(8 * 1024), async (c) => {
    const read = readConfirmationToken(secret, c.req.query('token'), new Date());
    if (read === 'expired') throw new HttpError(410, confirmAnswers.expired);
    const outcome =
      read === 'invalid' ? 'unknown' : await deps.storage.confirmSubscription(read.token, new Date());
    deps.log.info({ subscription: outcome }, 'subscription confirmation');
    if (outcome !== 'confirmed') throw new HttpError(400, confirmAnswers.invalid);
    return c.json({ success: true, message: confirmAnswers.done }, 200);
  });

  app.get(subscriptionPaths.unsubscribe, limit, (c) => toPage(c, 'unsubscribe'));

  app.post(subscriptionPaths.unsubscribe, limit, wholeBodyLimit(8 * 1024), async (c) => {
    const token = readUnsubscribeToken(secret, c.req.query('token'));
    if (!(await saysOneClick(c))) throw new HttpError(400, unsubscribeAnswers.oneClick);
    // Unsubscribing withdraws the consent to updates: recorded as a withdrawal through the mail's link.
    const withdrawal = {
      id: randomUUID(),
      noticeVersions: await noticeVersions('subscribe'),
      channel: 'email-link' as const,
    };
    if (token === undefined || !(await deps.storage.unsubscribe(token, new Date(), withdrawal))) {
      throw new HttpError(400, unsubscribeAnswers.invalid);
    }
    deps.log.info({ subscription: 'unsubscribed' }, 'subscription ended');
    return c.json({ success: true, message: unsubscribeAnswers.done }, 200);
  });
}
