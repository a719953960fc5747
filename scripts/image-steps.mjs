// `npm run test:image`: proves the container image's steps without container tooling. Lints the
// Dockerfile (dockerfile-utils: what the Docker builder would refuse), then, in a clean folder
// holding what the build context would (the repository's files less .dockerignore's), runs the
// build stage's RUN commands as they are written (npm ci, the build, the prune of dev
// dependencies), and starts the final stage's CMD with its ENV as a production start would: it
// must refuse to start without a LINK_SECRET, then, with production settings, answer the
// HEALTHCHECK command, serve a page and the console, take a submission, and stop on SIGTERM.
// It also fails on a base image (here or in compose.yaml) named without a digest, on NODE_ENV
// unset in the final stage, and on a key, an environment file, a visual
// baseline, a story or a test in the build context or in the built folder the image copies.
// The runtime's `node` is this Node 24 (the image's base has its own); the folder is removed after.
// About three to five minutes: npm ci and the build.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dockerfileText = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const faults = [];
const step = (message) => console.log(`\n== ${message}`);

step('Lint the Dockerfile');
for (const problem of validate(dockerfileText)) {
  faults.push(`Dockerfile line ${problem.range.start.line + 1}: ${problem.message}`);
}
if (faults.length > 0) finish();

const dockerfile = DockerfileParser.parse(dockerfileText);
const froms = dockerfile.getFROMs();
if (froms.length !== 2) fail(`expected two stages (build, run), found ${froms.length}`);
const finalStart = froms[1].getRange().start.line;
const inBuild = (instruction) => instruction.getRange().start.line < finalStart;
const instructions = dockerfile.getInstructions();
const buildRuns = instructions
  .filter((i) => inBuild(i) && i.getKeyword() === 'RUN')
  .map((i) => i.getArgumentsContent());
const final = instructions.filter((i) => !inBuild(i));
const one = (keyword) => final.filter((i) => i.getKeyword() === keyword).at(-1);
const cmd = JSON.parse(one('CMD').getArgumentsContent());
const healthcheck = JSON.parse(
  one('HEALTHCHECK')
    .getArgumentsContent()
    .replace(/^(--\S+\s+)*CMD\s+/, ''),
);
const env = {};
for (const instruction of final.filter((i) => i.getKeyword() === 'ENV')) {
  for (const property of instruction.getProperties()) env[property.getName()] = property.getValue();
}
// A tag moves; a digest names the same bytes on every rebuild (Dependabot proposes new digests).
const pinned = /@sha256:[0-9a-f]{64}$/;
for (const from of froms) {
  if (!pinned.test(from.getImage() ?? '')) faults.push(`FROM ${from.getImage()} is not pinned by digest`);
}
const composeText = readFileSync(path.join(root, 'compose.yaml'), 'utf8');
const built = new Set(
  [...composeText.matchAll(/^\s+build:.*\n\s+image:\s*(\S+)/gm)].map((match) => match[1]),
);
for (const [, image] of composeText.matchAll(/^\s+image:\s*(\S+)/gm)) {
  if (!built.has(image) && !pinned.test(image))
    faults.push(`compose.yaml's image ${image} is not pinned by digest`);
}
if (one('USER')?.getArgumentsContent() !== 'node')
  faults.push('the final stage does not run as the node user');
if (env.NODE_ENV !== 'production')
  faults.push(
    `the final stage sets NODE_ENV=${env.NODE_ENV ?? '(unset)'}, not production: React would render in development mode`,
  );

step('A clean folder with what the build context holds');
const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const isIgnored = (file) =>
  ignored.some((pattern) => path.matchesGlob(file, pattern) || path.matchesGlob(file, `${pattern}/**`));
const context = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: root,
})
  .toString()
  .split('\0')
  .filter((file) => file && existsSync(path.join(root, file)) && !isIgnored(file));
/** What the image must never hold: keys, environment files, visual baselines, stories, tests. */
const forbidden = [
  /(^|\/)\.env(\.|$)/,
  /\.(pem|key)$/,
  /(^|\/)__screenshots__\//,
  /\.stories\.tsx?$/,
  /\.mdx$/,
  /\.test\.tsx?$/,
  /(^|\/)e2e\//,
];
for (const secret of [
  '.env',
  '.env.production',
  'packages/api/.env.local',
  'dkim.pem',
  'packages/api/keys/tls.key',
  'data/x',
  'backups/aarambh-1/manifest.json',
  'node_modules/x',
  'packages/site/dist/index.html',
  'packages/site/.builds/x',
  '.git/HEAD',
  'packages/ui/src/components/Box/__screenshots__/Box.png',
  'packages/ui/src/components/Box/Box.stories.tsx',
  'packages/site/e2e/flows.spec.ts',
  'packages/api/src/app.test.ts',
]) {
  if (!isIgnored(secret)) faults.push(`.dockerignore lets ${secret} into the build context`);
}
const slipped = context.filter((file) => forbidden.some((pattern) => pattern.test(file)));
for (const file of slipped.slice(0, 10)) faults.push(`the build context holds ${file}`);
const parent = mkdtempSync(path.join(tmpdir(), 'aarambh-image-'));
const app = path.join(parent, 'app');
for (const file of context) cpSync(path.join(root, file), path.join(app, file));
console.log(`${context.length} files in ${app}`);

function finish() {
  if (faults.length > 0) {
    console.error(`\n${faults.length} fault(s):\n- ${faults.join('\n- ')}`);
    process.exit(1);
  }
  console.log('\nThe image steps build and serve.');
  process.exit(0);
}
function fail(message) {
  faults.push(message);
  finish();
}

try {
  // PATH without this checkout's node_modules/.bin (npm run puts it first): the steps find their
  // tools as the image does, through the clean folder's own install.
  const cleanPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => !entry.includes(`node_modules${path.sep}.bin`))
    .join(path.delimiter);
  for (const command of buildRuns) {
    step(`RUN ${command}`);
    const started = Date.now();
    const { status } = spawnSync('sh', ['-c', command], {
      cwd: app,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PATH: cleanPath, npm_config_loglevel: 'warn' },
    });
    console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s, exit ${status})`);
    if (status !== 0) fail(`RUN ${command} exited ${status}`);
  }
  // What the image holds: the folder as the build left it (the runtime stage copies all of it).
  const held = readdirSync(app, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.startsWith('node_modules/') && !file.includes('/node_modules/'));
  for (const file of held.filter((name) => forbidden.some((pattern) => pattern.test(name))).slice(0, 10)) {
    faults.push(`the image holds ${file}`);
  }
  console.log(`${held.length} files in the image besides node_modules`);
  for (const devOnly of ['vite', 'vitest', 'eslint', 'storybook', 'playwright']) {
    if (existsSync(path.join(app, 'node_modules', devOnly)))
      faults.push(`the dev dependency ${devOnly} is still installed`);
  }
  const du = spawnSync('du', ['-sm', path.join(app, 'node_modules')])
    .stdout.toString()
    .split('\t')[0];
  console.log(`node_modules after the prune: ${du} MB`);

  step(`CMD ${cmd.join(' ')}`);
  const port = await new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
  const dataDir = path.join(parent, 'data');
  mkdirSync(dataDir, { mode: 0o700 });
  const node = (args) => (args[0] === 'node' ? [process.execPath, ...args.slice(1)] : args);
  const runtimeEnv = { PATH: cleanPath, HOME: parent, ...env, PORT: String(port), DATA_DIR: dataDir };
  const [program, ...args] = node(cmd);

  const refused = spawnSync(program, args, { cwd: app, env: runtimeEnv, timeout: 30_000 });
  if (refused.status !== 78 || !refused.stderr.toString().includes('LINK_SECRET must be set')) {
    faults.push(
      `without LINK_SECRET the start should stop with 78 naming it; got ${refused.status}: ${refused.stderr}`,
    );
  }

  const server = spawn(program, args, {
    cwd: app,
    env: {
      ...runtimeEnv,
      LINK_SECRET: randomBytes(32).toString('hex'),
      SITE_URL: 'https://aarambhlabs.example',
      DOCUMENT_SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(signal ?? code)));
  const [checkProgram, ...checkArgs] = node(healthcheck);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const check = spawnSync(checkProgram, checkArgs, { env: runtimeEnv, timeout: 10_000 });
    if (check.status === 0) break;
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGKILL');
      fail(
        `the HEALTHCHECK command never passed (server ${server.exitCode === null ? 'running' : `exited ${server.exitCode}`})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log('HEALTHCHECK passes');
  const base = `http://127.0.0.1:${port}`;
  const home = await fetch(`${base}/`);
  const html = await home.text();
  if (home.status !== 200 || !html.includes('Aarambh Labs')) faults.push(`GET / answered ${home.status}`);
  const careers = await fetch(`${base}/career`);
  if (careers.status !== 200) faults.push(`GET /career answered ${careers.status}`);
  const staff = await fetch(`${base}/staff/`);
  if (staff.status !== 200) faults.push(`GET /staff/ answered ${staff.status}`);
  const contact = await fetch(`${base}/api/contact-us`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      phone: '',
      company: '',
      subject: 'The image works',
      message: 'A message sent to the server started as the image starts it.',
      inquiryType: 'general',
    }),
  });
  if (contact.status !== 201)
    faults.push(`POST /api/contact-us answered ${contact.status}: ${await contact.text()}`);
  console.log(
    `GET / ${home.status}, GET /career ${careers.status}, GET /staff/ ${staff.status}, POST /api/contact-us ${contact.status}`,
  );
  server.kill('SIGTERM');
  const stopped = await exited;
  if (stopped !== 0) faults.push(`SIGTERM ended the server with ${stopped}, not 0`);
} finally {
  rmSync(parent, { recursive: true, force: true });
}
finish();
