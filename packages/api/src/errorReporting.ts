// The error-reporting hook (docs/production.md, "Error reporting"): off unless ERROR_REPORTING_DSN
// names a Sentry-compatible DSN (Sentry, GlitchTip, Bugsink and others read the same envelopes).
// @sentry/core builds the events and envelopes, parses the DSN and honours the tracker's rate
// limits; it has no dependencies and patches nothing. A client of our own, not `Sentry.init`: no
// global state, no automatic instrumentation, and tests can run several side by side.
import {
  createStackParser,
  createTransport,
  type ErrorEvent,
  nodeStackLineParser,
  ServerRuntimeClient,
} from '@sentry/core';
import { type ErrorReport, scrubReportText } from '@aarambh/machines/schemas';

/** Where on the server an error was met: a request's route, the process itself, the outbox. */
export type ServerErrorSource = 'request' | 'process' | 'outbox';

export interface ErrorReporter {
  /** Reports an error the server met (scrubbed before it leaves); never throws, never waits. */
  report(error: unknown, where: { source: ServerErrorSource; route?: string }): void;
  /** Forwards a browser product's report, already checked (`errorReportSchema`) and scrubbed (`scrubReport`). */
  forward(report: ErrorReport): void;
  /** Waits up to `timeoutMs` for reports under way (before the process exits); false if some were left. */
  flush(timeoutMs: number): Promise<boolean>;
}

/**
 * What leaves the server: exception messages and the event's message scrubbed as the browsers'
 * reports are (no query strings, addresses or long numbers: an SMTP refusal names its recipient),
 * and nothing about the request (no headers, no body, no client address).
 */
function scrubbed(event: ErrorEvent): ErrorEvent {
  for (const exception of event.exception?.values ?? []) {
    if (exception.value !== undefined) exception.value = scrubReportText(exception.value);
  }
  if (event.message !== undefined) event.message = scrubReportText(event.message);
  delete event.request;
  delete event.user;
  return event;
}

/** A reporter that sends to the Sentry-compatible `dsn` (checked by the configuration beforehand). */
export function errorReporter(dsn: string, options: { release?: string; environment?: string } = {}) {
  const client = new ServerRuntimeClient({
    dsn,
    ...options,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    integrations: [],
    stackParser: createStackParser(nodeStackLineParser()),
    sendDefaultPii: false,
    beforeSend: scrubbed,
    transport: (transportOptions) =>
      createTransport(transportOptions, async ({ body }) => {
        const response = await fetch(transportOptions.url, {
          method: 'POST',
          body: typeof body === 'string' ? body : new Uint8Array(body),
          headers: { 'Content-Type': 'application/x-sentry-envelope' },
          signal: AbortSignal.timeout(10_000),
        });
        return {
          statusCode: response.status,
          headers: {
            'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
            'retry-after': response.headers.get('retry-after'),
          },
        };
      }),
  });
  client.init();
  const reporter: ErrorReporter = {
    report(error, { source, route }) {
      client.captureException(error, { captureContext: { tags: { source, ...(route ? { route } : {}) } } });
    },
    forward(report) {
      client.captureEvent({
        level: 'error',
        platform: 'javascript',
        exception: { values: [{ type: report.name, value: report.message }] },
        tags: { source: 'browser', product: report.product, kind: report.kind },
        contexts: { page: { path: report.path, ...(report.stack ? { stack: report.stack } : {}) } },
      });
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
  };
  return reporter;
}
