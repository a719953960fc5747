import { company, isOpen, jobs, openListings, opportunities } from '@aarambh/content';
import {
  courseRules,
  eventRules,
  jobPostingRules,
  structuredDataProblems,
} from '../harness/structuredDataRules';
import { allTwins } from '../src/i18n/pages';
import { baseURL, expect, test } from './fixtures';
import { openProgramme } from './submissions';

/** The HTML as a crawler gets it: no script runs. */
async function html(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(baseURL() + path);
  return { status: response.status, body: await response.text() };
}

function jsonLd(body: string): unknown[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

test.describe('prerendered HTML', () => {
  for (const job of jobs) {
    test(`job ${job.id} carries a valid JobPosting while it is open`, async () => {
      const { status, body } = await html(`/career/job/${job.id}`);
      expect(status).toBe(200);
      const data = jsonLd(body);
      expect(data).toHaveLength(isOpen(job, new Date()) ? 1 : 0);
      if (data.length === 0) return;
      expect(structuredDataProblems(jobPostingRules, data[0])).toEqual([]);
      expect(data[0]).toMatchObject({ title: job.title, baseSalary: { currency: 'INR' }, directApply: true });
    });
  }

  test('describes every opportunity as a Course, and batch workshops as an Event too', async () => {
    for (const entry of opportunities) {
      const data = jsonLd((await html(`/opportunity/${entry.id}`)).body);
      // A closed opportunity's page carries no structured data.
      if (!isOpen(entry, new Date())) {
        expect(data).toEqual([]);
        continue;
      }
      expect(structuredDataProblems(courseRules, data[0])).toEqual([]);
      expect(data[0]).toMatchObject({ name: entry.title });
      const dated = entry.type === 'Workshop' && entry.intake.kind === 'batch';
      expect(data).toHaveLength(dated ? 2 : 1);
      if (dated) expect(structuredDataProblems(eventRules, data[1])).toEqual([]);
    }
  });

  for (const path of [
    '/',
    '/career',
    '/services/internship',
    `/opportunity/${openProgramme.id}`,
    '/privacy-policy',
  ]) {
    test(`${path} has its title, description, canonical URL and Open Graph tags before any script runs`, async () => {
      const { body } = await html(path);
      const canonical = `${company.siteUrl}${path}`;
      expect(body).toMatch(/<title>[^<]+\| [^<]+<\/title>/);
      expect(body).toMatch(/<meta name="description" content="[^"]{50,}"\/>/);
      expect(body).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(body).toContain(`<meta property="og:url" content="${canonical}"/>`);
      expect(body).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
      expect(body).toContain('<meta property="og:type"');
      expect(body).toMatch(/<main id="main">[\s\S]*<h1/);
    });
  }

  test('serves sitemap.xml with every indexable page and robots.txt pointing to it', async () => {
    const sitemap = await html('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain(`${company.siteUrl}/`);
    expect(locations).toContain(`${company.siteUrl}/verify`);
    // The pages (13, /privacy/request and /verify among them), their Hindi twins, the
    // categories, and the listings still open (a closed one leaves the sitemap), an opening in
    // both languages.
    const openJobs = openListings(jobs, new Date());
    const open = [...openListings(opportunities, new Date()), ...openJobs, ...openJobs];
    expect(locations).toContain(`${company.siteUrl}/career/job/${openListings(jobs, new Date()).at(-1)!.id}`);
    expect(locations).toContain(
      `${company.siteUrl}/opportunity/${openListings(opportunities, new Date()).at(-1)!.id}`,
    );
    expect(locations).toHaveLength(13 + Object.keys(allTwins).length + 6 + open.length);
    const robots = await html('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${company.siteUrl}/sitemap.xml`);
  });

  test('answers an unknown path with status 404 and the 404 page', async () => {
    const { status, body } = await html('/definitely/not/here');
    expect(status).toBe(404);
    expect(body).toContain('Page Not Found');
    expect(body).toContain('<meta name="robots" content="noindex"/>');
  });
});
