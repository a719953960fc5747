import { company } from '@aarambh/content';
import type * as v from 'valibot';
import { contactMessageSchema } from './contact.ts';
import { feedbackEntries } from './feedback.ts';
import { freeInternshipApplicationFormObject, internshipApplicationFormObject } from './internship.ts';
import { jobApplicationFormSchema } from './job.ts';
import { subscribeFormSchema } from './subscription.ts';

/**
 * The privacy notice of every form, made from the form itself (DPDP Act s.5, Rule 3): the purpose
 * table says why each kind of personal data is collected and on which basis, and each form's
 * table maps every field of its valibot schema to what it is and the purpose it serves (or to
 * `null`: a choice or a confirmation, no personal data). The kit's notice block, the privacy policy
 * and the consent records all read this one table; `notice.test.ts` fails when a schema gains a
 * field without its line.
 */

/** Why the company processes personal data, and on which basis (DPDP Act s.4). */
export const lawfulBases = {
  /** s.6: a free, specific, informed and unambiguous consent, which may be withdrawn. */
  consent: 'Your consent, which you can withdraw at any time',
  /** s.7(a): given voluntarily for a purpose the person named, and not refused. */
  voluntary: 'You gave it to us for this purpose',
  /** s.7, and the accounting laws that ask a business to keep its payment records. */
  law: 'The law asks us to keep payment records',
  /** s.9 and Rule 10: a child's data only with a parent's or guardian's verifiable consent. */
  guardian: 'The law asks for the consent of a parent or guardian of anyone under 18',
} as const;
export type LawfulBasis = keyof typeof lawfulBases;

/** The purposes, each with its title, what is done, and its basis. */
export const purposes = {
  application: {
    title: 'Your application',
    text: 'To consider your application: our team reads it, may share your profile with the employer offering the opportunity, writes to you about it and keeps its history until it is decided.',
    basis: 'consent',
  },
  payment: {
    title: 'Your fee',
    text: 'To match the fee you paid by UPI against our bank statement and issue your receipt.',
    basis: 'law',
  },
  guardian: {
    title: 'Consent of your parent or guardian',
    text: 'If you are under 18: to ask your parent or guardian to confirm your application before we store it. We e-mail them your name and the programme, and nothing else you wrote.',
    basis: 'guardian',
  },
  updates: {
    title: 'E-mail updates',
    text: 'To e-mail you about new opportunities, openings and features, only when you ask for them.',
    basis: 'consent',
  },
  reply: {
    title: 'Answering you',
    text: 'To answer your message and keep the conversation while it is open.',
    basis: 'voluntary',
  },
  feedback: {
    title: 'Improving our site',
    text: 'To read your feedback, improve our site and services, and answer you when you leave an address.',
    basis: 'voluntary',
  },
} as const satisfies Record<string, { title: string; text: string; basis: LawfulBasis }>;
export type Purpose = keyof typeof purposes;

/** The purposes whose basis is consent: each gets its own unticked choice on a form. */
export const consentPurposes = (Object.keys(purposes) as Purpose[]).filter(
  (purpose) => purposes[purpose].basis === 'consent',
) as ConsentPurpose[];
export type ConsentPurpose = {
  [P in Purpose]: (typeof purposes)[P]['basis'] extends 'consent' ? P : never;
}[Purpose];

/** The words of each consent choice: one unticked box per purpose, never one for everything. */
export const consentChoiceLabels: Record<ConsentPurpose, string> = {
  application: 'I consent to the use of my details to consider this application',
  updates: 'Send me e-mail about new opportunities and openings',
};

/** One personal data item a form collects: what it is and why. */
export interface NoticeLine {
  item: string;
  purpose: Purpose;
}

/** The field names of a valibot object schema. */
type FieldsOf<TEntries extends v.ObjectEntries> = keyof TEntries & string;

/** A form's notice table: every field of its schema, and the consent choices it offers. */
interface FormNoticeTable<TEntries extends v.ObjectEntries> {
  /** The form's name in the notice and the privacy policy. */
  title: string;
  /** The schema's entries, so the test can tell a field that has no line. */
  entries: TEntries;
  /** Every field of the schema: its line, or `null` for a choice or confirmation that is no personal data. */
  fields: Record<FieldsOf<TEntries>, NoticeLine | null>;
  /** Files the form takes beside its schema (the resume). */
  files?: Record<string, NoticeLine>;
  /** The form's consent choices: the field that carries each consent purpose. */
  consents?: Partial<Record<ConsentPurpose, FieldsOf<TEntries>>>;
}

function table<TEntries extends v.ObjectEntries>(
  notice: FormNoticeTable<TEntries>,
): FormNoticeTable<TEntries> {
  return notice;
}

const name: NoticeLine = { item: 'name', purpose: 'application' };
const email: NoticeLine = { item: 'e-mail address', purpose: 'application' };
const phone: NoticeLine = { item: 'phone number', purpose: 'application' };
const coverLetter: NoticeLine = { item: 'cover letter', purpose: 'application' };
const profiles: NoticeLine = { item: 'links to your profiles and work', purpose: 'application' };
const resume: NoticeLine = { item: 'resume', purpose: 'application' };

/** Every form of the site with its notice table. A new form is added here with its schema. */
export const noticeTables = {
  internship: table({
    title: 'Internship application',
    entries: { ...internshipApplicationFormObject.entries, ...freeInternshipApplicationFormObject.entries },
    fields: {
      firstName: name,
      lastName: name,
      email,
      phone,
      university: { item: 'university, major, graduation year and GPA', purpose: 'application' },
      major: { item: 'university, major, graduation year and GPA', purpose: 'application' },
      graduationYear: { item: 'university, major, graduation year and GPA', purpose: 'application' },
      gpa: { item: 'university, major, graduation year and GPA', purpose: 'application' },
      coverLetter,
      linkedin: profiles,
      portfolio: profiles,
      availability: { item: 'start date and duration', purpose: 'application' },
      duration: { item: 'start date and duration', purpose: 'application' },
      transactionId: { item: 'UPI transaction id', purpose: 'payment' },
      paymentDone: null,
      agreedToTerms: null,
      consentApplication: null,
      consentUpdates: null,
      age: { item: 'whether you are 18 or older', purpose: 'guardian' },
      guardianName: { item: "your parent's or guardian's name and e-mail address", purpose: 'guardian' },
      guardianEmail: { item: "your parent's or guardian's name and e-mail address", purpose: 'guardian' },
      guardianDeclaration: null,
    },
    files: { resume },
    consents: { application: 'consentApplication', updates: 'consentUpdates' },
  }),
  job: table({
    title: 'Job application',
    entries: jobApplicationFormSchema.entries,
    fields: {
      firstName: name,
      lastName: name,
      email,
      phone,
      location: { item: 'where you live', purpose: 'application' },
      experience: { item: 'experience, availability and expected salary', purpose: 'application' },
      availability: { item: 'experience, availability and expected salary', purpose: 'application' },
      salary: { item: 'experience, availability and expected salary', purpose: 'application' },
      coverLetter,
      portfolio: profiles,
      linkedin: profiles,
      github: profiles,
      agreeToTerms: null,
      consentApplication: null,
      allowContact: null,
    },
    files: { resume },
    consents: { application: 'consentApplication', updates: 'allowContact' },
  }),
  contact: table({
    title: 'Contact form',
    entries: contactMessageSchema.entries,
    fields: {
      firstName: { item: 'name', purpose: 'reply' },
      lastName: { item: 'name', purpose: 'reply' },
      email: { item: 'e-mail address', purpose: 'reply' },
      phone: { item: 'phone number (if you give it)', purpose: 'reply' },
      company: { item: 'company (if you give it)', purpose: 'reply' },
      subject: { item: 'message and its subject', purpose: 'reply' },
      message: { item: 'message and its subject', purpose: 'reply' },
      inquiryType: null,
    },
  }),
  feedback: table({
    title: 'Feedback form',
    entries: feedbackEntries,
    fields: {
      name: { item: 'name and e-mail address (unless you stay anonymous)', purpose: 'feedback' },
      email: { item: 'name and e-mail address (unless you stay anonymous)', purpose: 'feedback' },
      message: { item: 'feedback', purpose: 'feedback' },
      rating: null,
      isAnonymous: null,
    },
  }),
  subscribe: table({
    title: 'Subscription to updates',
    entries: subscribeFormSchema.entries,
    fields: { email: { item: 'e-mail address', purpose: 'updates' } },
  }),
};
export type NoticeForm = keyof typeof noticeTables;
export const noticeForms = Object.keys(noticeTables) as NoticeForm[];

/** The language of the notices: the site is in English (a consent record names it). */
export const noticeLanguage = 'en';

/** A purpose as a notice lists it: the items collected for it. */
export interface NoticePurpose {
  purpose: Purpose;
  title: string;
  text: string;
  basis: string;
  items: string[];
}

/** Where a person goes to act on their data, named in every notice. */
export const privacyLinks = {
  policy: '/privacy-policy',
  /** The privacy policy's part that says how to withdraw a consent. */
  withdraw: '/privacy-policy#withdraw-consent',
  /** The request form: access, correction, erasure, nomination, grievance. */
  request: '/privacy/request',
  /** The one-step withdrawal page a signed link opens. */
  withdrawPage: '/privacy/withdraw',
} as const;

/** A form's notice: its purposes with their items, in the table's order, and who to ask. */
export interface FormNotice {
  form: NoticeForm;
  title: string;
  purposes: NoticePurpose[];
  grievance: { role: string; email: string };
  board: { name: string; href: string };
}

/** The notice of `form`, built from its table and the purpose table. */
export function formNotice(form: NoticeForm): FormNotice {
  const notice = noticeTables[form] as FormNoticeTable<v.ObjectEntries>;
  const lines = [...Object.values(notice.fields), ...Object.values(notice.files ?? {})].filter(
    (line): line is NoticeLine => line !== null,
  );
  const listed = (Object.keys(purposes) as Purpose[]).filter((purpose) =>
    lines.some((line) => line.purpose === purpose),
  );
  return {
    form,
    title: notice.title,
    purposes: listed.map((purpose) => ({
      purpose,
      title: purposes[purpose].title,
      text: purposes[purpose].text,
      basis: lawfulBases[purposes[purpose].basis],
      items: [...new Set(lines.filter((line) => line.purpose === purpose).map((line) => line.item))],
    })),
    grievance: { role: company.grievanceContact.role, email: company.grievanceContact.email },
    board: company.dataProtectionBoard,
  };
}

/** The consent choices of `form`: each consent purpose with the field that carries it. */
export function consentChoices(form: NoticeForm): { purpose: ConsentPurpose; field: string }[] {
  const consents = (noticeTables[form] as FormNoticeTable<v.ObjectEntries>).consents ?? {};
  return consentPurposes
    .filter((purpose) => consents[purpose] !== undefined)
    .map((purpose) => ({ purpose, field: consents[purpose]! }));
}

/**
 * The notice as plain text, the words its version is the hash of: everything the block shows
 * (the company, each purpose with its items and basis, who to ask, where to complain).
 */
export function noticeText(notice: FormNotice): string {
  return [
    `${company.legalName}: privacy notice for the ${notice.title.toLowerCase()}`,
    ...notice.purposes.map(
      (purpose) => `${purpose.title}: ${purpose.items.join('; ')}. ${purpose.text} Basis: ${purpose.basis}.`,
    ),
    `Withdraw a consent: ${privacyLinks.withdraw}. Ask for your data, a correction or an erasure: ${privacyLinks.request}.`,
    `${notice.grievance.role}: ${notice.grievance.email}.`,
    `If we do not resolve your grievance, you may complain to the ${notice.board.name}: ${notice.board.href}.`,
  ].join('\n');
}

/** The version of a notice's text: its SHA-256 in hex (the Web Crypto API, in browsers and Node alike). */
export async function noticeVersion(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The version of `form`'s notice as the site shows it today: what a consent record names. */
export function currentNoticeVersion(form: NoticeForm): Promise<string> {
  return noticeVersion(noticeText(formNotice(form)));
}
