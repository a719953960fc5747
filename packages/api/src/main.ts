import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openSqlite, sqliteIsHealthy } from './storage/sqlite.ts';

const config = loadConfig();
const db = openSqlite(config.dataDir);
const app = createApp({ databaseIsHealthy: () => sqliteIsHealthy(db) });

if (existsSync(config.siteDir)) {
  const root = path.relative(process.cwd(), config.siteDir);
  app.use('*', serveStatic({ root }));
  app.get('*', serveStatic({ root, path: 'index.html' }));
} else {
  console.warn(`No built site at ${config.siteDir}: serving the API only (run \`npm run build\`).`);
}

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Aarambh Labs is running at http://localhost:${info.port} (API at /api/health)`);
});

function shutdown() {
  server.close(() => {
    db.close();
    process.exit(0);
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
