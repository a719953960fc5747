// `npm run verify -- FILE_OR_ID [--site URL]`: checks a certificate or offer letter as anyone
// could. FILE is a downloaded credential (`.jwt`); an ID (as printed, e.g. 7K3M-Q2PC-84HD) is
// fetched from the site. The site is SITE_URL (environment or .env), else --site, else the
// company's public URL. Exit 0: signed by the site and not revoked; 1 otherwise; 2: bad use.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { company } from '@aarambh/content';
import { documentCalls, readDocumentId } from '@aarambh/machines/schemas';
import { loadDotEnv } from './config.ts';
import { checkCredential } from './proof/verify.ts';

const usage = 'Usage: npm run verify -- FILE_OR_ID [--site https://aarambhlabs.example]';
let parsed: ReturnType<typeof parseArgs<{ options: { site: { type: 'string' } }; allowPositionals: true }>>;
try {
  parsed = parseArgs({ options: { site: { type: 'string' } }, allowPositionals: true });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const [target] = parsed.positionals;
if (!target) {
  console.error(usage);
  process.exit(2);
}
loadDotEnv();
const site = (parsed.values.site ?? process.env.SITE_URL ?? company.siteUrl).replace(/\/$/, '');

// npm runs the script from the repository's root: a relative FILE is where the command was typed.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
let jwt: string;
if (existsSync(file)) {
  jwt = readFileSync(file, 'utf8');
} else {
  const id = readDocumentId(target);
  if (!id) {
    console.error(`${target} is neither a file nor a document id (12 characters, as printed).`);
    process.exit(2);
  }
  const response = await fetch(`${site}${documentCalls.credential(id)}`);
  if (!response.ok) {
    console.error(
      `${site} has no public credential for ${target} (unknown, or its holder keeps the name hidden).`,
    );
    process.exit(1);
  }
  jwt = await response.text();
}

const check = await checkCredential(jwt, site, (url) => fetch(url));
if (!check.signed) {
  console.error(`NOT VALID: ${check.problem}`);
  process.exit(1);
}
const printed = (check.credential?.credentialSubject as { printed?: Record<string, unknown> } | undefined)
  ?.printed;
console.log(`Signed by ${check.issuer} (key ${check.keyId}).`);
for (const [field, value] of Object.entries(printed ?? {})) console.log(`  ${field}: ${String(value)}`);
if (check.revoked !== false) {
  console.error(
    check.revoked ? 'NOT VALID: revoked or replaced by a newer document.' : `NOT CHECKED: ${check.problem}`,
  );
  process.exit(1);
}
console.log('VALID: not revoked.');
