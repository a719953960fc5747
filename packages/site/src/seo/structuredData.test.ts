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

  it('keeps posting valid for 60 days and names the company as the hiring organisation', () => {
    const job = jobs[0]!;
    const data = jobPostingJsonLd(job);
    const days = (Date.parse(String(data.validThrough)) - Date.parse(job.datePosted)) / 86_400_000;
    expect(days).toBe(60);
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
      expect.objectContaining({ name: '4 weeks', category: 'Paid', price: 1500, priceCurrency: 'INR' }),
      expect.objectContaining({ name: '6 weeks', price: 2000 }),
      expect.objectContaining({ name: '8 weeks', price: 2500 }),
      expect.objectContaining({ name: '12 weeks', price: 4000 }),
    ]);
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

  it('describes every dated workshop as a valid online Event too, ending after its duration', () => {
    const workshops = opportunities.filter((entry) => entry.type === 'Workshop');
    expect(workshops.length).toBeGreaterThan(0);
    for (const entry of workshops) {
      const [, event] = opportunityJsonLd(entry);
      expect(event).toMatchObject({ '@type': 'Event' });
      expect(structuredDataProblems(eventRules, event)).toEqual([]);
    }
    const twoWeeks = workshops.find((entry) => entry.duration === '2 weeks')!;
    const [, data] = opportunityJsonLd(twoWeeks);
    expect((Date.parse(String(data?.endDate)) - Date.parse(String(data?.startDate))) / 86_400_000).toBe(14);
  });

  it('gives a workshop without a start date the Course alone', () => {
    const workshop = {
      ...opportunities.find((entry) => entry.type === 'Workshop')!,
      startDate: 'Rolling Intake',
    };
    expect(opportunityJsonLd(workshop).map((data) => data['@type'])).toEqual(['Course']);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('describes the company', () => {
    expect(organizationJsonLd()).toMatchObject({ '@type': 'Organization', name: company.name });
  });
});
