// Operations on the stored submissions, with the server's configuration (DATA_DIR or DATABASE_URL):
//   node src/cli.ts export --kind contact [--from 2026-01-01] [--to 2026-12-31] [--format csv|json] [--out file]
//   node src/cli.ts purge [--dry-run]
//   node src/cli.ts data-request --email ADDRESS [--out file] [--delete]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cliAudit } from './cliAudit.ts';
import { loadConfig, loadDotEnv } from './config.ts';
import { removeMailCopies } from './mail/copies.ts';
import { addressTarget, dataFolders, ERASURE_ACTION, eraseHeldData, exportHeldData } from './dataRequest.ts';
import { parseDay, retentionRules, ruleTakes, ruleText, toCsv, toJson } from './records.ts';
import { resumeStore } from './resumes.ts';
import { openStorage } from './storage/index.ts';
import { submissionKinds, type SubmissionKind } from './storage/types.ts';

const usage = `Usage:
  export --kind ${submissionKinds.join('|')} [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--format csv|json] [--out FILE]
      Writes the submissions of one kind created from --from to --to (both days included) as CSV
      (default) or JSON, to FILE or to standard output.
  purge [--dry-run]
      Deletes what the retention table (src/retention.ts, printed in the privacy policy) keeps no
      longer: applications not taken forward, other applications, paid ones, contact messages,
      feedback and sent e-mails, each after its period, with their resumes; subscriptions never
      confirmed after 30 days, and unsubscribed ones.
  data-request --email ADDRESS [--out FILE] [--delete]
      Writes everything held about one e-mail address (its submissions of every kind, subscription,
      e-mails and their .eml copies, resumes) as JSON, to FILE or to standard output: the privacy
      policy's right of access. With --delete, then deletes all of it (right of deletion).`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
const { values } = (() => {
  try {
    return parseArgs({
      args: rest,
      options: {
        kind: { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        format: { type: 'string', default: 'csv' },
        out: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        email: { type: 'string' },
        delete: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

if (command !== 'export' && command !== 'purge' && command !== 'data-request')
  fail(command ? `Unknown command: ${command}` : 'No command given.');
if (command === 'data-request' && !values.email?.includes('@'))
  fail('--email is required: the address the request is about.');

loadDotEnv();
const config = loadConfig();
const storage = await openStorage(config);
try {
  if (command === 'export') {
    const kind = values.kind as SubmissionKind | undefined;
    if (!kind || !submissionKinds.includes(kind)) fail('--kind is required: one of the five kinds.');
    if (values.format !== 'csv' && values.format !== 'json') fail('--format is csv or json.');
    let from: Date;
    let to: Date;
    try {
      from = values.from ? parseDay(values.from, false) : new Date(0);
      to = values.to ? parseDay(values.to, true) : new Date(Date.now() + 1000);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
    const records = await storage.list(kind, from, to);
    const text = values.format === 'csv' ? toCsv(records) : toJson(records);
    if (values.out) {
      writeFileSync(values.out, text, { mode: 0o600 });
      console.error(`${records.length} ${kind} submission(s) written to ${values.out}`);
    } else {
      process.stdout.write(text);
    }
  } else if (command === 'data-request') {
    const folders = dataFolders(resumeStore(storage, config.dataDir), config.dataDir);
    const held = await exportHeldData(storage, folders, values.email!);
    const text = `${JSON.stringify(held, null, 2)}\n`;
    if (values.out) {
      writeFileSync(values.out, text, { mode: 0o600 });
      console.error(`${held.submissions.length} submission(s) about ${held.email} written to ${values.out}`);
    } else {
      process.stdout.write(text);
    }
    if (values.delete) {
      const erased = await eraseHeldData(storage, folders, held.email);
      // Recorded as the console records it: a restore of an older backup erases it again.
      await cliAudit(storage)(ERASURE_ACTION, addressTarget(held.email), { ...erased });
      console.error(
        `Deleted ${erased.submissions} submission(s), ${erased.mails} e-mail record(s), ${erased.files} resume file(s) and ${erased.mailCopies} e-mail cop(ies) about ${held.email}.`,
      );
    }
  } else {
    const { rules, mailsBefore, subscriptions, console: sweep } = retentionRules(new Date());
    if (values['dry-run']) {
      for (const rule of rules) {
        let due = 0;
        for (const kind of rule.kinds) {
          for (const record of await storage.list(kind, new Date(0), rule.before))
            if (ruleTakes(rule, await storage.console.inboxItem(record.id))) due += 1;
        }
        console.log(
          `${ruleText(rule)}: ${due} submission(s) created before ${rule.before.toISOString()} would go`,
        );
      }
      const ended = (await storage.list('subscription', new Date(0), new Date(Date.now() + 1000))).filter(
        ({ subscription: state }) =>
          (state?.status === 'pending' && new Date(state.requestedAt) < subscriptions.unconfirmedBefore) ||
          (state?.status === 'unsubscribed' && new Date(state.unsubscribedAt!) < subscriptions.endedBefore),
      );
      console.log(`subscription: ${ended.length} never confirmed or unsubscribed would go`);
    } else {
      const result = await storage.purge(rules, mailsBefore, subscriptions);
      await resumeStore(storage, config.dataDir).removed(result.files);
      const copies = await removeMailCopies(path.join(config.dataDir, 'outbox'), result.mailIds);
      const swept = await storage.console.sweep(sweep);
      console.log(
        `Purged ${result.submissions} submission(s), ${result.files.length} resume file(s), ${result.mails} old e-mail record(s), ${copies} e-mail cop(ies), ${swept.sessions} ended staff session(s), ${swept.throttle} sign-in throttle row(s), ${swept.refusals} window(s) of refused sign-ins and ${swept.privacyRequests} privacy request(s) past their time.`,
      );
    }
  }
} finally {
  await storage.close();
}
