import { company, fillIn, type Copy } from '@aarambh/content';
import type * as v from 'valibot';
import { contactMessageSchema } from './contact.ts';
import { feedbackEntries } from './feedback.ts';
import { freeInternshipApplicationFormObject, internshipApplicationFormObject } from './internship.ts';
import { jobApplicationFormSchema } from './job.ts';
import { privacyRequestPages } from './linkPages.ts';
import { subscribeFormSchema } from './subscription.ts';

/**
 * The privacy notice of every form, made from the form itself (DPDP Act s.5, Rule 3): the purpose
 * table says why each kind of personal data is collected and on which basis, and each form's
 * table maps every field of its valibot schema to what it is and the purpose it serves (or to
 * `null`: a choice or a confirmation, no personal data). The kit's notice block, the privacy policy
 * and the consent records all read this one table; `notice.test.ts` fails when a schema gains a
 * field without its line.
 */

/**
 * Every word of the notices, English: the one home of the purposes, their bases, the items a form
 * collects, the forms' names, the consent choices and the sentences of the notice's text. Its
 * Hindi set (`noticeCopyHindi`, `@aarambh/machines/hindi`) has the same keys; a notice is shown
 * and versioned in the words of one language (`NoticeWords`).
 */
export const noticeCopy = {
  /** Why the company processes personal data, and on which basis (DPDP Act s.4). */
  lawfulBases: {
    /** s.6: a free, specific, informed and unambiguous consent, which may be withdrawn. */
    consent: 'Your consent, which you can withdraw at any time',
    /** s.7(a): given voluntarily for a purpose the person named, and not refused. */
    voluntary: 'You gave it to us for this purpose',
    /** s.7, and the accounting laws that ask a business to keep its payment records. */
    law: 'The law asks us to keep payment records',
    /** s.9 and Rule 10: a child's data only with a parent's or guardian's verifiable consent. */
    guardian: 'The law asks for the consent of a parent or guardian of anyone under 18',
  },
  /** The purposes, each with its title and what is done (their bases: `purposeBases`). */
  purposes: {
    application: {
      title: 'Your application',
      text: 'To consider your application: our team reads it, may share your profile with the employer offering the opportunity, writes to you about it and keeps its history until it is decided.',
    },
    payment: {
      title: 'Your fee',
      text: 'To match the fee you paid by UPI against our bank statement and issue your receipt.',
    },
    guardian: {
      title: 'Consent of your parent or guardian',
      text: 'If you are under 18: to ask your parent or guardian to confirm your application before we store it. We e-mail them your name and the programme, and nothing else you wrote.',
    },
    updates: {
      title: 'E-mail updates',
      text: 'To e-mail you about new opportunities, openings and features, only when you ask for them.',
    },
    reply: {
      title: 'Answering you',
      text: 'To answer your message and keep the conversation while it is open.',
    },
    feedback: {
      title: 'Improving our site',
      text: 'To read your feedback, improve our site and services, and answer you when you leave an address.',
    },
  },
  /** The personal data items the forms collect, as a notice lists them. */
  items: {
    name: 'name',
    email: 'e-mail address',
    phone: 'phone number',
    studies: 'university, major, graduation year and GPA',
    coverLetter: 'cover letter',
    profiles: 'links to your profiles and work',
    schedule: 'start date and duration',
    transactionId: 'UPI transaction id',
    age: 'whether you are 18 or older',
    guardian: "your parent's or guardian's name and e-mail address",
    resume: 'resume',
    location: 'where you live',
    experience: 'experience, availability and expected salary',
    optionalPhone: 'phone number (if you give it)',
    company: 'company (if you give it)',
    message: 'message and its subject',
    feedbackSender: 'name and e-mail address (unless you stay anonymous)',
    feedback: 'feedback',
  },
  /** Each form's name in its notice and the privacy policy. */
  forms: {
    internship: 'Internship application',
    job: 'Job application',
    contact: 'Contact form',
    feedback: 'Feedback form',
    subscribe: 'Subscription to updates',
  },
  /** The words of each consent choice: one unticked box per purpose, never one for everything. */
  consentChoices: {
    application: 'I consent to the use of my details to consider this application',
    updates: 'Send me e-mail about new opportunities and openings',
  },
  /** The sentences of the notice's text (`noticeText`), whose hash is its version. */
  text: {
    /** `{company}`, `{form}` (the form's name in lower case). */
    title: '{company}: privacy notice for the {form}',
    basis: 'Basis',
    withdraw: 'Withdraw a consent',
    request: 'Ask for your data, a correction or an erasure',
    /** `{board}`: the Data Protection Board's name. */
    complain: 'If we do not resolve your grievance, you may complain to the {board}',
  },
} as const;

/** The words a notice is shown in: `noticeCopy`, or its Hindi. */
export type NoticeWords = Copy<typeof noticeCopy>;

/** Why the company processes personal data, and on which basis (DPDP Act s.4). */
export const lawfulBases = noticeCopy.lawfulBases;
export type LawfulBasis = keyof typeof lawfulBases;

/** Each purpose's basis. */
const purposeBases = {
  application: 'consent',
  payment: 'law',
  guardian: 'guardian',
  updates: 'consent',
  reply: 'voluntary',
  feedback: 'voluntary',
} as const satisfies Record<keyof typeof noticeCopy.purposes, LawfulBasis>;

export type Purpose = keyof typeof purposeBases;

/** The purposes, each with its title, what is done, and its basis. */
export const purposes = Object.fromEntries(
  (Object.keys(purposeBases) as Purpose[]).map((purpose) => [
    purpose,
    { ...noticeCopy.purposes[purpose], basis: purposeBases[purpose] },
  ]),
) as { readonly [P in Purpose]: (typeof noticeCopy.purposes)[P] & { basis: (typeof purposeBases)[P] } };

/** The purposes whose basis is consent: each gets its own unticked choice on a form. */
export const consentPurposes = (Object.keys(purposeBases) as Purpose[]).filter(
  (purpose) => purposeBases[purpose] === 'consent',
) as ConsentPurpose[];
export type ConsentPurpose = {
  [P in Purpose]: (typeof purposeBases)[P] extends 'consent' ? P : never;
}[Purpose];

/** The words of each consent choice: one unticked box per purpose, never one for everything. */
export const consentChoiceLabels: Readonly<Record<ConsentPurpose, string>> = noticeCopy.consentChoices;

/** A personal data item a form collects (its words: `noticeCopy.items`). */
export type NoticeItem = keyof typeof noticeCopy.items;

/** One personal data item a form collects: what it is and why. */
export interface NoticeLine {
  item: NoticeItem;
  purpose: Purpose;
}

/** The field names of a valibot object schema. */
type FieldsOf<TEntries extends v.ObjectEntries> = keyof TEntries & string;

/** A form's notice table: every field of its schema, and the consent choices it offers. */
interface FormNoticeTable<TEntries extends v.ObjectEntries> {
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

const line = (item: NoticeItem, purpose: Purpose): NoticeLine => ({ item, purpose });
const name = line('name', 'application');
const email = line('email', 'application');
const phone = line('phone', 'application');
const coverLetter = line('coverLetter', 'application');
const profiles = line('profiles', 'application');
const resume = line('resume', 'application');
const studies = line('studies', 'application');
const schedule = line('schedule', 'application');
const guardian = line('guardian', 'guardian');
const experience = line('experience', 'application');
const replyName = line('name', 'reply');
const message = line('message', 'reply');
const feedbackSender = line('feedbackSender', 'feedback');

/** Every form of the site with its notice table. A new form is added here with its schema. */
export const noticeTables = {
  internship: table({
    entries: { ...internshipApplicationFormObject.entries, ...freeInternshipApplicationFormObject.entries },
    fields: {
      firstName: name,
      lastName: name,
      email,
      phone,
      university: studies,
      major: studies,
      graduationYear: studies,
      gpa: studies,
      coverLetter,
      linkedin: profiles,
      portfolio: profiles,
      availability: schedule,
      duration: schedule,
      transactionId: line('transactionId', 'payment'),
      paymentDone: null,
      agreedToTerms: null,
      consentApplication: null,
      consentUpdates: null,
      age: line('age', 'guardian'),
      guardianName: guardian,
      guardianEmail: guardian,
      guardianDeclaration: null,
    },
    files: { resume },
    consents: { application: 'consentApplication', updates: 'consentUpdates' },
  }),
  job: table({
    entries: jobApplicationFormSchema.entries,
    fields: {
      firstName: name,
      lastName: name,
      email,
      phone,
      location: line('location', 'application'),
      experience,
      availability: experience,
      salary: experience,
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
    entries: contactMessageSchema.entries,
    fields: {
      firstName: replyName,
      lastName: replyName,
      email: line('email', 'reply'),
      phone: line('optionalPhone', 'reply'),
      company: line('company', 'reply'),
      subject: message,
      message,
      inquiryType: null,
      language: null,
    },
  }),
  feedback: table({
    entries: feedbackEntries,
    fields: {
      name: feedbackSender,
      email: feedbackSender,
      message: line('feedback', 'feedback'),
      rating: null,
      isAnonymous: null,
    },
  }),
  subscribe: table({
    entries: subscribeFormSchema.entries,
    fields: { email: line('email', 'updates') },
  }),
};
export type NoticeForm = keyof typeof noticeTables;
export const noticeForms = Object.keys(noticeTables) as NoticeForm[];

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
  request: privacyRequestPages.en.form,
} as const;

/** A form's notice: its purposes with their items, in the table's order, and who to ask. */
export interface FormNotice {
  form: NoticeForm;
  title: string;
  purposes: NoticePurpose[];
  grievance: { role: string; email: string };
  board: { name: string; href: string };
}

/** The notice of `form` in `words` (English by default), built from its table and the purpose table. */
export function formNotice(form: NoticeForm, words: NoticeWords = noticeCopy): FormNotice {
  const notice = noticeTables[form] as FormNoticeTable<v.ObjectEntries>;
  const lines = [...Object.values(notice.fields), ...Object.values(notice.files ?? {})].filter(
    (line): line is NoticeLine => line !== null,
  );
  const listed = (Object.keys(purposes) as Purpose[]).filter((purpose) =>
    lines.some((line) => line.purpose === purpose),
  );
  return {
    form,
    title: words.forms[form],
    purposes: listed.map((purpose) => ({
      purpose,
      title: words.purposes[purpose].title,
      text: words.purposes[purpose].text,
      basis: words.lawfulBases[purposeBases[purpose]],
      items: [
        ...new Set(lines.filter((line) => line.purpose === purpose).map((line) => words.items[line.item])),
      ],
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
 * The notice as plain text in `words` (English by default), the words its version is the hash
 * of: everything the block shows (the company, each purpose with its items and basis, who to ask,
 * where to complain).
 */
export function noticeText(notice: FormNotice, words: NoticeWords = noticeCopy): string {
  const { text } = words;
  return [
    fillIn(text.title, { company: company.legalName, form: notice.title.toLowerCase() }),
    ...notice.purposes.map(
      (purpose) =>
        `${purpose.title}: ${purpose.items.join('; ')}. ${purpose.text} ${text.basis}: ${purpose.basis}.`,
    ),
    `${text.withdraw}: ${privacyLinks.withdraw}. ${text.request}: ${privacyLinks.request}.`,
    `${notice.grievance.role}: ${notice.grievance.email}.`,
    `${fillIn(text.complain, { board: notice.board.name })}: ${notice.board.href}.`,
  ].join('\n');
}

/** The version of a notice's text: its SHA-256 in hex (the Web Crypto API, in browsers and Node alike). */
export async function noticeVersion(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The version of `form`'s notice as the site shows it today in `words` (English by default): what
 * a consent record names. The Hindi notice's is `@aarambh/machines/hindi`'s `shownNotice`.
 */
export function currentNoticeVersion(form: NoticeForm, words: NoticeWords = noticeCopy): Promise<string> {
  return noticeVersion(noticeText(formNotice(form, words), words));
}
