// The staff console's server, one wing of the API: a sub-app per concern, each registering its
// calls from the table of calls behind the one guard (guard.ts), mounted together.
import { Hono } from 'hono';
import { auditCalls } from './audit.ts';
import { documentCalls } from './documents.ts';
import type { ConsoleDependencies, ConsoleEnv } from './context.ts';
import { inboxCalls } from './inbox.ts';
import { incidentCalls } from './incidents.ts';
import { interviewCalls } from './interviews.ts';
import { paymentCalls } from './payments.ts';
import { peopleCalls } from './people.ts';
import { privacyCalls } from './privacy.ts';
import { sessionCalls } from './session.ts';
import { submissionCalls } from './submissions.ts';

export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessionCookie.ts';

/** Every call of the console, to mount with `app.route('/', ...)`: the paths are the table's, whole. */
export function consoleRoutes(deps: ConsoleDependencies): Hono<ConsoleEnv> {
  return new Hono<ConsoleEnv>()
    .route('/', sessionCalls(deps))
    .route('/', inboxCalls(deps))
    .route('/', submissionCalls(deps))
    .route('/', interviewCalls(deps))
    .route('/', documentCalls(deps))
    .route('/', paymentCalls(deps))
    .route('/', peopleCalls(deps))
    .route('/', privacyCalls(deps))
    .route('/', incidentCalls(deps))
    .route('/', auditCalls(deps));
}
