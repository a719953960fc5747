import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Configuration from the environment, with defaults that let `npm start` run with nothing set. */
export interface Config {
  port: number;
  host: string;
  /** Folder of the built site served beside the API. */
  siteDir: string;
  /** Folder for the embedded database, uploads and the mail outbox. */
  dataDir: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    siteDir: path.resolve(env.SITE_DIR ?? path.join(packageRoot, '../site/dist')),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(packageRoot, '../../data')),
  };
}
