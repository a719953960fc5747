import { describe, expect, it } from 'vitest';
import { catalogue, checkCatalogue } from './checkCatalogue.ts';
import { company } from './company.ts';
import { jobs } from './jobs.ts';
import { feeFor, findJob, findOpportunity, priceOf } from './lookup.ts';
import { opportunities, standardPricing } from './opportunities.ts';
import { opportunityIds } from './opportunityIds.ts';
import { categories, departments, durationOptions } from './options.ts';
import { opportunityTypes } from './schemas.ts';
import { services } from './services.ts';

describe('checkCatalogue', () => {
  it('finds no problem in the shipped catalogue', () => {
    expect(checkCatalogue()).toEqual([]);
  });

  it('reports an entry that breaks its schema', () => {
    const [first, ...rest] = opportunities;
    const broken = { ...first!, rating: 5.2, ownerEmail: 'owner@example.com' };
    const problems = checkCatalogue({ ...catalogue, opportunities: [broken, ...rest] });
    expect(problems.some((line) => line.startsWith('opportunities[0].rating'))).toBe(true);
    expect(problems.some((line) => line.startsWith('opportunities[0].ownerEmail'))).toBe(true);
  });

  it('reports a listing that closes before it is posted, and a batch that closes after it starts', () => {
    const rolling = opportunities.find((entry) => entry.intake.kind === 'rolling')!;
    const batch = opportunities.find((entry) => entry.intake.kind === 'batch')!;
    const starts = batch.intake.kind === 'batch' ? batch.intake.starts : '';
    const problems = checkCatalogue({
      ...catalogue,
      opportunities: [
        { ...rolling, closes: '2026-01-01', datePosted: '2026-02-01' },
        { ...batch, closes: starts },
      ],
      jobs: [{ ...jobs[0]!, closes: '2026-01-01', datePosted: '2026-02-01' }],
    });
    expect(problems).toEqual([
      `opportunities.${rolling.id}: closes before it is posted`,
      `jobs.${jobs[0]!.id}: closes before it is posted`,
      `opportunities.${batch.id}: closes on or after its batch starts`,
    ]);
  });

  it('reports an opportunity without a fee for a duration the application form offers', () => {
    const [first, ...rest] = opportunities;
    const { '6-weeks': _six, ...pricing } = first!.pricing;
    const problems = checkCatalogue({ ...catalogue, opportunities: [{ ...first!, pricing }, ...rest] });
    expect(problems).toEqual([`opportunities.${first!.id}: has no fee for 6-weeks`]);
  });

  it('reports duplicate ids', () => {
    const problems = checkCatalogue({ ...catalogue, jobs: [...jobs, jobs[0]!] });
    expect(problems).toContain('jobs: ids are not unique');
  });

  it('reports a service without four features', () => {
    const [first, ...rest] = services;
    const problems = checkCatalogue({ ...catalogue, services: [{ ...first!, features: ['One'] }, ...rest] });
    expect(problems.some((line) => line.startsWith('services[0].features'))).toBe(true);
  });
});

describe('the catalogue', () => {
  it('has 21 opportunities with ids 1 to 21', () => {
    expect(opportunities.map((entry) => entry.id)).toEqual(
      Array.from({ length: 21 }, (_, index) => index + 1),
    );
  });

  it('lists its ids apart, for the language links', () => {
    expect(opportunityIds).toEqual(opportunities.map((entry) => entry.id));
  });

  it('lists every opportunity under the company, mostly remote', () => {
    expect(opportunities.every((entry) => entry.company === company.name)).toBe(true);
    const remote = opportunities.filter((entry) => /remote|online/i.test(entry.location));
    expect(remote.length).toBeGreaterThan(opportunities.length / 2);
  });

  it('uses every type and spreads over the six categories', () => {
    expect(new Set(opportunities.map((entry) => entry.type))).toEqual(new Set(opportunityTypes));
    for (const category of categories) {
      expect(opportunities.filter((entry) => entry.category === category).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('prices every opportunity the same: 1500, 2000, 2500, 4000 rupees', () => {
    expect(standardPricing).toEqual({ '4-weeks': 1500, '6-weeks': 2000, '8-weeks': 2500, '12-weeks': 4000 });
    expect(Object.keys(standardPricing)).toEqual(durationOptions.map((option) => option.value));
    for (const entry of opportunities) expect(entry.pricing).toEqual(standardPricing);
  });

  it('rates between 4.5 and 4.9 and uses both ends', () => {
    const ratings = opportunities.map((entry) => entry.rating);
    expect(Math.min(...ratings)).toBe(4.5);
    expect(Math.max(...ratings)).toBe(4.9);
  });

  it('has two distinct owner e-mails', () => {
    expect(new Set(opportunities.map((entry) => entry.ownerEmail)).size).toBe(2);
  });

  it('mixes rolling intake with batches, and stipends with unpaid and scholarship entries', () => {
    expect(new Set(opportunities.map((entry) => entry.intake.kind))).toEqual(new Set(['rolling', 'batch']));
    expect(new Set(opportunities.map((entry) => entry.pay.kind))).toEqual(
      new Set(['none', 'stipend', 'scholarship']),
    );
  });

  it('asks for 15-30 or 20-40 weekly hours and a minimum GPA of 3.0, 3.2 or 3.5', () => {
    const requirements = opportunities.flatMap((entry) => entry.requirements);
    for (const hours of ['15-30 hours per week', '20-40 hours per week']) {
      expect(requirements.some((line) => line.includes(hours))).toBe(true);
    }
    const gpas = new Set(requirements.flatMap((line) => /GPA of (\d\.\d)/.exec(line)?.[1] ?? []));
    expect(gpas).toEqual(new Set(['3.0', '3.2', '3.5']));
  });
});

describe('the openings', () => {
  it('are the documented seven, all active, across the five departments', () => {
    expect(jobs.map((job) => job.title).sort()).toEqual(
      [
        'Business Development Intern',
        'Data Scientist',
        'DevOps Engineer',
        'Marketing Specialist',
        'Product Manager',
        'Senior Software Engineer',
        'UX/UI Designer',
      ].sort(),
    );
    expect(jobs.every((job) => job.status === 'active')).toBe(true);
    expect(new Set(jobs.map((job) => job.department))).toEqual(new Set(departments));
  });

  it('show the documented salaries', () => {
    expect(jobs.map((job) => job.salary).sort()).toEqual(
      [
        '₹90L - ₹1.35Cr',
        '₹75L - ₹1.12Cr',
        '₹60L - ₹90L',
        '₹45L - ₹67.5L',
        '₹82.5L - ₹1.2Cr',
        '₹75L - ₹1.05Cr',
        '₹1,500/hour',
      ].sort(),
    );
  });

  it('carry the same salary as numbers for structured data', () => {
    const lakh = 100000;
    const amount = (text: string) =>
      Math.round(Number.parseFloat(text.slice(1)) * (text.endsWith('Cr') ? 100 * lakh : lakh));
    for (const job of jobs.filter((entry) => entry.type === 'Full-time')) {
      const [from, to] = job.salary.split(' - ') as [string, string];
      expect(job.baseSalary).toEqual({ minValue: amount(from), maxValue: amount(to), unitText: 'YEAR' });
    }
    const intern = jobs.find((job) => job.type === 'Internship');
    expect(intern?.baseSalary).toEqual({ minValue: 1500, unitText: 'HOUR' });
  });

  it('include openings with more than four requirements (the +N more badge)', () => {
    expect(jobs.some((job) => job.requirements.length > 4)).toBe(true);
    expect(jobs.some((job) => job.requirements.length === 4)).toBe(true);
  });
});

describe('the services', () => {
  it('has six services, one per category, with four features each', () => {
    expect(services.map((service) => service.id)).toEqual([...categories]);
  });

  it('writes the brand only in the company config', () => {
    const serialised = JSON.stringify({ ...catalogue, company: undefined });
    expect(serialised.replaceAll(company.name, '')).not.toMatch(/Aarambh Labs/);
  });
});

describe('lookups', () => {
  it('finds every opportunity and opening by its id, and nothing for another id', () => {
    for (const entry of opportunities) expect(findOpportunity(entry.id)).toBe(entry);
    for (const entry of jobs) expect(findJob(entry.id)).toBe(entry);
    expect(findOpportunity(0)).toBeUndefined();
    expect(findOpportunity(999_999_999)).toBeUndefined();
    expect(findJob(8)).toBeUndefined();
  });

  it("gives the fee for a duration from the opportunity's pricing, undefined for another key", () => {
    const [entry] = opportunities;
    expect(feeFor(entry!, '8-weeks')).toBe(2500);
    expect(feeFor({ ...entry!, pricing: { ...entry!.pricing, '4-weeks': 0 } }, '4-weeks')).toBe(0);
    expect(feeFor(entry!, '10-weeks')).toBeUndefined();
    expect(feeFor(entry!, 'constructor')).toBeUndefined();
  });

  it('gives the price of a duration from any pricing, undefined for a duration it does not price', () => {
    expect(priceOf({ '6-weeks': 2000, '8-weeks': 0 }, '6-weeks')).toBe(2000);
    expect(priceOf({ '6-weeks': 2000, '8-weeks': 0 }, '8-weeks')).toBe(0);
    expect(priceOf({ '6-weeks': 2000 }, '4-weeks')).toBeUndefined();
    expect(priceOf({}, 'toString')).toBeUndefined();
  });
});
