import * as v from 'valibot';
import { EMAIL_MAX_LENGTH } from './email.ts';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, NAME_PATTERN } from './fields.ts';
import { cleanLine } from './text.ts';

/**
 * Age before a paid programme (DPDP Act s.9, Rule 10): the applicant says whether they are 18 or
 * older, as a choice and never a birth date. Under 18, a parent or guardian is named with their
 * address and a declaration, and the application is held until the guardian confirms through the
 * signed link mailed to that address; only then is it stored, and only then is the fee asked for.
 */
export const ageGroups = ['adult', 'minor'] as const;
export type AgeGroup = (typeof ageGroups)[number];

export const ageGroupLabels: Record<AgeGroup, string> = {
  adult: 'I am 18 or older',
  minor: 'I am under 18',
};

/** What the applicant declares for a guardian, the box's label. */
export const guardianDeclaration =
  'The person named here is my parent or legal guardian, and I have asked them to confirm this application.';

/** How long a held application waits for its guardian: the link works as long, then the hold is purged. */
export const GUARDIAN_HOLD_DAYS = 7;

export const guardianMessages = {
  age: 'Please tell us whether you are 18 or older',
  nameRequired: "Parent or guardian's name is required",
  name: `Parent or guardian's name must be ${NAME_MIN_LENGTH} to ${NAME_MAX_LENGTH} letters, spaces, hyphens or apostrophes`,
  emailRequired: "Parent or guardian's email is required",
  email: 'Please enter a valid email address',
  sameEmail: "Your parent or guardian's email must be theirs, not yours",
  declaration: 'Please confirm the declaration',
  /** The answer to a held application (202). */
  held: `We have e-mailed your parent or guardian. Your application is sent once they confirm, within ${GUARDIAN_HOLD_DAYS} days; the fee is asked for after that.`,
  /** The guardian's link: confirmed, or already confirmed before. */
  confirmed: 'Thank you. The application is sent, and we have e-mailed the applicant.',
  expired: `This link has expired: links work for ${GUARDIAN_HOLD_DAYS} days. The application was not sent; the applicant can apply again.`,
  invalid: 'This link is not valid. Please use the link in the e-mail exactly as it was sent.',
} as const;

/** The guardian step's fields, the same in the form and in the call (strings and a box). */
export const guardianEntries = {
  age: v.pipe(v.optional(v.string(guardianMessages.age), ''), v.picklist(ageGroups, guardianMessages.age)),
  guardianName: v.optional(v.pipe(v.string(guardianMessages.nameRequired), cleanLine()), ''),
  guardianEmail: v.optional(v.pipe(v.string(guardianMessages.emailRequired), cleanLine()), ''),
  guardianDeclaration: v.optional(v.boolean(guardianMessages.declaration), false),
};

/** The same box as `FormData` sends it (`'true'` or `'false'`). */
export const guardianDeclarationString = v.pipe(
  v.optional(v.picklist(['true', 'false'], guardianMessages.declaration), 'false'),
  v.transform((value) => value === 'true'),
);

interface GuardianFields {
  email: string;
  age: AgeGroup;
  guardianName: string;
  guardianEmail: string;
  guardianDeclaration: boolean;
}

const isAddress = (value: string) =>
  value.length <= EMAIL_MAX_LENGTH && v.is(v.pipe(v.string(), v.email()), value);

type GuardianRule<TInput> = v.BaseValidation<TInput, TInput, v.BaseIssue<unknown>>;

/**
 * One rule on the fields `paths` name, run as soon as those fields are valid (`partialCheck`) so
 * the form shows it beside the field while the rest is still being filled in; its message goes to
 * `field`.
 */
function rule<TInput extends GuardianFields>(
  paths: (keyof GuardianFields)[],
  requirement: (input: GuardianFields) => boolean,
  message: string,
  field: keyof GuardianFields,
): GuardianRule<TInput> {
  const check = v.partialCheck(paths.map((path) => [path]) as never, requirement as never, message);
  return v.forward(check as never, [field] as never) as unknown as GuardianRule<TInput>;
}

/**
 * The rules that tie the guardian's fields to the age, for the form's and the call's object
 * schemas: under 18, a name, an address that is not the applicant's, and the declaration.
 */
export function guardianChecks<TInput extends GuardianFields>() {
  const adult = (input: Pick<GuardianFields, 'age'>) => input.age !== 'minor';
  const validName = (name: string) =>
    name.length >= NAME_MIN_LENGTH && name.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(name);
  return [
    rule<TInput>(
      ['age', 'guardianName'],
      (input) => adult(input) || input.guardianName !== '',
      guardianMessages.nameRequired,
      'guardianName',
    ),
    rule<TInput>(
      ['age', 'guardianName'],
      (input) => adult(input) || input.guardianName === '' || validName(input.guardianName),
      guardianMessages.name,
      'guardianName',
    ),
    rule<TInput>(
      ['age', 'guardianEmail'],
      (input) => adult(input) || input.guardianEmail !== '',
      guardianMessages.emailRequired,
      'guardianEmail',
    ),
    rule<TInput>(
      ['age', 'guardianEmail'],
      (input) => adult(input) || input.guardianEmail === '' || isAddress(input.guardianEmail),
      guardianMessages.email,
      'guardianEmail',
    ),
    rule<TInput>(
      ['age', 'email', 'guardianEmail'],
      (input) => adult(input) || input.guardianEmail.toLowerCase() !== input.email.toLowerCase(),
      guardianMessages.sameEmail,
      'guardianEmail',
    ),
    rule<TInput>(
      ['age', 'guardianDeclaration'],
      (input) => adult(input) || input.guardianDeclaration,
      guardianMessages.declaration,
      'guardianDeclaration',
    ),
  ] as const;
}

/** Data minimisation: an adult's application keeps no guardian fields, whatever was sent. */
export function withoutGuardianForAdult<T extends GuardianFields>(input: T): T {
  return input.age === 'minor'
    ? input
    : { ...input, guardianName: '', guardianEmail: '', guardianDeclaration: false };
}

/**
 * The guardian's link: the API call its button makes, whose GET opens the site's page in the
 * link's language (`guardianPages`).
 */
export const guardianCalls = {
  confirm: { method: 'POST', path: '/api/guardian/confirm' },
} as const;

/** The held application's answer (202): what the site shows while it waits for the guardian. */
export const heldAnswerSchema = v.object({
  success: v.literal(true),
  held: v.literal(true),
  message: v.string(),
});
