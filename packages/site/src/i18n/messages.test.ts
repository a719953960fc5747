import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const site = fileURLToPath(new URL('../..', import.meta.url));
const committed = path.join(site, 'src/paraglide');
const fresh = mkdtempSync(path.join(tmpdir(), 'aarambh-messages-'));
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

/** Every file under a folder, by its path inside it. */
const filesIn = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();

describe("the interface messages (Paraglide's compiled output, src/paraglide)", () => {
  it('compile with the message format plugin loaded, to what is committed', { timeout: 60_000 }, () => {
    // The package's own script, into a folder of its own. Paraglide's compiler says it succeeded
    // even when it could not load the plugin that reads messages/*.json: it then writes no message.
    const script: string = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')).scripts.messages;
    const [command, ...args] = script.replace('./src/paraglide', fresh).split(' ');
    execFileSync(path.join(site, '../../node_modules/.bin', command!), args, { cwd: site, stdio: 'pipe' });
    const english: Record<string, string> = JSON.parse(
      readFileSync(path.join(site, 'messages/en.json'), 'utf8'),
    );
    const keys = Object.keys(english).filter((key) => key !== '$schema');
    const compiled = filesIn(path.join(fresh, 'messages')).filter((file) => /^(?!_)\w+\.js$/.test(file));
    expect(compiled).toEqual(keys.map((key) => `${key}.js`).sort());
    // Run `npm run messages -w packages/site` after changing messages/*.json.
    expect(filesIn(fresh)).toEqual(filesIn(committed));
    for (const file of filesIn(fresh)) {
      expect(readFileSync(path.join(fresh, file), 'utf8'), file).toBe(
        readFileSync(path.join(committed, file), 'utf8'),
      );
    }
  });

  it('have every English message in Hindi', () => {
    const read = (locale: string) =>
      Object.keys(JSON.parse(readFileSync(path.join(site, `messages/${locale}.json`), 'utf8'))).sort();
    expect(read('hi')).toEqual(read('en'));
  });
});
