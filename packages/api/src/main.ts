// `npm start` and `npm run serve`: the site and the API on one port, configured by environment
// variables. With `--built` (npm run serve, the container) it serves only what was built: without
// a built site or console it stops, saying what to run, and renders pages with React's production
// build (NODE_ENV=production unless set: React reads it when the first page is rendered).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfig, loadDotEnv } from './config.ts';
import { loggableError } from './log.ts';
import { startMessage, startServer } from './server.ts';

const built = process.argv.includes('--built');
if (built) process.env.NODE_ENV ??= 'production';
loadDotEnv();
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // Refused before listening: a supervisor sees the exit, a person the reason.
  console.error(`Configuration error: ${error.message}`);
  process.exit(78);
}
if (built) {
  const missing = [
    { folder: config.siteDir, what: 'site', variable: 'SITE_DIR' },
    { folder: config.consoleDir, what: 'staff console', variable: 'CONSOLE_DIR' },
  ].filter(({ folder }) => !existsSync(path.join(folder, 'index.html')));
  if (missing.length > 0) {
    const where = missing.map(({ folder, what, variable }) => `no built ${what} at ${folder} (${variable})`);
    console.error(
      `Nothing built to serve: ${where.join(', ')}.\n` +
        'Run `npm run build` first, then `npm run serve`; or `npm start`, which builds and serves.',
    );
    process.exit(66);
  }
}
const server = await startServer(config);
console.log(await startMessage(server, config));

/** Reports `error` when error reporting is on, waits a little for it to leave, and exits. */
async function exitReporting(error: unknown, code: number): Promise<never> {
  server.errors?.report(error, { source: 'process' });
  await server.errors?.flush(2000);
  process.exit(code);
}

// A broken part (the SQLite or mail worker thread died) leaves the process unable to serve: exit
// non-zero so that the supervisor starts a fresh one.
void server.broken.then((error) => {
  server.log.fatal({ err: loggableError(error) }, 'a worker thread died: exiting');
  return exitReporting(error, 70);
});

// With error reporting on, an uncaught exception or unhandled rejection (Node treats both alike)
// is logged and reported before the process exits as Node would (code 1); off, Node's own
// handling is left as it is.
if (server.errors) {
  process.on('uncaughtException', (error, origin) => {
    server.log.fatal({ err: loggableError(error), origin }, 'uncaught error: exiting');
    void exitReporting(error, 1);
  });
}

let stopping = false;
function shutdown(signal: string) {
  if (stopping) {
    // A second signal: whoever sent it does not want to wait.
    server.log.warn({ signal }, 'second signal: exiting now');
    process.exit(130);
  }
  stopping = true;
  server.log.info({ signal, deadlineMs: config.shutdownTimeoutMs }, 'shutting down');
  const deadline = setTimeout(() => {
    server.log.error({ deadlineMs: config.shutdownTimeoutMs }, 'shutdown deadline passed: exiting now');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  deadline.unref();
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      server.log.error({ err: loggableError(error) }, 'shutdown failed');
      process.exit(1);
    },
  );
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
