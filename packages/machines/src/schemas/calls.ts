import type * as v from 'valibot';
import { contactMessageSchema } from './contact.ts';
import { feedbackPayloadSchema } from './feedback.ts';
import { internshipApplicationFactFields, internshipApplicationPayloadSchema } from './internship.ts';
import { jobApplicationFactFields, jobApplicationPayloadSchema } from './job.ts';
import { jobResumeRule, resumeRule, type ResumeRule } from './resume.ts';
import type { StaffRole } from './staff.ts';
import { subscriptionPayloadSchema } from './subscription.ts';

/** One of the site's calls to the API (docs/submissions.md). */
export interface Call {
  method: 'POST';
  path: `/api/${string}`;
  /** How the body travels: JSON, or multipart form data with the resume file. */
  body: 'json' | 'multipart';
  /** The rules of the body, which the site checks before it sends and the API again on arrival. */
  schema: v.GenericSchema;
  /**
   * The fields the call carries as the catalogue gives them (the title, company, department, owner
   * and fee of what is applied for), because the product's call lists them. The schema drops them:
   * the API takes each fact from the catalogue by the id, never from the request.
   */
  catalogueFacts?: readonly string[];
  /** The one file a multipart call carries, under `resume`, and whether it must. */
  resume?: { rule: ResumeRule; required: boolean };
  /** The `message` of the API's 201 once the submission is stored. */
  success: string;
}

/**
 * The five calls: the one table the site's API client, its fake API (stories and tests), the
 * API's routes and the bad-input run read their paths, bodies, rules and answers from.
 */
export const calls = {
  /** Call 1: an internship application. */
  application: {
    method: 'POST',
    path: '/api/application',
    body: 'multipart',
    schema: internshipApplicationPayloadSchema,
    catalogueFacts: internshipApplicationFactFields,
    resume: { rule: resumeRule, required: false },
    success: 'Application submitted successfully! A confirmation e-mail is on its way.',
  },
  /** Call 2: a job application. */
  career: {
    method: 'POST',
    path: '/api/career',
    body: 'multipart',
    schema: jobApplicationPayloadSchema,
    catalogueFacts: jobApplicationFactFields,
    resume: { rule: jobResumeRule, required: true },
    success: "Application submitted successfully! You'll hear from us within 5-7 business days.",
  },
  /**
   * Call 3: a subscription. The answer is the same to every request, first or repeated, so it
   * tells no one who is on the list: the address counts once its confirmation link is followed.
   */
  subscribe: {
    method: 'POST',
    path: '/api/subscription/subscribe',
    body: 'json',
    schema: subscriptionPayloadSchema,
    success: 'Almost done: we have sent you an e-mail. Follow the link in it to confirm your subscription.',
  },
  /** Call 4: feedback. */
  feedback: {
    method: 'POST',
    path: '/api/feedback',
    body: 'json',
    schema: feedbackPayloadSchema,
    success: 'Thank you for your feedback!',
  },
  /** Call 5: a contact message. Its success is also the description of the form's success toast. */
  contact: {
    method: 'POST',
    path: '/api/contact-us',
    body: 'json',
    schema: contactMessageSchema,
    success:
      "Thank you for contacting us. We'll get back to you within 24 hours. Check your email for confirmation.",
  },
} as const satisfies Record<string, Call>;

export type CallName = keyof typeof calls;

/**
 * The links in subscribers' mail: confirming and the one-click unsubscribe. Each carries its
 * signed token as `?token=`, and each acts only on a POST, because mail scanners follow (GET) links
 * too: the link's GET sends the visitor to the site's page, whose button sends the POST. Confirming
 * takes any body; unsubscribing wants `List-Unsubscribe=One-Click` (RFC 8058), as a mail app sends.
 */
export const subscriptionLinks = {
  confirm: {
    method: 'POST',
    path: '/api/subscription/confirm',
    /** The API's answers (the site's page shows the outcome in its own words). */
    answers: {
      done: 'Your subscription is confirmed.',
      expired: 'This confirmation link has expired. Subscribe again and we will send you a new one.',
      invalid:
        'This confirmation link is not valid. Please use the link from the most recent e-mail we sent you.',
    },
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/subscription/unsubscribe',
    /** The API's answers, for mail apps and scripts (the site's page says it in its own words). */
    answers: {
      done: 'You are unsubscribed. We will not send you any more updates.',
      invalid:
        'This unsubscribe link is not valid. Please use the link from the most recent e-mail we sent you.',
      oneClick: 'The request must say List-Unsubscribe=One-Click.',
    },
  },
} as const;

/** One of the staff console's calls. */
interface StaffCall {
  method: 'GET' | 'POST';
  path: `/api/staff${string}`;
  /** Who may call it; absent: anyone (signing in and enrolling). */
  role?: StaffRole;
}

/**
 * The console's calls. Every one but signing in and enrolling needs a staff session; those marked
 * `admin` need an admin's. A path's `:id` is a submission's id.
 */
export const staffCalls = {
  enrolment: { method: 'POST', path: '/api/staff/enrolment' },
  enrol: { method: 'POST', path: '/api/staff/enrolment/complete' },
  signIn: { method: 'POST', path: '/api/staff/session' },
  signOut: { method: 'POST', path: '/api/staff/session/end', role: 'reviewer' },
  signOutEverywhere: { method: 'POST', path: '/api/staff/session/end-all', role: 'reviewer' },
  me: { method: 'GET', path: '/api/staff/me', role: 'reviewer' },
  inbox: { method: 'POST', path: '/api/staff/inbox', role: 'reviewer' },
  submission: { method: 'GET', path: '/api/staff/submissions/:id', role: 'reviewer' },
  resume: { method: 'GET', path: '/api/staff/submissions/:id/resume', role: 'reviewer' },
  change: { method: 'POST', path: '/api/staff/changes', role: 'reviewer' },
  statement: { method: 'POST', path: '/api/staff/statements', role: 'admin' },
  export: { method: 'POST', path: '/api/staff/export', role: 'admin' },
  dataExport: { method: 'POST', path: '/api/staff/data-requests/export', role: 'admin' },
  dataErase: { method: 'POST', path: '/api/staff/data-requests/erase', role: 'admin' },
  audit: { method: 'GET', path: '/api/staff/audit', role: 'admin' },
  accounts: { method: 'GET', path: '/api/staff/accounts', role: 'admin' },
  invite: { method: 'POST', path: '/api/staff/accounts', role: 'admin' },
  disable: { method: 'POST', path: '/api/staff/accounts/disable', role: 'admin' },
  reset: { method: 'POST', path: '/api/staff/accounts/reset', role: 'admin' },
} as const satisfies Record<string, StaffCall>;

export type StaffCallName = keyof typeof staffCalls;
