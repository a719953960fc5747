import { categories } from '@aarambh/machines/schemas';
import type { Page } from '@playwright/test';
import { company, jobs, opportunities, services } from '@aarambh/content';
import { faqs } from '../src/content/faq';
import { subscriptionOutcomes, unsubscribePage } from '../src/content/subscription';
import { categoryPageFor } from '../src/content/categoryPages';
import { axeViolations, baseURL, expect, loadHydrated, test } from './fixtures';

/** The documented texts (and the content's) each route must show. */
const expectations: [path: string, texts: string[]][] = [
  [
    '/',
    [
      `Launch Your Career with ${company.name}`,
      'Explore Services',
      'Learn More',
      'Quality Opportunities',
      'Expert Guidance',
      'Career Growth',
      'View All Services',
      'Share Your Feedback',
    ],
  ],
  [
    '/services',
    [
      ...services.flatMap((service) => [service.title, ...service.features]),
      'Contact Us Today',
      'View Portfolio',
    ],
  ],
  [
    '/about',
    [
      'Our Mission',
      '5000+',
      '95%',
      '100+',
      '24h',
      'Precision',
      'Efficiency',
      'Success',
      'Support',
      'Our Story',
      'founded in 2025',
      'Company Highlights',
      'Location',
      'Business Hours',
      company.businessHours.weekdays,
      'Founded',
      'Team',
    ],
  ],
  [
    '/career',
    [
      'Join Our Team',
      'View Open Positions',
      'Learn About Culture',
      'Unlimited PTO',
      'Flexible Hours',
      'Equity Options',
      'All Departments',
      'Engineering',
      'Product',
      'Design',
      'Marketing',
      'Business',
      ...jobs.flatMap((job) => [
        job.title,
        job.salary,
        job.posted,
        job.experience,
        ...job.requirements.slice(0, 4),
      ]),
      "Don't See the Right Role?",
      'Send Your Resume',
    ],
  ],
  [
    '/contact',
    [
      'Get in Touch',
      company.emails.general,
      company.phone.display,
      company.address.display,
      'Quick Response',
      `within ${company.businessHours.responseTime}`,
      'Send us a Message',
      'Frequently Asked Questions',
      'View FAQ',
      ...faqs.map((faq) => faq.question),
    ],
  ],
  [
    '/privacy-policy',
    [
      'Privacy Policy',
      'Last updated: December 2024',
      'Information We Collect',
      'How We Use Your Information',
      'Information Sharing',
      'Data Security',
      'Your Rights and Choices',
      'Access and update',
      'Data portability',
      'Deletion',
      'Marketing opt-out',
      'Data Retention',
      'Application data: 7 years',
      'Communication records: 3 years',
      '18 or older',
      company.emails.privacy,
    ],
  ],
  [
    '/terms-of-service',
    [
      'Terms of Service',
      'Last updated: December 2024',
      'Acceptance of Terms',
      'Use of Services',
      'User Responsibilities',
      'Prohibited Activities',
      'Intellectual Property Rights',
      'Limitation of Liability',
      'previous twelve months',
      'Termination',
      'Governing Law and Disputes',
      'State of California',
      'binding arbitration',
      'class action',
      company.emails.legal,
    ],
  ],
  [
    '/cookie-policy',
    [
      'Cookie Policy',
      'Last updated: December 2024',
      'Essential cookies',
      'They cannot be disabled.',
      'Analytics cookies',
      'Functional cookies',
      'Marketing cookies',
      'They can be disabled.',
      'Consent banner',
      'Browser settings',
      'Opt-out tools',
      'Third-Party Cookies',
      'Updates to This Policy',
      'Manage Cookie Preferences',
      'Learn About Browser Settings',
      company.emails.privacy,
    ],
  ],
  [
    '/coming-soon',
    [
      'Days',
      'Hours',
      'Minutes',
      'Seconds',
      'Contact Us',
      'Application System',
      'Real-time Notifications',
      'Interview Scheduler',
      'Advanced Analytics',
      'Launch Day',
      'Phase 2',
      'Development Progress',
      '85%',
      '90%',
      '75%',
      '80%',
      '60%',
      '25%',
    ],
  ],
  ['/feedback', ['Share Your Feedback', 'Your Feedback', 'What Happens Next']],
  ...Object.entries(subscriptionOutcomes).map(([outcome, words]): [string, string[]] => [
    `/subscription/${outcome}`,
    [words.heading, words.text, 'Go Home'],
  ]),
  ['/unsubscribe', [unsubscribePage.heading, unsubscribePage.text, unsubscribePage.button]],
  ...categories.map((category): [string, string[]] => {
    const page = categoryPageFor(category);
    const entries = opportunities.filter((entry) => entry.category === category);
    return [
      `/services/${category}`,
      [
        page.heroTitle,
        page.primaryAction,
        'Learn More',
        'What We Offer',
        ...page.offers.map((offer) => offer.title),
        page.listHeading,
        ...entries.flatMap((entry) => [entry.title, page.applyLabel]),
        '₹1,500',
        page.closing.heading,
        page.closing.action,
      ],
    ];
  }),
  ...opportunities.map((entry): [string, string[]] => [
    `/opportunity/${entry.id}`,
    [
      entry.title,
      entry.company,
      entry.location,
      entry.type,
      entry.duration,
      'Duration',
      '₹1,500',
      'Apply Now',
      entry.description,
      entry.longDescription,
      ...entry.responsibilities,
      ...entry.requirements,
      ...entry.benefits,
      entry.companyInfo ? entry.companyInfo.description : 'Company information not available.',
      'Other Opportunities',
    ],
  ]),
  ...jobs.map((job): [string, string[]] => [
    `/career/job/${job.id}`,
    [
      job.title,
      job.department,
      job.location,
      job.type,
      job.salary,
      job.posted,
      job.experience,
      ...(job.remote ? ['Remote-friendly'] : []),
      job.description,
      'Responsibilities',
      ...job.responsibilities,
      'Requirements',
      ...job.requirements,
      'Job Details',
      'Benefits',
      ...job.benefits,
      'Apply Now',
      'Back to Careers',
    ],
  ]),
  ...jobs.map((job): [string, string[]] => [
    `/career/apply/${job.id}`,
    [`Apply for ${job.title}`, job.department, job.salary],
  ]),
];

/** Loads `path` in the worker's settled tab and waits for hydration; returns the document's HTTP status. */
async function open(page: Page, path: string): Promise<number | undefined> {
  return (await loadHydrated(page, path))?.status();
}

test.describe('every route', () => {
  for (const [path, texts] of expectations) {
    test(`${path} renders its texts, hydrates without errors and passes axe`, async ({
      settledTab: page,
      tabErrors: errors,
    }) => {
      expect(await open(page, path)).toBe(200);
      const text = await page.locator('body').innerText();
      for (const expected of texts) expect(text, `${path} shows '${expected}'`).toContain(expected);
      await expect(page.locator('h1')).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('share the navigation, the Services groups and the footer', async ({ settledTab: page }) => {
    await open(page, '/about');
    const text = await page.locator('body').innerText();
    for (const expected of ['Home', 'About', 'Services', 'Career', 'Coming Soon', 'Contact', 'Get Started']) {
      expect(text).toContain(expected);
    }
    for (const column of ['Company', 'Opportunities', 'Legal', 'Contact']) {
      await expect(page.getByRole('heading', { name: column, exact: true }).count()).resolves.toBe(1);
    }
    await expect(page.getByRole('link', { name: 'Feedback', exact: true }).count()).resolves.toBe(1);
    for (const network of ['LinkedIn', 'Twitter', 'GitHub', 'Instagram']) {
      await expect(page.getByRole('link', { name: new RegExp(`on ${network}`) }).count()).resolves.toBe(1);
    }
  });
});

test.describe('delivery', () => {
  test('sends pages and their scripts brotli-compressed, caches hashed assets for good and revalidates pages', async () => {
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(baseURL() + path, { headers: { 'Accept-Encoding': 'br, gzip', ...headers } });
    const home = await get('/');
    expect(home.headers.get('content-encoding')).toBe('br');
    expect(home.headers.get('vary')).toBe('Accept-Encoding');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(script).toBeDefined();
    const asset = await get(script!);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const again = await get('/', { 'If-None-Match': home.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(await get('/.vite/manifest.json').then((response) => response.status)).toBe(404);
  });
});

test.describe('unknown paths', () => {
  for (const path of ['/no-such-page', '/services/unknown', '/career/job', '/about/team']) {
    test(`${path} answers 404 with the Page Not Found screen`, async ({
      settledTab: page,
      tabErrors: errors,
    }) => {
      expect(await open(page, path)).toBe(404);
      const text = await page.locator('body').innerText();
      for (const expected of [
        'Page Not Found',
        'Go Home',
        'Go Back',
        'Our Services',
        'About Us',
        'Careers',
      ]) {
        expect(text).toContain(expected);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('goes home and back from the 404 page', async ({ settledTab: page }) => {
    await open(page, '/about');
    await open(page, '/no-such-page');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${baseURL()}/about`);
    await open(page, '/no-such-page');
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${baseURL()}/`);
    await expect.poll(() => page.locator('h1').innerText()).toContain('Launch Your Career');
  });
});
