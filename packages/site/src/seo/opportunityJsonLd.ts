import type { Opportunity } from '@aarambh/content';
import { absoluteUrl, isoDay, organization, type JsonLd } from './structuredData';

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
function courseJsonLd(entry: Opportunity): JsonLd {
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

/** The structured data an opportunity page carries: Event for dated workshops, Course for training. */
export function opportunityJsonLd(entry: Opportunity): JsonLd | undefined {
  if (entry.type === 'Workshop') return isIsoDate(entry.startDate) ? eventJsonLd(entry) : courseJsonLd(entry);
  if (entry.type === 'Training Program') return courseJsonLd(entry);
  return undefined;
}
