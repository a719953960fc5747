// Interviews from the console: offering times to a shortlisted application (its invitation goes
// through the outbox to the address the application gave) and the list of what is booked, open
// and asked. The applicant's side is on the status page (routes/applicationStatus.ts).
import { randomUUID } from 'node:crypto';
import { auditTarget, fromIndianTime, interviewMessages, staffMessages } from '@aarambh/machines/schemas';
import { Hono } from 'hono';
import { HttpError } from '../http/errors.ts';
import { answer, staffCall } from './call.ts';
import { type ConsoleDependencies, type ConsoleEnv, auditLine, staffOf } from './context.ts';

export function interviewCalls(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  const { storage, now } = deps;
  const app = new Hono<ConsoleEnv>();

  staffCall(app, deps, 'offerInterview', async (c, offer) => {
    const { account } = staffOf(c);
    const at = now();
    const slots = offer.slots.map((slot) => ({
      ...slot,
      id: randomUUID(),
      startsAt: fromIndianTime(slot.startsAt)!,
    }));
    if (slots.some((slot) => slot.startsAt <= at)) throw new HttpError(400, interviewMessages.past);
    const outcome = await storage.console.offerInterview(
      {
        submissionId: offer.submissionId,
        staffId: account.id,
        slots,
        existing: offer.existing,
        mailId: randomUUID(),
        at,
      },
      auditLine(deps, c, account, 'interview-offer', auditTarget('submission', offer.submissionId), {
        times: slots.length + offer.existing.length,
      }),
    );
    if (outcome === 'not-found') throw new HttpError(404, staffMessages.notFound);
    if (outcome === 'not-shortlisted') throw new HttpError(409, interviewMessages.notShortlisted);
    if (outcome === 'slot-gone') throw new HttpError(409, interviewMessages.slotGone);
    return answer(c, 'offerInterview', {
      interviews: await storage.console.submissionInterviews(offer.submissionId, at),
    });
  });

  staffCall(app, deps, 'interviews', async (c) =>
    answer(c, 'interviews', await storage.console.interviewBoard(now())),
  );

  return app;
}
