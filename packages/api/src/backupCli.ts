// `npm run backup` and `npm run restore`, with the server's configuration (DATA_DIR, from the
// environment or .env):
//   node src/backupCli.ts backup [--out DIR]
//   node src/backupCli.ts restore --from DIR [--force]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupData, restoreData } from './backup.ts';
import { loadConfig, loadDotEnv } from './config.ts';

const usage = `Usage:
  npm run backup [-- --out DIR]
      Copies the embedded SQLite database (SQLite's online backup: the server may keep running and
      taking submissions) and the resumes and .eml copies its rows name into DIR, a new folder
      (default backups/aarambh-<time>), with a manifest of their SHA-256 sums signed with
      BACKUP_SIGNING_KEY (HMAC-SHA256), each file encrypted to BACKUP_ENCRYPT_TO when it is set.
  npm run restore -- --from DIR [--force]
      Checks the backup in DIR (its signature, sums, files and schema) and puts it back as DATA_DIR,
      then erases again what was erased since the backup, ends every staff session and writes an
      audit line. Refused while a server runs on DATA_DIR, and when DATA_DIR holds data, unless
      --force (the present folder is then kept beside it as DATA_DIR.replaced-<time>).`;

const [command, ...rest] = process.argv.slice(2);
let values: { out?: string | undefined; from?: string | undefined; force: boolean };
try {
  ({ values } = parseArgs({
    args: rest,
    options: {
      out: { type: 'string' },
      from: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  process.exit(2);
}
if ((command !== 'backup' && command !== 'restore') || (command === 'restore' && !values.from)) {
  console.error(
    `${command === 'restore' ? '--from is required: the backup folder.' : `Unknown command: ${command}`}\n\n${usage}`,
  );
  process.exit(2);
}

loadDotEnv();
const config = loadConfig();
// Paths as the person typed them: npm runs a workspace's script in its folder, INIT_CWD is where npm was run.
const here = process.env.INIT_CWD ?? process.cwd();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: the submissions and their resumes are in PostgreSQL. Back it up with pg_dump, ' +
      "as the README's Backups section shows; npm run backup copies the embedded SQLite database and its data folder.",
  );
  process.exit(2);
}
if (!config.backupSigningKey) {
  console.error(
    'BACKUP_SIGNING_KEY must be set (or BACKUP_SIGNING_KEY_FILE): the key that signs backups and that a restore ' +
      'checks, e.g. BACKUP_SIGNING_KEY=$(openssl rand -hex 32). Keep it apart from the backups: whoever holds ' +
      'both could make a backup that restores.',
  );
  process.exit(2);
}
const keys = {
  signingKey: config.backupSigningKey,
  encryptTo: config.backupEncryptTo,
  decryptKey: config.backupDecryptKey,
};
try {
  if (command === 'backup') {
    const out = path.resolve(
      here,
      values.out ?? path.join('backups', `aarambh-${new Date().toISOString().replace(/[:.]/g, '-')}`),
    );
    const manifest = await backupData(config.dataDir, out, keys);
    const bytes = manifest.files.reduce((total, file) => total + file.size, 0);
    console.log(
      `Backed up ${manifest.submissions} submission(s) and ${manifest.files.length - 1} file(s), ${(bytes / 1024 / 1024).toFixed(1)} MiB, ` +
        `${manifest.encrypted ? 'encrypted' : 'NOT encrypted (set BACKUP_ENCRYPT_TO)'} and signed, into ${out}`,
    );
  } else {
    const from = path.resolve(here, values.from!);
    const restored = await restoreData(from, config.dataDir, keys, { force: values.force });
    const { manifest, replaced } = restored;
    if (restored.erasuresReapplied > 0) {
      console.warn(
        `Warning: the backup held data of ${restored.erasuresReapplied} address(es) erased since ${manifest.createdAt}: erased again.`,
      );
    } else if (!restored.erasuresKnown) {
      console.warn(
        `Warning: no database was in ${config.dataDir} to tell the erasures made since ${manifest.createdAt}: ` +
          'if a data request was erased since then, erase it again (npm run data-request -w packages/api -- --email ADDRESS --delete).',
      );
    }
    console.log(
      `Restored ${manifest.submissions} submission(s) from ${from} (made ${manifest.createdAt}) into ${config.dataDir}; ` +
        `${restored.sessionsEnded} staff session(s) ended` +
        (replaced ? `; the folder it replaced is kept as ${replaced}` : ''),
    );
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`${command === 'backup' ? 'Backup' : 'Restore'} failed: ${error.message}`);
  process.exit(1);
}
