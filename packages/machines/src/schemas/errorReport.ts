/**
 * The browser products' error reports (docs/production.md, "Error reporting"): the site and the
 * console post an uncaught error or one an error boundary caught to the API, on their own origin,
 * which checks it again, scrubs it again and forwards it to the configured error tracker.
 */
export const errorReportCall = {
  method: 'POST',
  path: '/api/errors',
  /** The largest body the API reads: past it, 413. */
  maxBytes: 8 * 1024,
  /** Reports one page sends at most, however many errors it meets. */
  perPage: 5,
} as const;

export const errorReportLimits = { name: 100, message: 1000, stack: 4000, path: 300 } as const;

/**
 * A report: which product, how the error reached the hook, the error's name, message and stack,
 * and the page's path. The API checks it with `errorReportSchema` (errorReportSchema.ts, apart so
 * that the browser's hook carries no validation library).
 */
export interface ErrorReport {
  product: (typeof errorReportProducts)[number];
  kind: (typeof errorReportKinds)[number];
  name: string;
  message: string;
  stack?: string | undefined;
  path: string;
}

/** Which product reported, and how the error reached the hook. */
export const errorReportProducts = ['site', 'console'] as const;
export const errorReportKinds = ['uncaught', 'rejection', 'boundary'] as const;

/**
 * A report's text without what could be a visitor's: a URL's query string and fragment (search
 * terms, signed tokens), e-mail addresses, and runs of six or more digits (phone numbers,
 * references). The browser applies it before sending and the API again on arrival.
 */
export function scrubReportText(text: string): string {
  return text
    .replace(/([^\s?#"'()<>]*\/[^\s?#"'()<>]*)[?#][^\s"'()<>]*?((?::\d+){0,2})(?=[\s"'()<>,]|$)/g, '$1$2')
    .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/gi, '[address]')
    .replace(/\d{6,}/g, '[number]');
}

/** A page's path as a report may carry it: no query string, no fragment. */
export function reportPath(path: string): string {
  return scrubReportText(path.replace(/[?#].*$/s, ''));
}

/** A report with each of its texts scrubbed (`scrubReportText`) and its path bare (`reportPath`). */
export function scrubReport(report: ErrorReport): ErrorReport {
  return {
    ...report,
    name: scrubReportText(report.name),
    message: scrubReportText(report.message),
    ...(report.stack === undefined ? {} : { stack: scrubReportText(report.stack) }),
    path: reportPath(report.path),
  };
}
