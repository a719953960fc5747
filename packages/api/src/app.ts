import { Hono } from 'hono';

export interface AppDependencies {
  /** Whether the database answers a trivial query. */
  databaseIsHealthy: () => boolean;
}

/** The API's routes, free of any server or file system so tests can call `app.request(...)`. */
export function createApp({ databaseIsHealthy }: AppDependencies): Hono {
  const app = new Hono();
  app.get('/api/health', (c) => {
    const database = databaseIsHealthy() ? 'ok' : 'unavailable';
    return c.json({ status: database === 'ok' ? 'ok' : 'degraded', database }, database === 'ok' ? 200 : 503);
  });
  return app;
}
