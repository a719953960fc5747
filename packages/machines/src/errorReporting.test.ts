import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { errorReportOf, reportErrors } from './errorReporting.ts';
import { errorReportCall, scrubReportText } from './schemas/errorReport.ts';
import { errorReportSchema } from './schemas/errorReportSchema.ts';

describe('what a report may carry', () => {
  it('drops query strings and fragments, keeping a stack line’s position', () => {
    expect(scrubReportText('at go (https://aarambhlabs.example/assets/a.js?v=3:10:5)')).toBe(
      'at go (https://aarambhlabs.example/assets/a.js:10:5)',
    );
    expect(scrubReportText('GET /api/status?token=abc.def failed, twice')).toBe(
      'GET /api/status failed, twice',
    );
    expect(scrubReportText('see https://aarambhlabs.example/privacy#rights')).toBe(
      'see https://aarambhlabs.example/privacy',
    );
  });

  it('hides addresses and long numbers, and leaves short ones', () => {
    expect(scrubReportText('no user asha.k@example.co.in, phone +91 9876543210, line 42')).toBe(
      'no user [address], phone +91 [number], line 42',
    );
  });

  it('makes a report of any thrown value that the API’s schema takes, cut to its limits', () => {
    const error = new TypeError(`bad ${'x'.repeat(2000)}`);
    const report = errorReportOf(error, 'site', 'uncaught', '/opportunity/4?ref=mail');
    expect(v.is(errorReportSchema, report)).toBe(true);
    expect(report).toMatchObject({ name: 'TypeError', path: '/opportunity/4' });
    expect(report.message).toHaveLength(1000);
    expect(errorReportOf('a string', 'console', 'rejection', '/')).toEqual({
      product: 'console',
      kind: 'rejection',
      name: 'string',
      message: 'a string',
      path: '/',
    });
  });
});

describe('the browser hook', () => {
  const page = new EventTarget();
  beforeEach(() => {
    vi.stubGlobal('window', Object.assign(page, { location: { pathname: '/courses' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const uncaught = (error: unknown) =>
    page.dispatchEvent(Object.assign(new Event('error'), { error, message: String(error) }));

  it('sends each distinct error once, at most the page’s allowance, from every source', () => {
    const sent: string[] = [];
    const root = reportErrors('site', (body) => sent.push(body));
    uncaught(new Error('first'));
    uncaught(new Error('first'));
    page.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('second') }));
    root.onCaughtError(new Error('third'));
    root.onUncaughtError(new Error('fourth'));
    for (let index = 0; index < 10; index += 1) uncaught(new Error(`more ${index}`));

    const reports = sent.map((body) => JSON.parse(body) as Record<string, string>);
    expect(reports).toHaveLength(errorReportCall.perPage);
    expect(reports.slice(0, 4).map(({ kind, message }) => [kind, message])).toEqual([
      ['uncaught', 'first'],
      ['rejection', 'second'],
      ['boundary', 'third'],
      ['uncaught', 'fourth'],
    ]);
    expect(reports[0]).toMatchObject({ product: 'site', path: '/courses' });
  });

  it('sends nothing until an error happens', () => {
    const send = vi.fn();
    reportErrors('console', send);
    expect(send).not.toHaveBeenCalled();
  });
});
