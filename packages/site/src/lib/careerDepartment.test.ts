import { describe, expect, it } from 'vitest';
import { jobs } from '@aarambh/content';
import { filterJobs, readDepartment, withDepartment } from './careerDepartment';

describe('readDepartment', () => {
  it('reads a known department', () => {
    expect(readDepartment(new URLSearchParams('department=Design'))).toBe('Design');
  });

  it.each([[''], ['department='], ['department=Sales'], ['department=design'], ['department=all']])(
    'falls back to all for %j',
    (query) => {
      expect(readDepartment(new URLSearchParams(query))).toBe('all');
    },
  );
});

describe('withDepartment', () => {
  it('sets the parameter for a department and keeps the others', () => {
    const next = withDepartment(new URLSearchParams('applied=true'), 'Product');
    expect(next.toString()).toBe('applied=true&department=Product');
  });

  it('removes the parameter for all', () => {
    expect(withDepartment(new URLSearchParams('department=Product&applied=true'), 'all').toString()).toBe(
      'applied=true',
    );
  });

  it('does not change the parameters it was given', () => {
    const params = new URLSearchParams('department=Product');
    withDepartment(params, 'all');
    expect(params.get('department')).toBe('Product');
  });
});

describe('filterJobs', () => {
  it('keeps every opening for all', () => {
    expect(filterJobs(jobs, 'all')).toHaveLength(jobs.length);
  });

  it('keeps only the openings of a department', () => {
    const engineering = filterJobs(jobs, 'Engineering');
    expect(engineering.length).toBeGreaterThan(0);
    expect(engineering.every((job) => job.department === 'Engineering')).toBe(true);
  });

  it('is empty for a department without openings', () => {
    const onlyDesign = jobs.filter((job) => job.department === 'Design');
    expect(filterJobs(onlyDesign, 'Marketing')).toEqual([]);
  });
});
