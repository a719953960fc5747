// What a new staff password may not be, beyond its length (which the schema checks): a password
// from a kept list of common and leaked ones (zxcvbn-ts's, about 49,000 from public breach
// corpora), one of those with digits or symbols around it, a short piece repeated or a run of
// consecutive characters, or one holding the account's address or the company's name: the first
// things a guesser tries. The server checks; the enrol screen shows the message under the field.
import { company } from '@aarambh/content';
import { staffMessages } from '@aarambh/machines/schemas';

let common: Promise<ReadonlySet<string>> | undefined;

/** The list, loaded with the first password set (half a second): app starts stay fast. */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  );
  return common;
}

/** Letters and digits only, lower case: `Aarambh-Labs` and `aarambh labs` are one name. */
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Every step between neighbouring characters the same +1 or -1 (`abcdefgh`, `987654321`). */
function isRun(text: string): boolean {
  const codes = [...text].map((character) => character.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  return (
    (step === 1 || step === -1) &&
    codes.every((code, index) => index === 0 || code - codes[index - 1]! === step)
  );
}

/** The company's name, squashed, and each word of it long enough to be its own (`aarambh`). */
const companyNames = [
  squash(company.name),
  ...company.name
    .split(/\s+/)
    .map(squash)
    .filter((word) => word.length >= 5),
];

/** Why `password` may not be the password of the account at `email`, or undefined when it may. */
export async function passwordProblem(password: string, email: string): Promise<string | undefined> {
  const lower = password.normalize('NFC').toLowerCase();
  const squashed = squash(lower);
  const address = email.toLowerCase();
  const local = address.split('@')[0] ?? '';
  if (lower.includes(address) || (squash(local).length >= 3 && squashed.includes(squash(local))))
    return staffMessages.passwordHasAddress;
  if (companyNames.some((name) => squashed.includes(name))) return staffMessages.passwordHasCompany;
  const stem = lower.replace(/^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu, '');
  const list = await commonPasswords();
  if (list.has(lower) || list.has(stem) || /^(.{1,6})\1+$/su.test(lower) || isRun(lower))
    return staffMessages.passwordCommon;
  return undefined;
}
