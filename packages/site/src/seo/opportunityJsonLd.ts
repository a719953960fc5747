import { durationOptions, type Opportunity } from '@aarambh/content';
import { absoluteUrl, isoDay, organization, type JsonLd } from './structuredData';

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The fee of each duration the opportunity is priced for, as an Offer. */
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

/**
 * An opportunity as a schema.org Course: the fee of each duration as an offer, and one online
 * course instance per priced duration, its length as the workload (ISO 8601, e.g. 'P4W').
 */
function courseJsonLd(entry: Opportunity): JsonLd {
  const url = absoluteUrl(`/opportunity/${entry.id}`);
  const startDate = isIsoDate(entry.startDate) ? { startDate: entry.startDate } : {};
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
    hasCourseInstance: durationOptions
      .filter((option) => entry.pricing[option.value] !== undefined)
      .map((option) => ({
        '@type': 'CourseInstance',
        name: option.label,
        courseMode: 'Online',
        courseWorkload: `P${option.weeks}W`,
        location: entry.location,
        ...startDate,
      })),
  };
}

function durationDays(text: string): number | undefined {
  const match = /^(\d+)(?:-(\d+))? (weeks|months)$/.exec(text);
  if (!match) return undefined;
  const count = Number(match[2] ?? match[1]);
  return match[3] === 'weeks' ? count * 7 : count * 30;
}

/** A workshop with a start date as a schema.org online Event. */
function eventJsonLd(entry: Opportunity): JsonLd {
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

/**
 * The structured data an opportunity page carries: every opportunity is a Course (visitors pay a
 * fee to take part; none is a job posting), and a workshop with a start date is an Event too.
 */
export function opportunityJsonLd(entry: Opportunity): JsonLd[] {
  const course = courseJsonLd(entry);
  return entry.type === 'Workshop' && isIsoDate(entry.startDate) ? [course, eventJsonLd(entry)] : [course];
}
