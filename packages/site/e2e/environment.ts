import path from 'node:path';

/**
 * Where the end-to-end run's server listens and keeps its data. The config chooses them once
 * (a free port, a temporary folder) and passes them on in the environment, which the server and
 * the test workers (processes of their own) inherit.
 */
export function e2eEnvironment(): { port: number; baseURL: string; dataDir: string; mailDir: string } {
  const { E2E_PORT, E2E_DATA_DIR } = process.env;
  if (!E2E_PORT || !E2E_DATA_DIR) {
    throw new Error('E2E_PORT and E2E_DATA_DIR are unset: run the end-to-end tests with `npm run test:e2e`.');
  }
  return {
    port: Number(E2E_PORT),
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    dataDir: E2E_DATA_DIR,
    mailDir: path.join(E2E_DATA_DIR, 'received-mail'),
  };
}
