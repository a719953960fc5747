import { company } from '../company.ts';

/**
 * The words of the page a parent's or guardian's mailed link opens (`/guardian/confirm`). Its
 * answers are the machines' (`guardianMessages`).
 */
export const confirmGuardianCopy = {
  title: 'Confirm an Application',
  description: `A parent or guardian confirms an application to ${company.name}.`,
  heading: 'Confirm an Application',
  text: 'Someone under 18 named you as their parent or guardian in an application to one of our programmes. Press the button if you agree to it. If you do not know this application, close this page: it is deleted when the link expires.',
  button: 'I Agree: Send the Application',
  pending: 'Confirming...',
  doneHeading: 'Application Confirmed',
  missingToken: 'This page needs the link from our e-mail. Please open it from the e-mail.',
  failed: 'We could not confirm the application. Please try again.',
} as const;
