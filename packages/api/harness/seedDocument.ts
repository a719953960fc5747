// A certificate in a data folder before its server starts, for the site's speed budget to measure
// a document's verify page (`packages/site/scripts/bench.mjs`):
//   node packages/api/harness/seedDocument.ts DATA_DIR [SITE_URL]   → prints the document's id
// An enrolled application, completed and issued by an admin, its name shown, signed with the
// development key the server of that folder uses.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createSubmissionReference } from '@aarambh/machines/schemas';
import { opportunities } from '@aarambh/content';
import { issue } from '../src/proof/issue.ts';
import { developmentSigningKey, documentSigner } from '../src/proof/signing.ts';
import { openSqlite } from '../src/storage/sqlite.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Usage: node harness/seedDocument.ts DATA_DIR');
mkdirSync(dataDir, { recursive: true });
const storage = openSqlite(dataDir);
try {
  const at = new Date();
  const staffId = randomUUID();
  const hash = randomUUID();
  await storage.console.inviteStaff(
    { id: staffId, email: 'bench-admin@aarambhlabs.example', role: 'admin', at },
    { hash, expiresAt: new Date(at.getTime() + 3600_000), totpSecret: 'unused' },
  );
  await storage.console.completeEnrolment(hash, 'unused', 1, at);
  const programme = opportunities[0]!;
  const id = randomUUID();
  await storage.save({
    id,
    reference: createSubmissionReference(),
    kind: 'application',
    email: 'asha.rao@example.com',
    language: 'en',
    data: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha.rao@example.com',
      opportunityId: programme.id,
      opportunityTitle: programme.title,
      opportunityCompany: programme.company,
      paymentAmount: 2500,
      transactionId: '412345678901',
    },
    mails: [],
    createdAt: at,
    mailNotBefore: at,
  });
  const by = { staffId, role: 'admin', at } as const;
  const audit = {
    at,
    staffId,
    staffEmail: null,
    action: 'stage' as const,
    target: null,
    client: '127.0.0.1',
    detail: {},
  };
  await storage.console.change([id], { type: 'payment', payment: 'verified', reason: null }, by, audit);
  for (const stage of ['in_review', 'shortlisted', 'accepted'] as const) {
    await storage.console.change([id], { type: 'stage', stage, note: null }, by, audit);
  }
  await storage.console.complete(
    {
      submissionId: id,
      printedName: 'Asha Rao',
      startsOn: '2026-09-01',
      endsOn: '2026-11-20',
      hours: 240,
      outcome: 'distinction',
      projectUrl: 'https://github.com/asha-rao/clinic-booking',
      staffId,
      at,
    },
    { ...audit, action: 'completion' },
  );
  const signer = await documentSigner(await developmentSigningKey(dataDir));
  const documentId = await issue(
    {
      storage,
      signer: async () => signer,
      now: () => new Date(),
      siteUrl: process.argv[3] ?? 'http://localhost',
    },
    { kind: 'certificate', submissionId: id },
    staffId,
    () => ({ ...audit, action: 'document-issue' }),
  );
  await storage.console.setNameShown(
    { documentId, submissionId: id, shown: true },
    { ...audit, action: 'application.document-name' },
  );
  console.log(documentId);
} finally {
  await storage.close();
}
