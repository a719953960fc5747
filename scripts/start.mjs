// `npm start`: builds the site and the console, then serves them as `npm run serve` does. The
// build's own output (a line per asset, some hundreds) is kept back and shown only if it fails,
// so that the first screen is the server's: its URL, the console's, and what to do next.
import { spawn } from 'node:child_process';

const npm = process.env.npm_execpath;
const run = (args, stdio) =>
  new Promise((resolve) => {
    const child = npm
      ? spawn(process.execPath, [npm, ...args], { stdio })
      : spawn('npm', args, { stdio, shell: process.platform === 'win32' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code: signal ? 1 : code, output }));
  });

const started = Date.now();
process.stdout.write('Building the site and the staff console... ');
const build = await run(['run', 'build', '--silent'], ['ignore', 'pipe', 'pipe']);
if (build.code !== 0) {
  console.log('failed.\n');
  process.stderr.write(build.output);
  process.exit(build.code ?? 1);
}
console.log(`done in ${Math.round((Date.now() - started) / 1000)} s.`);
const serve = spawn(process.execPath, ['packages/api/src/main.ts', '--built'], { stdio: 'inherit' });
// The server stops gracefully on its own signal: Ctrl-C reaches it with this process (one process
// group), so this one only waits; a SIGTERM sent to this process alone is passed on.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => serve.kill('SIGTERM'));
serve.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
