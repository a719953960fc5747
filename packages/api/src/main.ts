// `npm start`: the site and the API on one port, configured by environment variables.
import { loadConfig, loadDotEnv } from './config.ts';
import { loggableError } from './log.ts';
import { startServer } from './server.ts';

loadDotEnv();
const config = loadConfig();
const server = await startServer(config);
console.log(`Aarambh Labs is running at http://localhost:${server.port} (API at /api/health)`);

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  server.log.info({ signal }, 'shutting down');
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
