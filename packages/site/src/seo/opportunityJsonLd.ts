import { offeredDurations, type Opportunity } from '@aarambh/content';
import { absoluteUrl, isoDay, organization, type JsonLd } from './structuredData';

/** The batch's first day as 'YYYY-MM-DD', or undefined on a rolling intake. */
const batchStart = (entry: Opportunity) => (entry.intake.kind === 'batch' ? entry.intake.starts : undefined);

/**
 * The fee of each duration it can be taken for, as an Offer named as the card's duration choice,
 * on sale from the day it was posted to the last day it takes applications.
 */
function offers(entry: Opportunity, url: string): JsonLd[] {
  return offeredDurations(entry).map((option) => {
    const price = entry.pricing[option.value] ?? 0;
    return {
      '@type': 'Offer',
      name: option.label,
      category: price === 0 ? 'Free' : 'Paid',
      price,
      priceCurrency: 'INR',
      validFrom: entry.datePosted,
      validThrough: entry.closes,
      url,
    };
  });
}

/**
 * An opportunity as a schema.org Course: the fee of each duration as an offer, and one online
 * course instance per duration, its length as the workload (ISO 8601, e.g. 'P4W'); a batch's
 * instances start on its day and end after their duration.
 */
function courseJsonLd(entry: Opportunity): JsonLd {
  const url = absoluteUrl(`/opportunity/${entry.id}`);
  const starts = batchStart(entry);
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
    hasCourseInstance: offeredDurations(entry).map((option) => ({
      '@type': 'CourseInstance',
      name: option.label,
      courseMode: 'Online',
      courseWorkload: `P${option.weeks}W`,
      location: entry.location,
      ...(starts === undefined
        ? {}
        : {
            startDate: starts,
            endDate: isoDay(new Date(Date.parse(`${starts}T00:00:00Z`) + option.days * 86_400_000)),
          }),
    })),
  };
}

/**
 * A workshop's batch as a schema.org online Event. It has no single end: each duration ends on
 * its own day, which its course instance gives.
 */
function eventJsonLd(entry: Opportunity, startDate: string): JsonLd {
  const url = absoluteUrl(`/opportunity/${entry.id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: entry.title,
    description: entry.description,
    url,
    startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    organizer: organization(),
    offers: offers(entry, url).map((offer) => ({ ...offer, availability: 'https://schema.org/InStock' })),
  };
}

/**
 * The structured data an open opportunity's page carries (a closed one carries none): every
 * opportunity is a Course (visitors pay a fee to take part; none is a job posting), and a
 * workshop that runs as a batch is an Event too.
 */
export function opportunityJsonLd(entry: Opportunity): JsonLd[] {
  const course = courseJsonLd(entry);
  const starts = batchStart(entry);
  return entry.type === 'Workshop' && starts !== undefined ? [course, eventJsonLd(entry, starts)] : [course];
}
