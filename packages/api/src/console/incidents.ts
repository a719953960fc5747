// Breach incidents (admins only, as the table of calls says; docs/incident-runbook.md): opening one
// starts the CERT-In (6 hours) and Board (72 hours) clocks from the time it was detected and finds
// the affected people in the chosen records; the notice, pre-filled with Rule 7's five items and
// edited by the admin, goes to each affected address through the outbox once the admin confirms.
// Every audit line names the incident and counts, never a person.
import { randomUUID } from 'node:crypto';
import { company } from '@aarambh/content';
import {
  BOARD_HOURS,
  CERT_IN_HOURS,
  type IncidentRecords,
  type IncidentView,
  auditTarget,
  draftBreachNotice,
  fromIndianTime,
  indianWallClock,
} from '@aarambh/machines/schemas';
import { Hono } from 'hono';
import { addressHash, normaliseAddress } from '../dataRequest.ts';
import { HttpError } from '../http/errors.ts';
import type { IncidentRecord } from '../storage/incidents.ts';
import { answer, staffCall } from './call.ts';
import { type ConsoleDependencies, type ConsoleEnv, auditLine, staffOf } from './context.ts';

const HOUR_MS = 3600_000;

/** The instants a range of IST days covers: from the first day's midnight to the midnight after the last. */
function rangeOf(records: IncidentRecords) {
  if (records.by !== 'kinds') return undefined;
  const from = fromIndianTime(`${records.from}T00:00`)!;
  const until = new Date(fromIndianTime(`${records.to}T00:00`)!.getTime() + 24 * HOUR_MS);
  return { from, until };
}

/** Each affected address once (as written in its latest submission), with that submission. */
export function affectedPeople(submissions: readonly { id: string; email: string | null }[]) {
  const people = new Map<string, { email: string; submissionId: string }>();
  for (const submission of submissions) {
    if (!submission.email) continue;
    people.set(normaliseAddress(submission.email), { email: submission.email, submissionId: submission.id });
  }
  return [...people.values()];
}

export function incidentCalls(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  const { storage, now } = deps;
  const app = new Hono<ConsoleEnv>();

  const people = async (records: IncidentRecords) =>
    affectedPeople(await storage.console.incidentSubmissions(records, rangeOf(records)));

  async function view(record: IncidentRecord): Promise<IncidentView> {
    const { notice, ...rest } = record;
    const addresses = (await people(record.records)).map(({ email }) => email);
    const detectedOn = indianWallClock(new Date(record.detectedAt)).replace('T', ' at ');
    return {
      ...rest,
      addresses,
      notice:
        notice ??
        draftBreachNotice(record, { name: company.name, contact: company.grievanceContact }, detectedOn),
    };
  }

  async function existing(id: string): Promise<IncidentRecord> {
    const record = await storage.console.incident(id);
    if (!record) throw new HttpError(404, 'There is no incident with this id.');
    return record;
  }

  staffCall(app, deps, 'incidents', async (c) => {
    const records = await storage.console.incidents();
    return answer(c, 'incidents', {
      incidents: records.map(
        ({ records: _records, notice: _notice, notifiedAt: _at, noticesQueued: _n, ...summary }) => summary,
      ),
    });
  });

  staffCall(app, deps, 'openIncident', async (c, request) => {
    const detectedAt = fromIndianTime(request.detectedAt)!;
    const at = now();
    if (detectedAt > at) {
      const errors = { detectedAt: 'The time it was detected cannot be later than now.' };
      throw new HttpError(400, errors.detectedAt, { errors });
    }
    const affected = await people(request.records);
    const staff = staffOf(c).account;
    const id = randomUUID();
    await storage.console.openIncident(
      {
        id,
        summary: request.summary,
        records: request.records,
        detectedAt,
        openedBy: staff.id,
        openedAt: at,
        certInDueAt: new Date(detectedAt.getTime() + CERT_IN_HOURS * HOUR_MS),
        boardDueAt: new Date(detectedAt.getTime() + BOARD_HOURS * HOUR_MS),
        people: affected.map(({ email }) => addressHash(email)),
      },
      auditLine(deps, c, staff, 'incident-open', auditTarget('incident', id), {
        by: request.records.by,
        people: affected.length,
      }),
    );
    return answer(c, 'openIncident', { incident: await view(await existing(id)) });
  });

  staffCall(app, deps, 'incident', async (c, { id }) =>
    answer(c, 'incident', { incident: await view(await existing(id)) }),
  );

  // The confirmed text goes as it is (staff's words) to each affected address, one mail each, in
  // the transaction that marks the incident notified; a second confirmation finds it notified and
  // queues nothing.
  staffCall(
    app,
    deps,
    'notifyIncident',
    async (c, { id, subject, body }) => {
      const record = await existing(id);
      if (record.status === 'notified') return answer(c, 'notifyIncident', { incident: await view(record) });
      const staff = staffOf(c).account;
      const mails = (await people(record.records)).map(({ email, submissionId }) => ({
        id: randomUUID(),
        submissionId,
        to: email,
        emailHash: addressHash(email),
      }));
      await storage.console.notifyIncident(
        { id, subject, body, by: staff.id, at: now(), mails },
        auditLine(deps, c, staff, 'incident-notify', auditTarget('incident', id), { mails: mails.length }),
      );
      return answer(c, 'notifyIncident', { incident: await view(await existing(id)) });
    },
    { bodyLimit: 64 * 1024 },
  );

  return app;
}
