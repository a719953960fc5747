// How the console shows a submission's stored fields: the one table of their names in words, and
// the formatters of their values (money, durations, yes or no, dates (`when`, in labels.ts), the forms' option lists,
// e-mail addresses and phone numbers as links). Every screen that shows a field asks here.
import type {
  InquiryType,
  JobAvailability,
  JobExperienceLevel,
  InternshipAvailability,
  SubscriptionInterest,
} from '@aarambh/machines/schemas';
import { ageGroupLabels } from '@aarambh/machines/schemas';
import { formatRupees } from '@aarambh/ui';
import { when } from './labels';

/** A field's value as shown: its text, and where it leads when it is an address, a number or a link. */
export interface Shown {
  text: string;
  href?: string;
}

type Format = (value: unknown) => Shown;

const EMPTY = '—';
const blank = (value: unknown) => value === null || value === undefined || value === '';

/** An amount in rupees, Indian grouping: '₹2,500'. */
export const formatMoney = (amount: number) => formatRupees(amount);

/** A yes-or-no field ('true' as a form sent it, or a boolean). */
export const formatBoolean = (value: unknown) => (value === true || value === 'true' ? 'Yes' : 'No');

const units = { day: 'day', week: 'week', month: 'month' } as const;
const unitFormats = new Map<string, Intl.NumberFormat>();

/**
 * A duration as the forms store it ('8-weeks', '2weeks', '1-month') in words: '8 weeks',
 * '1 month'. Anything else is shown as it is.
 */
export function formatDuration(value: string): string {
  const match = /^(\d+)-?(day|week|month)s?$/.exec(value);
  if (!match) return value;
  const unit = units[match[2] as keyof typeof units];
  if (!unitFormats.has(unit))
    unitFormats.set(unit, new Intl.NumberFormat('en-IN', { style: 'unit', unit, unitDisplay: 'long' }));
  return unitFormats.get(unit)!.format(Number(match[1]));
}

/** One option of a form's list in the words the form showed. */
const option =
  (labels: Record<string, string>): Format =>
  (value) => ({ text: labels[String(value)] ?? String(value) });

const text: Format = (value) => ({
  text: Array.isArray(value) ? value.map(String).join(', ') : String(value),
});
const money: Format = (value) => ({
  text: Number.isFinite(Number(value)) ? formatMoney(Number(value)) : String(value),
});
const yesNo: Format = (value) => ({ text: formatBoolean(value) });
const date: Format = (value) => ({ text: when(String(value)) });
const email: Format = (value) => ({ text: String(value), href: `mailto:${String(value)}` });
// A phone number as typed ('+91 98765-43210'): the link keeps its digits and a leading '+' only.
const phone: Format = (value) => ({
  text: String(value),
  href: `tel:${String(value).replace(/[^\d+]/g, '')}`,
});
// Only web addresses become links (the forms accept nothing else; a stored value is still checked).
const url: Format = (value) => ({
  text: String(value),
  ...(/^https?:\/\//i.test(String(value)) ? { href: String(value) } : {}),
});
const duration: Format = (value) => ({ text: formatDuration(String(value)) });

const internshipAvailability: Record<InternshipAvailability, string> = {
  immediately: 'Immediately',
  '1-week': 'In 1 week',
  '2-weeks': 'In 2 weeks',
  '1-month': 'In 1 month',
  flexible: 'Flexible',
};
const jobAvailability: Record<JobAvailability, string> = {
  immediate: 'Immediately',
  '2weeks': 'In 2 weeks',
  '1month': 'In 1 month',
  '2months': 'In 2 months',
  '3months': 'In 3 months',
};
const experience: Record<JobExperienceLevel, string> = {
  entry: 'Entry level (0-2 years)',
  mid: 'Mid level (3-5 years)',
  senior: 'Senior (5+ years)',
  lead: 'Lead or principal',
  student: 'Student',
};
const inquiryTypes: Record<InquiryType, string> = {
  general: 'General inquiry',
  internship: 'Internship program',
  partnership: 'Partnership',
  support: 'Technical support',
  careers: 'Careers',
  media: 'Media and press',
};
const interests: Record<SubscriptionInterest, string> = {
  platform_launch: 'Platform launch',
  new_features: 'New features',
  opportunities: 'Opportunities',
};
const subscriptionTypes: Record<string, string> = { platform_updates: 'Platform updates' };
const sources: Record<string, string> = {
  coming_soon_page: 'Coming-soon page',
  feedback_page: 'Feedback page',
  footer: 'Site footer',
};

/**
 * Every field a form stores, in words, with its formatter. `hidden` fields are shown elsewhere
 * on the submission (the payment card has the fee and the transaction id; the heading the name
 * of the opportunity or job), or are the form's own bookkeeping (ids of the catalogue).
 */
const fields: Record<string, { label: string; format?: Format; hidden?: true }> = {
  firstName: { label: 'First name' },
  lastName: { label: 'Last name' },
  name: { label: 'Name' },
  email: { label: 'E-mail', format: email },
  phone: { label: 'Phone', format: phone },
  company: { label: 'Company' },
  university: { label: 'University' },
  major: { label: 'Major' },
  graduationYear: { label: 'Graduation year' },
  gpa: { label: 'GPA' },
  location: { label: 'Location' },
  experience: { label: 'Experience', format: option(experience) },
  availability: { label: 'Can start', format: option({ ...internshipAvailability, ...jobAvailability }) },
  duration: { label: 'Duration', format: duration },
  salary: { label: 'Expected salary' },
  coverLetter: { label: 'Cover letter' },
  linkedin: { label: 'LinkedIn', format: url },
  portfolio: { label: 'Portfolio', format: url },
  github: { label: 'GitHub', format: url },
  subject: { label: 'Subject' },
  message: { label: 'Message' },
  inquiryType: { label: 'About', format: option(inquiryTypes) },
  rating: { label: 'Rating', format: (value) => ({ text: `${String(value)} of 5` }) },
  isAnonymous: { label: 'Anonymous', format: yesNo },
  interests: {
    label: 'Interested in',
    format: (value) => ({
      text: (Array.isArray(value) ? value : [value]).map((one) => option(interests)(one).text).join(', '),
    }),
  },
  subscriptionType: { label: 'Subscribed to', format: option(subscriptionTypes) },
  source: { label: 'Sent from', format: option(sources) },
  timestamp: { label: 'Sent at', format: date },
  paymentDone: { label: 'Says they have paid', format: yesNo },
  agreedToTerms: { label: 'Agreed to the terms', format: yesNo },
  agreeToTerms: { label: 'Agreed to the terms', format: yesNo },
  allowContact: { label: 'May be contacted about other openings', format: yesNo },
  consentApplication: { label: 'Consented to this use of their details', format: yesNo },
  consentUpdates: { label: 'Consented to e-mail updates', format: yesNo },
  age: { label: 'Age', format: option(ageGroupLabels) },
  guardianName: { label: 'Parent or guardian' },
  guardianEmail: { label: 'Parent or guardian’s e-mail', format: email },
  guardianDeclaration: { label: 'Guardian’s declaration made', format: yesNo },
  opportunityTitle: { label: 'Opportunity' },
  opportunityCompany: { label: 'Offered by' },
  jobTitle: { label: 'Job' },
  department: { label: 'Department' },
  paymentAmount: { label: 'Fee', format: money, hidden: true },
  transactionId: { label: 'Transaction id', hidden: true },
  opportunityId: { label: 'Opportunity id', hidden: true },
  jobId: { label: 'Job id', hidden: true },
};

/** A field the table does not know yet, in words: `graduationYear` → 'Graduation year'. */
function words(name: string): string {
  const spaced = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A field's name in words. */
export const fieldLabel = (name: string) => fields[name]?.label ?? words(name);

/** A field's value, formatted ('—' when it was left blank). */
export function fieldValue(name: string, value: unknown): Shown {
  if (blank(value) || (Array.isArray(value) && value.length === 0)) return { text: EMPTY };
  return (fields[name]?.format ?? text)(value);
}

/** The fields of a submission to list, in words and formatted, in the order they were stored. */
export function describeFields(data: Record<string, unknown>): ({ name: string; label: string } & Shown)[] {
  return Object.entries(data)
    .filter(([name]) => !fields[name]?.hidden)
    .map(([name, value]) => ({ name, label: fieldLabel(name), ...fieldValue(name, value) }));
}
