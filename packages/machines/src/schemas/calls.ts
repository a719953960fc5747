import * as v from 'valibot';
import { contactMessageSchema } from './contact.ts';
import { feedbackPayloadSchema } from './feedback.ts';
import { internshipApplicationFactFields, internshipApplicationPayloadSchema } from './internship.ts';
import { jobApplicationFactFields, jobApplicationPayloadSchema } from './job.ts';
import { jobResumeRule, resumeRule, type ResumeRule } from './resume.ts';
import {
  auditQuerySchema,
  auditRecordSchema,
  changeAnswerSchema,
  changeSchema,
  dataRequestSchema,
  enrolSchema,
  enrolmentSchema,
  enrolmentViewSchema,
  erasureSchema,
  exportQuerySchema,
  inboxPageSchema,
  inboxQuerySchema,
  inviteSchema,
  signInSchema,
  staffAccountSchema,
  staffAccountViewSchema,
  staffIdentitySchema,
  type StaffRole,
  statementReportSchema,
  statementSchema,
  submissionDetailSchema,
} from './staff.ts';
import { subscriptionPayloadSchema } from './subscription.ts';
import { replySchema, replyTemplateSchema, replyViewSchema } from './replies.ts';
import { interviewBoardSchema, offerInterviewSchema, submissionInterviewsSchema } from './interviews.ts';
import {
  completionSchema,
  documentPdfQuerySchema,
  issueDocumentSchema,
  revokeDocumentSchema,
  submissionProofSchema,
} from './documents.ts';
import {
  accessSummarySchema,
  erasurePlanSchema,
  privacyCorrectSchema,
  privacyEraseSchema,
  privacyRequestIdSchema,
  privacyRequestViewSchema,
} from './privacy.ts';
import {
  incidentIdSchema,
  incidentNoticeSchema,
  incidentSummarySchema,
  incidentViewSchema,
  openIncidentSchema,
} from './incidents.ts';

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

/**
 * The withdraw link every application's e-mail and its status page carry (DPDP Act s.6(4): as easy
 * to withdraw as to give). It carries a signed, expiring token naming the application and one
 * consent purpose as `?token=`; its GET only sends the visitor to the site's page, whose one
 * button sends the POST that records the withdrawal (mail scanners follow links too).
 */
export const consentLinks = {
  withdraw: {
    method: 'POST',
    path: '/api/privacy/withdraw',
    answers: {
      done: 'Your consent is withdrawn. We have recorded it, and we will no longer use your details for this purpose.',
      expired:
        'This link has expired. Open your status page for a new one, or ask us through the privacy request form.',
      invalid:
        'This link is not valid. Please use the link from the most recent e-mail we sent you, or your status page.',
    },
  },
} as const;

/** One of the staff console's calls. */
interface StaffCall {
  method: 'GET' | 'POST';
  path: `/api/staff${string}`;
  /** Who may call it; absent: anyone (signing in and enrolling). */
  role?: StaffRole;
  /** The rules of a POST's JSON body, which the console checks before it sends and the API again on arrival. */
  body?: v.GenericSchema;
  /** The rules of a GET's query string (never anything about a visitor: URLs are logged). */
  query?: v.GenericSchema;
  /** What it answers: JSON by this schema, a file to download, or nothing (204). */
  answer: v.GenericSchema | 'file' | 'nothing';
}

/**
 * The console's calls: the one table the console's client and the API's handlers are typed from
 * (body, query, answer), and the API's guard reads (method, path, role). Every one but signing in
 * and enrolling needs a staff session; those marked `admin` need an admin's. A path's `:id` is a
 * submission's id.
 */
export const staffCalls = {
  enrolment: {
    method: 'POST',
    path: '/api/staff/enrolment',
    body: enrolmentSchema,
    answer: enrolmentViewSchema,
  },
  enrol: {
    method: 'POST',
    path: '/api/staff/enrolment/complete',
    body: enrolSchema,
    answer: staffIdentitySchema,
  },
  signIn: { method: 'POST', path: '/api/staff/session', body: signInSchema, answer: staffIdentitySchema },
  signOut: { method: 'POST', path: '/api/staff/session/end', role: 'reviewer', answer: 'nothing' },
  signOutEverywhere: {
    method: 'POST',
    path: '/api/staff/session/end-all',
    role: 'reviewer',
    answer: 'nothing',
  },
  me: { method: 'GET', path: '/api/staff/me', role: 'reviewer', answer: staffIdentitySchema },
  inbox: {
    method: 'POST',
    path: '/api/staff/inbox',
    role: 'reviewer',
    body: inboxQuerySchema,
    answer: inboxPageSchema,
  },
  submission: {
    method: 'GET',
    path: '/api/staff/submissions/:id',
    role: 'reviewer',
    answer: submissionDetailSchema,
  },
  resume: { method: 'GET', path: '/api/staff/submissions/:id/resume', role: 'reviewer', answer: 'file' },
  reply: {
    method: 'POST',
    path: '/api/staff/replies',
    role: 'reviewer',
    body: replySchema,
    answer: v.object({ reply: replyViewSchema }),
  },
  replyTemplates: {
    method: 'GET',
    path: '/api/staff/reply-templates',
    role: 'reviewer',
    answer: v.object({ templates: v.array(replyTemplateSchema) }),
  },
  saveReplyTemplate: {
    method: 'POST',
    path: '/api/staff/reply-templates',
    role: 'admin',
    body: replyTemplateSchema,
    answer: v.object({ template: replyTemplateSchema }),
  },
  offerInterview: {
    method: 'POST',
    path: '/api/staff/interviews',
    role: 'reviewer',
    body: offerInterviewSchema,
    answer: v.object({ interviews: submissionInterviewsSchema }),
  },
  interviews: {
    method: 'GET',
    path: '/api/staff/interviews',
    role: 'reviewer',
    answer: interviewBoardSchema,
  },
  complete: {
    method: 'POST',
    path: '/api/staff/completions',
    role: 'reviewer',
    body: completionSchema,
    answer: v.object({ proof: submissionProofSchema }),
  },
  issueDocument: {
    method: 'POST',
    path: '/api/staff/documents',
    role: 'admin',
    body: issueDocumentSchema,
    answer: v.object({ proof: submissionProofSchema }),
  },
  revokeDocument: {
    method: 'POST',
    path: '/api/staff/documents/revoke',
    role: 'admin',
    body: revokeDocumentSchema,
    answer: v.object({ proof: submissionProofSchema }),
  },
  documentPdf: {
    method: 'GET',
    path: '/api/staff/submissions/:id/document',
    role: 'reviewer',
    query: documentPdfQuerySchema,
    answer: 'file',
  },
  change: {
    method: 'POST',
    path: '/api/staff/changes',
    role: 'reviewer',
    body: changeSchema,
    answer: changeAnswerSchema,
  },
  statement: {
    method: 'POST',
    path: '/api/staff/statements',
    role: 'admin',
    body: statementSchema,
    answer: statementReportSchema,
  },
  export: {
    method: 'POST',
    path: '/api/staff/export',
    role: 'admin',
    body: exportQuerySchema,
    answer: 'file',
  },
  dataExport: {
    method: 'POST',
    path: '/api/staff/data-requests/export',
    role: 'admin',
    body: dataRequestSchema,
    answer: 'file',
  },
  dataErase: {
    method: 'POST',
    path: '/api/staff/data-requests/erase',
    role: 'admin',
    body: dataRequestSchema,
    answer: erasureSchema,
  },
  audit: {
    method: 'GET',
    path: '/api/staff/audit',
    role: 'admin',
    query: auditQuerySchema,
    answer: v.object({ entries: v.array(auditRecordSchema) }),
  },
  accounts: {
    method: 'GET',
    path: '/api/staff/accounts',
    role: 'admin',
    answer: v.object({ accounts: v.array(staffAccountViewSchema) }),
  },
  invite: {
    method: 'POST',
    path: '/api/staff/accounts',
    role: 'admin',
    body: inviteSchema,
    answer: v.object({ link: v.string() }),
  },
  disable: {
    method: 'POST',
    path: '/api/staff/accounts/disable',
    role: 'admin',
    body: staffAccountSchema,
    answer: v.object({ account: staffAccountViewSchema }),
  },
  reset: {
    method: 'POST',
    path: '/api/staff/accounts/reset',
    role: 'admin',
    body: staffAccountSchema,
    answer: v.object({ account: staffAccountViewSchema, link: v.string() }),
  },
  privacyRequests: {
    method: 'GET',
    path: '/api/staff/privacy-requests',
    role: 'admin',
    answer: v.object({ requests: v.array(privacyRequestViewSchema) }),
  },
  privacyAccess: {
    method: 'POST',
    path: '/api/staff/privacy-requests/access',
    role: 'admin',
    body: privacyRequestIdSchema,
    answer: accessSummarySchema,
  },
  privacyErase: {
    method: 'POST',
    path: '/api/staff/privacy-requests/erase',
    role: 'admin',
    body: privacyEraseSchema,
    answer: erasurePlanSchema,
  },
  privacyCorrect: {
    method: 'POST',
    path: '/api/staff/privacy-requests/correct',
    role: 'admin',
    body: privacyCorrectSchema,
    answer: v.object({ corrected: v.literal(true) }),
  },
  privacyClose: {
    method: 'POST',
    path: '/api/staff/privacy-requests/close',
    role: 'admin',
    body: privacyRequestIdSchema,
    answer: v.object({ request: privacyRequestViewSchema }),
  },
  incidents: {
    method: 'GET',
    path: '/api/staff/incidents',
    role: 'admin',
    answer: v.object({ incidents: v.array(incidentSummarySchema) }),
  },
  openIncident: {
    method: 'POST',
    path: '/api/staff/incidents',
    role: 'admin',
    body: openIncidentSchema,
    answer: v.object({ incident: incidentViewSchema }),
  },
  incident: {
    method: 'POST',
    path: '/api/staff/incidents/one',
    role: 'admin',
    body: incidentIdSchema,
    answer: v.object({ incident: incidentViewSchema }),
  },
  notifyIncident: {
    method: 'POST',
    path: '/api/staff/incidents/notices',
    role: 'admin',
    body: incidentNoticeSchema,
    answer: v.object({ incident: incidentViewSchema }),
  },
} as const satisfies Record<string, StaffCall>;

export type StaffCallName = keyof typeof staffCalls;
type StaffCallRow<N extends StaffCallName> = (typeof staffCalls)[N];

/** The calls that answer JSON, a file, or nothing. */
export type JsonStaffCallName = {
  [N in StaffCallName]: StaffCallRow<N>['answer'] extends v.GenericSchema ? N : never;
}[StaffCallName];
export type FileStaffCallName = {
  [N in StaffCallName]: StaffCallRow<N>['answer'] extends 'file' ? N : never;
}[StaffCallName];
export type EmptyStaffCallName = Exclude<StaffCallName, JsonStaffCallName | FileStaffCallName>;

type SchemaOf<TRow, TKey extends string> = TRow extends { [K in TKey]: infer S extends v.GenericSchema }
  ? S
  : never;

/** A call's body as the console sends it (`never`: it takes none). */
export type StaffCallBody<N extends StaffCallName> = v.InferInput<SchemaOf<StaffCallRow<N>, 'body'>>;
/** A call's body or query as the API reads it once checked (`undefined`: it takes none). */
export type StaffCallInput<N extends StaffCallName> =
  StaffCallRow<N> extends { body: infer S extends v.GenericSchema }
    ? v.InferOutput<S>
    : StaffCallRow<N> extends { query: infer S extends v.GenericSchema }
      ? v.InferOutput<S>
      : undefined;
/** A GET's query as the console sends it. */
export type StaffCallQuery<N extends StaffCallName> = v.InferInput<SchemaOf<StaffCallRow<N>, 'query'>>;
/** A JSON call's answer. */
export type StaffCallAnswer<N extends JsonStaffCallName> = v.InferOutput<SchemaOf<StaffCallRow<N>, 'answer'>>;

/**
 * What a visitor is told when a call got no HTTP answer (the site's API client, `NetworkError`):
 * offline or the server unreachable, or nothing answered in time. The form keeps what was typed.
 * Keyed, so a Hindi form shows them in Hindi (`@aarambh/machines/hindi`).
 */
export const networkMessages = {
  offline:
    "We couldn't reach our server. Check your connection; nothing you typed is lost, so you can try again.",
  timeout: 'Our server took too long to answer. Nothing you typed is lost: please try again.',
} as const;
