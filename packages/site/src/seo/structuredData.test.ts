import { describe, expect, it } from 'vitest';
import { company, jobs, opportunities } from '@aarambh/content';
import { jobPostingJsonLd } from './jobPostingJsonLd';
import { opportunityJsonLd } from './opportunityJsonLd';
import { organizationJsonLd } from './organizationJsonLd';
import { serializeJsonLd } from './structuredData';
import {
  courseRules,
  eventRules,
  jobPostingRules,
  structuredDataProblems,
} from '../../harness/structuredDataRules';

describe('jobPostingJsonLd', () => {
  it.each(jobs.map((job) => [job.title, job] as const))('gives %s a valid JobPosting', (_title, job) => {
    expect(structuredDataProblems(jobPostingRules, jobPostingJsonLd(job))).toEqual([]);
  });

  it('marks remote jobs TELECOMMUTE for applicants in India, and others with the Delhi address', () => {
    const remote = jobs.find((job) => job.remote)!;
    const office = jobs.find((job) => !job.remote)!;
    expect(jobPostingJsonLd(remote)).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    });
    expect(jobPostingJsonLd(remote)).not.toHaveProperty('jobLocation');
    expect(jobPostingJsonLd(office)).toMatchObject({
      jobLocation: { '@type': 'Place', address: { addressRegion: 'Delhi', addressCountry: 'IN' } },
    });
  });

  it('gives the salary in rupees, per year or per hour', () => {
    const senior = jobs.find((job) => job.title === 'Senior Software Engineer')!;
    expect(jobPostingJsonLd(senior).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 9000000, maxValue: 13500000, unitText: 'YEAR' },
    });
    const intern = jobs.find((job) => job.type === 'Internship')!;
    expect(jobPostingJsonLd(intern)).toMatchObject({
      employmentType: 'INTERN',
      baseSalary: { value: { value: 1500, unitText: 'HOUR' } },
    });
  });

  it("keeps posting valid through the catalogue's closing day and names the company as the hiring organisation", () => {
    const job = jobs[0]!;
    const data = jobPostingJsonLd(job);
    expect(data).toMatchObject({ datePosted: job.datePosted, validThrough: job.closes });
    expect(data.hiringOrganization).toMatchObject({ name: company.name, url: company.siteUrl });
  });

  it('rejects a posting that misses what Google requires', () => {
    const { datePosted: _datePosted, ...withoutDate } = jobPostingJsonLd(jobs[0]!);
    expect(structuredDataProblems(jobPostingRules, withoutDate)).not.toEqual([]);
    const remoteWithoutRequirements = {
      ...jobPostingJsonLd(jobs[0]!),
      applicantLocationRequirements: undefined,
    };
    expect(structuredDataProblems(jobPostingRules, remoteWithoutRequirements)).not.toEqual([]);
    expect(
      structuredDataProblems(jobPostingRules, { ...jobPostingJsonLd(jobs[0]!), datePosted: '20 Nov' }),
    ).not.toEqual([]);
  });
});

describe('opportunity structured data', () => {
  it.each(opportunities.map((entry) => [entry.id, entry.title, entry] as const))(
    'describes opportunity %i (%s) as a valid Course, never a JobPosting',
    (_id, _title, entry) => {
      const [course] = opportunityJsonLd(entry);
      expect(course).toMatchObject({ '@type': 'Course', name: entry.title });
      expect(structuredDataProblems(courseRules, course)).toEqual([]);
      expect(opportunityJsonLd(entry).map((data) => data['@type'])).not.toContain('JobPosting');
    },
  );

  it('offers the fee of each duration in rupees, with one course instance per duration', () => {
    const [course] = opportunityJsonLd(opportunities[0]!);
    expect(course?.offers).toEqual([
      expect.objectContaining({ name: '4 Weeks', category: 'Paid', price: 1500, priceCurrency: 'INR' }),
      expect.objectContaining({ name: '6 Weeks', price: 2000 }),
      expect.objectContaining({ name: '8 Weeks', price: 2500 }),
      expect.objectContaining({ name: '12 Weeks', price: 4000 }),
    ]);
    for (const offer of course?.offers as object[])
      expect(offer).toMatchObject({
        validFrom: opportunities[0]!.datePosted,
        validThrough: opportunities[0]!.closes,
      });
    expect(course?.hasCourseInstance).toEqual(
      ['P4W', 'P6W', 'P8W', 'P12W'].map((courseWorkload) =>
        expect.objectContaining({ '@type': 'CourseInstance', courseMode: 'Online', courseWorkload }),
      ),
    );
  });

  it('rejects a course without its fee or its instance', () => {
    const [course] = opportunityJsonLd(opportunities[0]!);
    expect(structuredDataProblems(courseRules, { ...course, offers: [] })).not.toEqual([]);
    expect(structuredDataProblems(courseRules, { ...course, hasCourseInstance: [] })).not.toEqual([]);
    expect(
      structuredDataProblems(courseRules, {
        ...course,
        hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: '4 weeks' }],
      }),
    ).not.toEqual([]);
  });

  it("describes every batch workshop as a valid online Event too, each duration's instance ending after it", () => {
    const workshops = opportunities.filter((entry) => entry.type === 'Workshop');
    expect(workshops.length).toBeGreaterThan(0);
    for (const entry of workshops) {
      const [course, event] = opportunityJsonLd(entry);
      expect(event).toMatchObject({ '@type': 'Event' });
      expect(structuredDataProblems(eventRules, event)).toEqual([]);
      const starts = entry.intake.kind === 'batch' ? entry.intake.starts : '';
      expect(event?.startDate).toBe(starts);
      const lengths = (course?.hasCourseInstance as { startDate: string; endDate: string }[]).map(
        (instance) => (Date.parse(instance.endDate) - Date.parse(instance.startDate)) / 86_400_000,
      );
      expect(lengths).toEqual([28, 42, 56, 84]);
    }
  });

  it('gives a workshop on a rolling intake the Course alone, its instances undated', () => {
    const workshop = {
      ...opportunities.find((entry) => entry.type === 'Workshop')!,
      intake: { kind: 'rolling' as const },
    };
    expect(opportunityJsonLd(workshop)[0]?.hasCourseInstance).toEqual(
      expect.arrayContaining([expect.not.objectContaining({ startDate: expect.anything() })]),
    );
    expect(opportunityJsonLd(workshop).map((data) => data['@type'])).toEqual(['Course']);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('describes the company under its registered name, at its registered office', () => {
    expect(organizationJsonLd()).toMatchObject({
      '@type': 'Organization',
      name: company.name,
      legalName: company.legalName,
      address: {
        '@type': 'PostalAddress',
        streetAddress: company.address.street,
        postalCode: company.address.postalCode,
        addressCountry: 'IN',
      },
    });
  });
});
