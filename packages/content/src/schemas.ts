import * as v from 'valibot';
import { categories, departments, durationOptions } from './options.ts';

/**
 * Schemas of the catalogue (the company config, the opportunities, the openings and the services).
 * `checkCatalogue` runs them when the site is prerendered and in `catalogue.test.ts`, so a broken
 * entry fails the build and the tests.
 */

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const texts = (min: number) => v.pipe(v.array(text), v.minLength(min));
const email = v.pipe(v.string(), v.email(), v.endsWith('.example'));
const httpsUrl = v.pipe(v.string(), v.url(), v.startsWith('https://'));
/** A route of this site: starts with a slash, no trailing slash except the root. */
const sitePath = v.pipe(v.string(), v.regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/));
/** A calendar day, 'YYYY-MM-DD'. */
const isoDay = v.pipe(v.string(), v.isoDate());
const rupees = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * When a listing (an opportunity or an opening) was posted (`datePosted`, as JobPosting names it)
 * and the last day it takes applications (`closes`), both 'YYYY-MM-DD'. From the day after `closes` it is closed: it leaves the lists,
 * the sitemap and the structured data, its page says so and the API refuses applications to it
 * (`schedule.ts`); the build warns 14 days ahead (`closingWarnings`).
 */
const listingDates = {
  datePosted: isoDay,
  closes: isoDay,
};

/** The building blocks, also used by the site's own content schemas (slides, FAQ, policies). */
export const contentFields = { text, texts, email, httpsUrl, sitePath };

export const durationKeys = durationOptions.map((option) => option.value);

export const categorySchema = v.picklist(categories);
export const durationKeySchema = v.picklist(durationKeys);

export const opportunityTypes = [
  'Internship',
  'Training Program',
  'Workshop',
  'Research Internship',
] as const;

export const opportunitySchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: text,
  company: text,
  location: text,
  type: v.picklist(opportunityTypes),
  /**
   * When a programme starts: any day from tomorrow ('Rolling Intake'), or one batch on a fixed day.
   * The page's 'Starts' line, the cards' and the page's date ranges and the structured data's
   * start dates are all worked out from it (`schedule.ts`).
   */
  intake: v.variant('kind', [
    v.object({ kind: v.literal('rolling') }),
    v.object({ kind: v.literal('batch'), starts: isoDay }),
  ]),
  /**
   * What the programme pays the intern, if anything: a monthly stipend (to everyone taken) or a
   * monthly scholarship (to those `for` names). The 'salary' text is written from it (`payText`).
   */
  pay: v.variant('kind', [
    v.object({ kind: v.literal('none') }),
    v.object({ kind: v.literal('stipend'), monthly: rupees }),
    v.object({ kind: v.literal('scholarship'), monthly: rupees, for: v.optional(text) }),
  ]),
  ...listingDates,
  skills: texts(3),
  rating: v.pipe(v.number(), v.minValue(4.5), v.maxValue(4.9)),
  description: text,
  longDescription: text,
  requirements: texts(3),
  benefits: texts(3),
  responsibilities: texts(3),
  companyInfo: v.optional(
    v.object({
      name: text,
      description: text,
      size: text,
      industry: text,
      website: httpsUrl,
    }),
  ),
  ownerEmail: email,
  category: categorySchema,
  /**
   * The durations it can be taken for, each with its fee in rupees (0 means free): the one source
   * of the duration text, the cards' and the page's duration choices, the fee and the offers.
   */
  pricing: v.pipe(
    v.record(durationKeySchema, v.pipe(v.number(), v.integer(), v.minValue(0))),
    v.check((pricing) => Object.keys(pricing).length > 0, 'offers no duration'),
  ),
});

export const jobSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: text,
  department: v.picklist(departments),
  location: text,
  type: v.picklist(['Full-time', 'Internship']),
  /** Display text in rupees, e.g. '₹90L - ₹1.35Cr' or '₹1,500/hour'. */
  salary: v.pipe(v.string(), v.startsWith('₹')),
  /** The same salary as numbers, for JobPosting structured data. */
  baseSalary: v.object({
    minValue: v.pipe(v.number(), v.minValue(1)),
    maxValue: v.optional(v.pipe(v.number(), v.minValue(1))),
    unitText: v.picklist(['YEAR', 'HOUR']),
  }),
  experience: text,
  description: text,
  requirements: texts(4),
  responsibilities: texts(3),
  benefits: texts(3),
  /**
   * The day it was posted (the source of the card's 'Posted 2 days ago', `postedAgo`, so the
   * words age with the page) and the last day it takes applications (JobPosting's validThrough).
   */
  ...listingDates,
  status: v.literal('active'),
  remote: v.boolean(),
});

export const serviceSchema = v.object({
  id: categorySchema,
  title: text,
  description: text,
  route: sitePath,
  features: v.pipe(v.array(text), v.length(4)),
});

export const companySchema = v.object({
  name: text,
  tagline: text,
  siteUrl: v.pipe(httpsUrl, v.regex(/[^/]$/)),
  founded: v.literal(2025),
  teamSize: text,
  emails: v.object({ general: email, legal: email, privacy: email }),
  grievanceContact: v.object({ role: text, email }),
  dataProtectionBoard: v.object({ name: text, href: httpsUrl }),
  phone: v.object({ display: text, href: v.pipe(v.string(), v.regex(/^tel:\+\d{10,15}$/)) }),
  whatsappNumber: v.pipe(v.string(), v.regex(/^\d{10,15}$/)),
  upiHandle: v.pipe(v.string(), v.regex(/^[\w.-]+@[\w.-]+$/)),
  address: v.object({
    locality: text,
    region: v.literal('Delhi'),
    country: v.literal('India'),
    countryCode: v.literal('IN'),
    display: text,
  }),
  businessHours: v.object({
    weekdays: v.literal('Mon-Fri 9AM-6PM IST'),
    weekend: text,
    responseTime: v.literal('24 hours'),
  }),
  social: v.pipe(
    v.array(v.object({ name: v.picklist(['LinkedIn', 'Twitter', 'GitHub', 'Instagram']), href: httpsUrl })),
    v.length(4),
  ),
  api: v.object({
    baseUrl: v.string(),
    timeoutMs: v.pipe(v.number(), v.minValue(1000)),
  }),
});

export type OpportunityType = (typeof opportunityTypes)[number];
export type Opportunity = v.InferOutput<typeof opportunitySchema>;
export type Job = v.InferOutput<typeof jobSchema>;
export type Service = v.InferOutput<typeof serviceSchema>;
