import * as v from 'valibot';

/**
 * Google's rules for the structured data the site publishes, as valibot schemas: the required
 * properties, and the recommended ones the site promises. A test oracle: used by the unit tests
 * and by the end-to-end test that reads the JSON-LD out of every prerendered job page.
 * Reference: developers.google.com/search/docs/appearance/structured-data/job-posting (and /course, /event).
 */

const iso8601 = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/, 'not ISO 8601'),
);
const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const absoluteUrl = v.pipe(v.string(), v.url(), v.startsWith('https://'));

const organization = v.object({
  '@type': v.literal('Organization'),
  name: text,
  url: v.optional(absoluteUrl),
  sameAs: v.optional(v.union([absoluteUrl, v.array(absoluteUrl)])),
});

const postalAddress = v.object({
  '@type': v.literal('PostalAddress'),
  streetAddress: v.optional(text),
  postalCode: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'an Indian PIN code of six digits'))),
  addressLocality: v.optional(text),
  addressRegion: v.optional(text),
  addressCountry: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'a two-letter country code')),
});

const quantitativeValue = v.union([
  v.object({
    '@type': v.literal('QuantitativeValue'),
    value: v.pipe(v.number(), v.minValue(0)),
    unitText: v.picklist(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']),
  }),
  v.pipe(
    v.object({
      '@type': v.literal('QuantitativeValue'),
      minValue: v.pipe(v.number(), v.minValue(0)),
      maxValue: v.pipe(v.number(), v.minValue(0)),
      unitText: v.picklist(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']),
    }),
    v.check((value) => value.minValue <= value.maxValue, 'minValue above maxValue'),
  ),
]);

const jobPostingBase = {
  '@context': v.literal('https://schema.org'),
  '@type': v.literal('JobPosting'),
  /** The title only: no codes, addresses, salaries or dates, and no HTML. */
  title: v.pipe(text, v.regex(/^[^<>]*$/, 'title contains HTML')),
  description: text,
  datePosted: iso8601,
  validThrough: iso8601,
  hiringOrganization: organization,
  employmentType: v.picklist([
    'FULL_TIME',
    'PART_TIME',
    'CONTRACTOR',
    'TEMPORARY',
    'INTERN',
    'VOLUNTEER',
    'PER_DIEM',
    'OTHER',
  ]),
  baseSalary: v.object({
    '@type': v.literal('MonetaryAmount'),
    currency: v.literal('INR'),
    value: quantitativeValue,
  }),
  directApply: v.boolean(),
  identifier: v.object({ '@type': v.literal('PropertyValue'), name: text, value: text }),
};

/** A JobPosting as Google requires it: an office location, or a remote job with where applicants may live. */
export const jobPostingRules = v.union([
  v.object({
    ...jobPostingBase,
    jobLocation: v.object({ '@type': v.literal('Place'), address: postalAddress }),
  }),
  v.object({
    ...jobPostingBase,
    jobLocationType: v.literal('TELECOMMUTE'),
    applicantLocationRequirements: v.object({ '@type': v.picklist(['Country', 'State']), name: text }),
  }),
]);

const offer = v.object({
  '@type': v.literal('Offer'),
  category: v.picklist(['Free', 'Paid', 'Subscription', 'Partially Free']),
  price: v.pipe(v.number(), v.minValue(0)),
  priceCurrency: v.literal('INR'),
  /** On sale from the day it was posted through the last day it takes applications. */
  validFrom: v.optional(iso8601),
  validThrough: v.optional(iso8601),
});

const courseInstance = v.object({
  '@type': v.literal('CourseInstance'),
  courseMode: v.picklist(['Online', 'Onsite', 'Blended']),
  /** Required when there is no courseSchedule: the time the course takes, an ISO 8601 duration. */
  courseWorkload: v.pipe(
    v.string(),
    v.regex(
      /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/,
      'not an ISO 8601 duration',
    ),
  ),
  startDate: v.optional(iso8601),
  endDate: v.optional(iso8601),
});

/** A Course with the properties Google's course info needs, its fee as an offer. */
export const courseRules = v.object({
  '@context': v.literal('https://schema.org'),
  '@type': v.literal('Course'),
  name: text,
  description: v.pipe(text, v.maxLength(500)),
  provider: organization,
  offers: v.pipe(v.array(offer), v.minLength(1)),
  hasCourseInstance: v.union([courseInstance, v.pipe(v.array(courseInstance), v.minLength(1))]),
});

/** An online Event as Google requires it. */
export const eventRules = v.object({
  '@context': v.literal('https://schema.org'),
  '@type': v.literal('Event'),
  name: text,
  startDate: iso8601,
  endDate: v.optional(iso8601),
  eventAttendanceMode: v.literal('https://schema.org/OnlineEventAttendanceMode'),
  eventStatus: v.literal('https://schema.org/EventScheduled'),
  location: v.object({ '@type': v.literal('VirtualLocation'), url: absoluteUrl }),
  organizer: organization,
  offers: v.pipe(v.array(v.object({ ...offer.entries, availability: v.string() })), v.minLength(1)),
});

/** The problems of a JSON-LD object under a set of rules, one line each; `[]` when it passes. */
export function structuredDataProblems(rules: v.GenericSchema, data: unknown): string[] {
  const result = v.safeParse(rules, data);
  return result.success
    ? []
    : result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}
