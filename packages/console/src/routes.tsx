import type { RouteObject } from 'react-router-dom';
import { AuditScreen } from './audit/AuditScreen';
import { InboxScreen } from './inbox/InboxScreen';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { NotFoundScreen } from './layout/NotFoundScreen';
import { PaymentsScreen } from './payments/PaymentsScreen';
import { EnrolScreen } from './signIn/EnrolScreen';
import { StaffScreen } from './staff/StaffScreen';
import { SubmissionScreen } from './submission/SubmissionScreen';

/** The console's screens, under /staff/ (the router's basename). Every one but enrolling needs a session. */
export const routes: RouteObject[] = [
  { path: 'enrol', element: <EnrolScreen /> },
  {
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <InboxScreen /> },
      { path: 'submissions/:id', element: <SubmissionScreen /> },
      { path: 'payments', element: <PaymentsScreen /> },
      { path: 'staff', element: <StaffScreen /> },
      { path: 'audit', element: <AuditScreen /> },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
