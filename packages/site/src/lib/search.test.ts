import { describe, expect, it } from 'vitest';
import { opportunities } from '@aarambh/content';
import type { Opportunity } from '@aarambh/content';
import { SEARCH_LIMIT, searchOpportunities } from './search';

const [sample] = opportunities as [Opportunity, ...Opportunity[]];
const entry = (overrides: Partial<Opportunity>): Opportunity => ({ ...sample, ...overrides });
/** A day every shipped opportunity is open on. */
const TODAY = new Date(2026, 10, 28);

describe('searchOpportunities', () => {
  it('matches nothing for an empty or blank query', () => {
    expect(searchOpportunities(opportunities, '', TODAY)).toEqual({ results: [], total: 0 });
    expect(searchOpportunities(opportunities, '   ', TODAY)).toEqual({ results: [], total: 0 });
  });

  it('ignores case', () => {
    const lower = searchOpportunities(opportunities, 'kotlin', TODAY);
    expect(lower.total).toBeGreaterThan(0);
    expect(searchOpportunities(opportunities, 'KOTLIN', TODAY)).toEqual(lower);
  });

  it.each([
    ['title', { id: 101, title: 'Quantum Widgets Internship' }, 'quantum widg'],
    ['company', { id: 102, company: 'Zebra Works' }, 'zebra'],
    ['location', { id: 103, location: 'Pune, India' }, 'pune'],
    ['skills', { id: 104, skills: ['Elixir', 'Phoenix', 'OTP'] }, 'phoen'],
    ['type', { id: 105, type: 'Research Internship' as const }, 'research'],
    ['category', { id: 106, category: 'workshop-training' as const }, 'workshop-tr'],
  ])('matches a substring of the %s', (_field, overrides, query) => {
    const plain = entry({
      title: 'Plain',
      company: 'Plain Co',
      location: 'Remote',
      skills: ['Go', 'SQL', 'Git'],
      type: 'Internship',
      category: 'internship',
    });
    const list = [plain, { ...plain, ...overrides }];
    const { results } = searchOpportunities(list, query, TODAY);
    expect(results.map((result) => result.id)).toEqual([overrides.id]);
  });

  it('does not search the description', () => {
    const list = [entry({ id: 201, description: 'Mentions xylophones only here' })];
    expect(searchOpportunities(list, 'xylophone', TODAY).total).toBe(0);
  });

  it('returns at most 8 results in catalogue order and counts them all', () => {
    const outcome = searchOpportunities(opportunities, 'remote', TODAY);
    expect(outcome.total).toBeGreaterThan(SEARCH_LIMIT);
    expect(outcome.results).toHaveLength(SEARCH_LIMIT);
    const ids = outcome.results.map((result) => result.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('leaves out an opportunity closed on the day', () => {
    const list = [entry({ id: 301, closes: '2026-12-04' }), entry({ id: 302, closes: '2026-12-05' })];
    expect(
      searchOpportunities(list, sample.title, new Date(2026, 11, 5)).results.map((result) => result.id),
    ).toEqual([302]);
  });

  it('finds every opportunity by the company name it is listed under', () => {
    expect(searchOpportunities(opportunities, sample.company, TODAY).total).toBe(opportunities.length);
  });
});
