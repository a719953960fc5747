// Catalogue consistency as a visitor and a search engine meet it: for every listing, what its
// page says, what its card on the category page says and what its structured data says are the
// same terms (durations and fees, first day, pay, closing day), and a closed listing leaves the
// lists and its structured data. Each page is rendered as the build renders it, on a fixed day.
import { describe, expect, it } from 'vitest';
import {
  closedText,
  durationText,
  feeAndPayNote,
  firstDay,
  formatDay,
  jobs,
  offeredDurations,
  opportunities,
  payText,
  postedAgo,
  startText,
  type Opportunity,
} from '@aarambh/content';
import { prerenderPages, render as renderPage } from '../entry-server';

const rendered = new Map<string, ReturnType<typeof renderPage>>();
/** A page as the build renders it on `date`, rendered once per file (the category pages are shared). */
function render(path: string, date: string) {
  const key = `${path} ${date}`;
  if (!rendered.has(key)) rendered.set(key, renderPage(path, date));
  return rendered.get(key)!;
}

/** The day the pages are rendered on: every listing of the catalogue is open on it. */
const RENDER_DATE = '2026-11-28';
const renderDay = new Date(2026, 10, 28);

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** The text of `html` without its tags, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The durations a select offers (its hidden native options) and the first day a date range shows. */
function terms(html: string) {
  return {
    durations: [...html.matchAll(/<option value="(\d+-weeks)"[^>]*>([^<]+)<\/option>/g)].map(
      (match) => `${match[1]}=${match[2]}`,
    ),
    firstDay: /<time datetime="(\d{4}-\d{2}-\d{2})"/i.exec(html)?.[1],
  };
}

/** The JSON-LD objects of a page (React renders its scripts in the body). */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The part of a page's HTML from `start` to `end` (both exclusive markers that must be there). */
function between(html: string, start: string, end: string): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from + start.length);
  expect(from, start).toBeGreaterThanOrEqual(0);
  expect(to, end).toBeGreaterThan(from);
  return html.slice(from, to);
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** What the catalogue says of `entry`'s terms, in the form the pages are read in. */
const expectedTerms = (entry: Opportunity) => ({
  durations: offeredDurations(entry).map((option) => `${option.value}=${option.label}`),
  firstDay: isoDay(firstDay(entry, renderDay)),
});

describe('every opportunity', () => {
  it.each(opportunities.map((entry) => [entry.id, entry.title, entry] as const))(
    '%i (%s): its page, its card and its structured data give the same terms',
    async (_id, _title, entry) => {
      const page = await render(`/opportunity/${entry.id}`, RENDER_DATE);
      const category = await render(`/services/${entry.category}`, RENDER_DATE);

      // The page: the summary line, the pay and the note telling the fee and the pay apart.
      const pageText = textOf(page.html);
      expect(pageText).toContain(durationText(entry));
      expect(pageText).toContain(`Starts: ${startText(entry)}`);
      expect(pageText).toContain(`Apply by ${formatDay(entry.closes)}`);
      expect(pageText).toContain(payText(entry));
      expect(pageText).toContain(feeAndPayNote(entry));

      // The page's duration choices and dates, and the card's, are the catalogue's.
      const pageTerms = terms(between(page.html, 'aria-label="Duration, price and dates"', '</section>'));
      const card = between(
        category.html,
        `>${entry.title.replace(/&/g, '&amp;')}</h3>`,
        `/opportunity/${entry.id}"`,
      );
      expect(pageTerms).toEqual(expectedTerms(entry));
      expect(terms(card)).toEqual(expectedTerms(entry));

      // The structured data: an offer per duration at its fee, open from posting to closing, and
      // the batch's day as every instance's start.
      const [course] = jsonLdOf(page.html);
      expect(course?.offers).toEqual(
        offeredDurations(entry).map((option) =>
          expect.objectContaining({
            name: option.label,
            price: entry.pricing[option.value],
            validFrom: entry.datePosted,
            validThrough: entry.closes,
          }),
        ),
      );
      const instances = course?.hasCourseInstance as { courseWorkload: string; startDate?: string }[];
      expect(instances.map((instance) => instance.courseWorkload)).toEqual(
        offeredDurations(entry).map((option) => `P${option.weeks}W`),
      );
      for (const instance of instances) {
        expect(instance.startDate).toBe(entry.intake.kind === 'batch' ? pageTerms.firstDay : undefined);
      }
    },
  );
});

describe('every opening', () => {
  it.each(jobs.map((job) => [job.id, job.title, job] as const))(
    '%i (%s): its page, its card and its JobPosting give the same dates',
    async (_id, _title, job) => {
      const page = await render(`/career/job/${job.id}`, RENDER_DATE);
      const careers = textOf((await render('/career', RENDER_DATE)).html);
      const posted = postedAgo(job.datePosted, renderDay);
      expect(careers).toContain(job.title);
      expect(careers).toContain(posted);
      expect(textOf(page.html)).toContain(`Posted ${posted}`);
      expect(textOf(page.html)).toContain(`Apply by ${formatDay(job.closes)}`);
      expect(jsonLdOf(page.html)).toEqual([
        expect.objectContaining({ datePosted: job.datePosted, validThrough: job.closes }),
      ]);
    },
  );
});

describe('a closed listing', () => {
  // The first batch to close, rendered the day after its closing day.
  const closed = [...opportunities].sort((a, b) => a.closes.localeCompare(b.closes))[0]!;
  const dayAfter = new Date(`${closed.closes}T12:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  const dayAfterKey = dayAfter.toISOString().slice(0, 10);

  it('leaves its category list, the sidebars and the sitemap, and keeps a page that says it closed', async () => {
    const before = await render(`/services/${closed.category}`, closed.closes);
    const after = await render(`/services/${closed.category}`, dayAfterKey);
    expect(before.html).toContain(`/opportunity/${closed.id}"`);
    expect(after.html).not.toContain(`/opportunity/${closed.id}"`);

    const neighbour = opportunities.find((entry) => entry.category === closed.category && entry !== closed)!;
    expect((await render(`/opportunity/${neighbour.id}`, dayAfterKey)).html).not.toContain(
      `/opportunity/${closed.id}"`,
    );

    const page = await render(`/opportunity/${closed.id}`, dayAfterKey);
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain(closedText(closed));
    expect(textOf(page.html)).not.toContain('Apply Now');
    expect(jsonLdOf(page.html)).toEqual([]);
    expect(page.head).toContain('<meta name="robots" content="noindex"/>');

    const inSitemap = (on: Date) =>
      prerenderPages(on).find((entry) => entry.path === `/opportunity/${closed.id}`)?.inSitemap;
    expect(inSitemap(new Date(`${closed.closes}T12:00:00`))).toBe(true);
    expect(inSitemap(new Date(`${dayAfterKey}T12:00:00`))).toBe(false);
  });

  it('leaves the careers list, and its page says it closed without Apply Now or a JobPosting', async () => {
    const job = jobs[0]!;
    const next = new Date(`${job.closes}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const nextKey = next.toISOString().slice(0, 10);
    expect(textOf((await render('/career', job.closes)).html)).toContain(job.title);
    expect(textOf((await render('/career', nextKey)).html)).not.toContain(job.title);
    const page = await render(`/career/job/${job.id}`, nextKey);
    expect(textOf(page.html)).toContain(closedText(job));
    expect(textOf(page.html)).not.toContain('Apply Now');
    expect(jsonLdOf(page.html)).toEqual([]);
    const apply = await render(`/career/apply/${job.id}`, nextKey);
    expect(textOf(apply.html)).toContain(closedText(job));
    // The application form (its first field) is gone; on the closing day it is there.
    expect(apply.html).not.toContain('name="firstName"');
    expect((await render(`/career/apply/${job.id}`, job.closes)).html).toContain('name="firstName"');
  });
});
