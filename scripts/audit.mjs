// `npm run audit:deps`: the advisory check of dependencies. Runs `npm audit` (production
// dependencies, what the server and the image run, unless other options are passed, e.g.
// `-- --include=dev`) and fails on an advisory of high severity or worse. `.npmrc` turns the
// check off during installs (audit=false) and some registries have no audit endpoint: when the
// endpoint cannot be reached or refuses, this says so and succeeds, since no answer is not a finding.
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const args = ['audit', '--audit-level=high', ...(extra.length > 0 ? extra : ['--omit=dev'])];
const result = spawnSync('npm', args, { encoding: 'utf8' });
const unavailable =
  /audit endpoint returned an error|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENOAUDIT/.test(
    result.stderr ?? '',
  );
if (unavailable) {
  const reason = (result.stderr ?? '').split('\n').find((line) => /warn audit|ERR|error/.test(line)) ?? '';
  console.log(
    `Advisory check skipped: the registry's audit endpoint is not available (${reason.replace(/^npm (warn|error) /, '').trim()}).\n` +
      'Nothing was checked: run `npm run audit:deps` where the registry answers audits.',
  );
  process.exit(0);
}
process.stdout.write(result.stdout ?? '');
process.stderr.write(result.stderr ?? '');
process.exit(result.status ?? 1);
