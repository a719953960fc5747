// The end-to-end tests' server, started by Playwright's `webServer` (playwright.config.ts): the
// production build (packages/site/dist, made by `npm run build`) served by the real API, on the
// port and with the data folder the config chose, delivering its mail to a real SMTP server in
// this process that writes each message to `received-mail/` in the data folder (`1.eml`, `2.eml`,
// ... in the order received), where the tests read it. Stopped with the test run (SIGTERM), it
// stops the API and removes the data folder.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { e2eEnvironment } from './environment.ts';

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(siteRoot, '../..');

if (!existsSync(path.join(siteRoot, 'dist/index.html'))) {
  console.error('No production build: run `npm run build` first (`npm run test:e2e` does).');
  process.exit(1);
}

const { port, dataDir, mailDir } = e2eEnvironment();
mkdirSync(mailDir, { recursive: true });

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(', ');
      // Written beside, then renamed: a test reading the folder meanwhile sees the whole message
      // or none of it, never the first part of one (a link cut short in a mail with a PDF).
      const file = path.join(mailDir, `${++count}.eml`);
      writeFileSync(`${file}.part`, `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks)}`);
      renameSync(`${file}.part`, file);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const { port: smtpPort } = smtp.server.address() as AddressInfo;

// As the image and `npm run serve` start it (`--built`): only what was built, and the pages the
// server renders (the status page, the receipt, a limit's page) from React's production build,
// NODE_ENV=production. Without V8's memory protection keys, as the API tests run
// (vitest.config.ts): under these runs' load its JIT page tracking has aborted the server mid-run
// ("Check failed: jit_page.has_value()").
const api = spawn(
  process.execPath,
  ['--no-memory-protection-keys', path.join(repoRoot, 'packages/api/src/main.ts'), '--built'],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_DIR: path.join(siteRoot, 'dist'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The links in e-mails (subscription confirmation, unsubscribe) point at this server.
      SITE_URL: `http://127.0.0.1:${port}`,
      // Every request comes from one address, and the flows submit many times.
      RATE_LIMIT_PER_MINUTE: '0',
      // Likewise the confirmation mails one client may cause in an hour (30 by default): the whole
      // run's applications, messages and subscriptions come from 127.0.0.1, and past the cap the
      // API answers alike but mails nothing (the last subscription test waited for its mail in vain).
      CONFIRMATIONS_PER_CLIENT_PER_HOUR: '1000',
      // An application's status e-mail goes out 15 s after a staff change, not ten minutes (time
      // enough for a test's next change to join it), and the outbox looks for due mail every second.
      STATUS_MAIL_DELAY_MS: '15000',
      MAIL_RETRY_INTERVAL_MS: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

const stop = () => {
  api.kill('SIGTERM');
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
api.once('exit', (code) => {
  smtp.close(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
});
