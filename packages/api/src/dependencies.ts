// The API's dependencies: what a server (or a test) gives `createApp`, and the one object, with
// every default resolved, that each part of the app (the submissions' routes, the status pages,
// the console's wing) is given and takes what it needs from.
import type { Logger } from 'pino';
import type { ErrorReporter } from './errorReporting.ts';
import { PASSWORD_COST, type PasswordHasher, type ScryptCost, sharedHasher } from './console/passwords.ts';
import { type DataFolders, dataFolders } from './dataRequest.ts';
import { DatabaseRateLimiter, RateLimiter, type RequestLimiter } from './http/protection.ts';
import { type PageRenderer, pageRenderer } from './http/renderedPage.ts';
import type { MailSettings } from './mail/compose.ts';
import type { Outbox } from './mail/outbox.ts';
import { type DocumentSigner, documentSigner, processSigningKey } from './proof/signing.ts';
import type { ResumeStore } from './resumes.ts';
import { STATUS_MAIL_GATHER_MS } from './storage/consoleRows.ts';
import type { Storage } from './storage/types.ts';
import type { UploadArea } from './uploads.ts';

export interface AppDependencies {
  storage: Storage;
  outbox: Outbox;
  mail: MailSettings;
  log: Logger;
  /** Where uploads are written (never a served folder). */
  uploads: UploadArea;
  /** Where accepted resumes are kept: `uploads/` in the data folder, or the database (`resumeStore`). */
  resumes: ResumeStore;
  /** The built site to serve beside the API; without it only the API answers. */
  siteDir?: string;
  /** The built staff console, served under /staff/. */
  consoleDir?: string;
  corsOrigins: readonly string[];
  rateLimitPerMinute: number;
  jsonLimitBytes: number;
  /**
   * Free bytes on the uploads' disk below which an upload is refused (503), set above the health
   * check's minimum so that uploads stop before the site is reported degraded.
   */
  uploadMinFreeBytes: number;
  trustProxy: boolean;
  /** How long an application's status e-mail waits for further changes. @default STATUS_MAIL_GATHER_MS */
  statusMailDelayMs?: number;
  /** What the health check looks at besides the database. */
  health: HealthSettings;
  /**
   * What signs documents (`DOCUMENT_SIGNING_KEY`'s signer); without it (tests, tools) one with a
   * key made for the process, whose documents verify only while it runs.
   */
  documentSigner?: DocumentSigner;
  /** Where unhandled errors and the browsers' reports go (ERROR_REPORTING_DSN); absent: nowhere. */
  errors?: ErrorReporter | undefined;
  /** The staff console's clock and password cost (tests make both cheaper to move), and its hashing pool. */
  console?: { now?: () => Date; passwordCost?: ScryptCost; hasher?: PasswordHasher };
}

export interface HealthSettings {
  /** The data folder, whose disk's free space is reported. */
  dataDir: string;
  /** Free bytes below which health is degraded (503). */
  diskMinFreeBytes: number;
  /** Age of the oldest pending mail past which the outbox is reported stuck. */
  mailStuckAfterMs: number;
  /** `Authorization: Bearer <token>` gets the details (`HEALTH_TOKEN`); without it only loopback does. */
  token?: string | undefined;
}

/** Every dependency of the app, defaults resolved: each part declares the ones it reads (`Pick`). */
export interface Dependencies extends Omit<
  AppDependencies,
  'statusMailDelayMs' | 'console' | 'documentSigner'
> {
  /** The documents' signer, made once when first needed. */
  signer: () => Promise<DocumentSigner>;
  statusMailDelayMs: number;
  /** The clock of staff changes, sessions and status links. */
  now: () => Date;
  /** The cost of new staff password hashes. */
  passwordCost: ScryptCost;
  /** The bounded pool that hashes staff passwords: the server's own, or the process's shared one. */
  hasher: PasswordHasher;
  /** What a data request reads and erases: the resumes and the data folder. */
  folders: DataFolders;
  /** Renders the site's status pages; without a built site only the calls answer. */
  pages: PageRenderer | undefined;
  /**
   * Per-client limits, one per part so that each counts (and bounds its memory) on its own. On
   * PostgreSQL the limit is counted in the database, so several servers refuse a client together;
   * the embedded default (one server, or two for a moment in a rolling restart) counts in memory.
   */
  limiters: Record<'submissions' | 'console' | 'applicationStatus' | 'verify' | 'errors', RequestLimiter>;
}

export function resolveDependencies(given: AppDependencies): Dependencies {
  const { statusMailDelayMs, console, documentSigner: configured, ...rest } = given;
  let signer: Promise<DocumentSigner> | undefined = configured && Promise.resolve(configured);
  const limiter = (): RequestLimiter =>
    given.storage.engine === 'postgres'
      ? new DatabaseRateLimiter(given.storage, given.rateLimitPerMinute)
      : new RateLimiter(given.rateLimitPerMinute);
  return {
    ...rest,
    statusMailDelayMs: statusMailDelayMs ?? STATUS_MAIL_GATHER_MS,
    now: console?.now ?? (() => new Date()),
    passwordCost: console?.passwordCost ?? PASSWORD_COST,
    hasher: console?.hasher ?? sharedHasher(),
    folders: dataFolders(given.resumes, given.health.dataDir),
    pages: given.siteDir ? pageRenderer(given.siteDir) : undefined,
    limiters: {
      submissions: limiter(),
      console: limiter(),
      applicationStatus: limiter(),
      verify: limiter(),
      errors: limiter(),
    },
    signer: () => (signer ??= documentSigner(processSigningKey())),
  };
}
