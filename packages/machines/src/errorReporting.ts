// The browser products' error-reporting hook (docs/production.md, "Error reporting"). Each entry
// installs it only when its build says so (VITE_ERROR_REPORTING=on): otherwise the entry's
// condition is false at build time and none of this is in the bundle, and no request is made.
// No library and no third-party script: a few listeners, and a `fetch` to the page's own origin.
import {
  type ErrorReport,
  errorReportCall,
  errorReportLimits,
  reportPath,
  scrubReportText,
} from './schemas/errorReport.ts';

type Product = ErrorReport['product'];
type Kind = ErrorReport['kind'];

/** What `reportErrors` answers: the options of `createRoot`/`hydrateRoot` that report React's errors. */
export interface ErrorReportingRootOptions {
  onCaughtError(error: unknown): void;
  onUncaughtError(error: unknown): void;
}

const cut = (text: string, max: number) => scrubReportText(text).slice(0, max);

/** The report of `error`: its name, message and stack, scrubbed and cut, and the page's path alone. */
export function errorReportOf(error: unknown, product: Product, kind: Kind, path: string): ErrorReport {
  const known = error instanceof Error;
  const stack = known && typeof error.stack === 'string' ? error.stack : undefined;
  return {
    product,
    kind,
    name: cut(known ? error.name : typeof error, errorReportLimits.name),
    message: cut(known ? error.message : String(error), errorReportLimits.message),
    ...(stack ? { stack: cut(stack, errorReportLimits.stack) } : {}),
    path: reportPath(path).slice(0, errorReportLimits.path) || '/',
  };
}

/**
 * Listens for the page's uncaught errors and unhandled rejections, and answers the root options
 * that report React's (an error boundary's included). At most `errorReportCall.perPage` reports a
 * page, each error once; a report that fails is dropped (reporting must never add an error).
 */
export function reportErrors(
  product: Product,
  send: (body: string) => void = (body) => {
    void fetch(errorReportCall.path, {
      method: errorReportCall.method,
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  },
): ErrorReportingRootOptions {
  const seen = new Set<string>();
  const report = (error: unknown, kind: Kind) => {
    if (seen.size >= errorReportCall.perPage) return;
    const body = errorReportOf(error, product, kind, window.location.pathname);
    const key = `${body.name} ${body.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    send(JSON.stringify(body));
  };
  window.addEventListener('error', (event) => report(event.error ?? event.message, 'uncaught'));
  window.addEventListener('unhandledrejection', (event) => report(event.reason, 'rejection'));
  // Reported, and still shown in the browser's console as React shows them without these options.
  return {
    onCaughtError: (error) => {
      report(error, 'boundary');
      console.error(error);
    },
    onUncaughtError: (error) => {
      report(error, 'uncaught');
      console.error(error);
    },
  };
}
