import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** One screen of the console: its route, its name (the navigation's and the page title's), who sees it. */
export interface ConsoleScreen {
  /** The route under /staff/; `null` for the index (the inbox). */
  path: string | null;
  /** The name in the navigation and the page's title. */
  label: string;
  /** Shown in the navigation (a submission is reached from the inbox, not from there). */
  inNavigation: boolean;
  /** For admins only: the navigation hides it from reviewers (the API refuses their calls anyway). */
  admin: boolean;
  /** The screen's code, fetched when the screen is first shown, not before. */
  Screen: LazyExoticComponent<ComponentType>;
}

/**
 * Each screen's code is its own chunk: signing in (the first screen, in the layout) fetches none
 * of them, and a screen fetches only its own (`npm run bench -w packages/console` prints the bytes).
 */
const load = <K extends string>(imported: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => imported().then((module) => ({ default: module[name] })));

/** The screens inside the console's layout, each listed once: the routes and the navigation read this. */
export const screens: readonly ConsoleScreen[] = [
  {
    path: null,
    label: 'Inbox',
    inNavigation: true,
    admin: false,
    Screen: load(() => import('./inbox/InboxScreen'), 'InboxScreen'),
  },
  {
    path: 'submissions/:id',
    label: 'Submission',
    inNavigation: false,
    admin: false,
    Screen: load(() => import('./submission/SubmissionScreen'), 'SubmissionScreen'),
  },
  {
    path: 'interviews',
    label: 'Interviews',
    inNavigation: true,
    admin: false,
    Screen: load(() => import('./interviews/InterviewsScreen'), 'InterviewsScreen'),
  },
  {
    path: 'payments',
    label: 'Payments',
    inNavigation: true,
    admin: true,
    Screen: load(() => import('./payments/PaymentsScreen'), 'PaymentsScreen'),
  },
  {
    path: 'staff',
    label: 'Staff and data requests',
    inNavigation: true,
    admin: true,
    Screen: load(() => import('./staff/StaffScreen'), 'StaffScreen'),
  },
  {
    path: 'privacy',
    label: 'Privacy requests',
    inNavigation: true,
    admin: true,
    Screen: load(() => import('./privacy/PrivacyScreen'), 'PrivacyScreen'),
  },
  {
    path: 'incidents',
    label: 'Incidents',
    inNavigation: true,
    admin: true,
    Screen: load(() => import('./incidents/IncidentsScreen'), 'IncidentsScreen'),
  },
  {
    path: 'templates',
    label: 'Reply templates',
    inNavigation: true,
    admin: true,
    Screen: load(() => import('./templates/TemplatesScreen'), 'TemplatesScreen'),
  },
  {
    path: 'audit',
    label: 'Audit log',
    inNavigation: true,
    admin: true,
    Screen: load(() => import('./audit/AuditScreen'), 'AuditScreen'),
  },
  {
    path: '*',
    label: 'Not found',
    inNavigation: false,
    admin: false,
    Screen: load(() => import('./layout/NotFoundScreen'), 'NotFoundScreen'),
  },
];

/** Enrolling from a link: outside the layout, with no session. */
export const EnrolScreen = load(() => import('./signIn/EnrolScreen'), 'EnrolScreen');
