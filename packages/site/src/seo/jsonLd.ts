import { company } from '../content/company';
import type { Job, Opportunity } from '../content/schemas';

/** A JSON-LD object (schema.org vocabulary). */
export type JsonLd = Record<string, unknown>;

export function absoluteUrl(path: string): string {
  return `${company.siteUrl}${path}`;
}

const organization = (): JsonLd => ({
  '@type': 'Organization',
  name: company.name,
  url: company.siteUrl,
  sameAs: company.social.map((profile) => profile.href),
});

const postalAddress = (): JsonLd => ({
  '@type': 'PostalAddress',
  addressLocality: company.address.locality,
  addressRegion: company.address.region,
  addressCountry: company.address.countryCode,
});

/** The company, for the home page. */
export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...organization(),
    email: company.emails.general,
    telephone: company.phone.href.replace('tel:', ''),
    foundingDate: String(company.founded),
    address: postalAddress(),
  };
}

function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[<>&]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[char] ?? char);
}

const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** How long a posting stays valid after it is posted. */
const POSTING_VALID_DAYS = 60;

/**
 * A job opening as Google's JobPosting: the required properties (title, description, datePosted,
 * hiringOrganization, jobLocation or TELECOMMUTE with applicantLocationRequirements) and the
 * recommended ones (baseSalary in INR, employmentType, directApply, validThrough, identifier).
 */
export function jobPostingJsonLd(job: Job): JsonLd {
  const posted = new Date(`${job.datePosted}T00:00:00Z`);
  const validThrough = new Date(posted.getTime() + POSTING_VALID_DAYS * 86_400_000);
  const location = job.remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: company.address.country },
      }
    : { jobLocation: { '@type': 'Place', address: postalAddress() } };
  const { minValue, maxValue, unitText } = job.baseSalary;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [
      `<p>${escapeHtml(job.description)}</p>`,
      `<p>Responsibilities:</p>${list(job.responsibilities)}`,
      `<p>Requirements:</p>${list(job.requirements)}`,
      `<p>Benefits:</p>${list(job.benefits)}`,
    ].join(''),
    identifier: { '@type': 'PropertyValue', name: company.name, value: String(job.id) },
    datePosted: job.datePosted,
    validThrough: isoDay(validThrough),
    employmentType: job.type === 'Internship' ? 'INTERN' : 'FULL_TIME',
    hiringOrganization: organization(),
    ...location,
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value:
        maxValue === undefined
          ? { '@type': 'QuantitativeValue', value: minValue, unitText }
          : { '@type': 'QuantitativeValue', minValue, maxValue, unitText },
    },
    experienceRequirements: job.experience,
    directApply: true,
    url: absoluteUrl(`/career/job/${job.id}`),
  };
}

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function offers(entry: Opportunity, url: string): JsonLd[] {
  return Object.entries(entry.pricing).map(([duration, price]) => ({
    '@type': 'Offer',
    name: duration.replace('-', ' '),
    category: price === 0 ? 'Free' : 'Paid',
    price,
    priceCurrency: 'INR',
    url,
  }));
}

/** A training program as a schema.org Course with an online course instance. */
export function courseJsonLd(entry: Opportunity): JsonLd {
  const url = absoluteUrl(`/opportunity/${entry.id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: entry.title,
    description: entry.description,
    url,
    inLanguage: 'en',
    provider: organization(),
    teaches: entry.skills,
    offers: offers(entry, url),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      location: entry.location,
      ...(isIsoDate(entry.startDate) ? { startDate: entry.startDate } : {}),
    },
  };
}

function durationDays(text: string): number | undefined {
  const match = /^(\d+)(?:-(\d+))? (weeks|months)$/.exec(text);
  if (!match) return undefined;
  const count = Number(match[2] ?? match[1]);
  return match[3] === 'weeks' ? count * 7 : count * 30;
}

/** A workshop with a start date as a schema.org online Event. */
export function eventJsonLd(entry: Opportunity): JsonLd {
  const url = absoluteUrl(`/opportunity/${entry.id}`);
  const days = durationDays(entry.duration);
  const start = new Date(`${entry.startDate}T00:00:00Z`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: entry.title,
    description: entry.description,
    url,
    startDate: entry.startDate,
    ...(days === undefined ? {} : { endDate: isoDay(addUtcDays(start, days)) }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    organizer: organization(),
    offers: offers(entry, url).map((offer) => ({ ...offer, availability: 'https://schema.org/InStock' })),
  };
}

function addUtcDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The structured data an opportunity page carries: Event for dated workshops, Course for training. */
export function opportunityJsonLd(entry: Opportunity): JsonLd | undefined {
  if (entry.type === 'Workshop') return isIsoDate(entry.startDate) ? eventJsonLd(entry) : courseJsonLd(entry);
  if (entry.type === 'Training Program') return courseJsonLd(entry);
  return undefined;
}

/** JSON for a `<script type="application/ld+json">`, safe inside HTML (no `</script>` break-out). */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
