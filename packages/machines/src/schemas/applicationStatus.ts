import type { Locale } from '@aarambh/content';
import * as v from 'valibot';
import { emailSchema } from './email.ts';
import type { InterviewNotice, InterviewSlot } from './interviews.ts';
import type { ApplicantDocument, DocumentNotice } from './documents.ts';
import { readSubmissionReference } from './shortCode.ts';
import type { ApplicationStage, PaymentState } from './staff.ts';

/**
 * What an applicant is told of their application on the status page and in status e-mails: the
 * console's stage in the applicant's words. The page and the mails read these; staff's own words
 * are the pipeline's `stageLabels`.
 */
export type ApplicantStage =
  'received' | 'in_review' | 'shortlisted' | 'accepted' | 'not_selected' | 'withdrawn';

export function applicantStage(stage: ApplicationStage): ApplicantStage {
  switch (stage) {
    case 'new':
      return 'received';
    case 'rejected':
      return 'not_selected';
    default:
      return stage;
  }
}

/**
 * The payment of a programme's fee as the applicant sees it: `due` until its UPI transaction id is
 * sent (an applicant under 18 pays once their guardian has confirmed), then waiting for staff.
 */
export type ApplicantPaymentState = 'due' | 'waiting' | 'verified' | 'not_verified';

/** `paid`: the applicant has sent the payment's UPI transaction id. */
export function applicantPaymentState(state: PaymentState, paid: boolean): ApplicantPaymentState {
  if (state === 'unverified') return paid ? 'waiting' : 'due';
  return state === 'rejected' ? 'not_verified' : 'verified';
}

/** The payment's state in a word or two, per language: the status page's badge. */
export const applicantPaymentStateNames: Record<Locale, Record<ApplicantPaymentState, string>> = {
  en: {
    due: 'Fee due',
    waiting: 'Waiting for verification',
    verified: 'Verified',
    not_verified: 'Not verified',
  },
  hi: {
    due: 'फ़ीस बाकी',
    waiting: 'जाँच बाकी',
    verified: 'पुष्टि हो गई',
    not_verified: 'पुष्टि नहीं हुई',
  },
};

/**
 * One application as its status page shows it: facts from the catalogue and the console's stage
 * and payment, never a field the applicant typed (no name, phone, resume or message). The receipt
 * is the one exception: its own page names the payer, once the payment is verified.
 */
export interface ApplicationStatusView {
  /** The application's reference (`AL-7K3M-Q2PC`), which every e-mail about it carries. */
  reference: string;
  kind: 'application' | 'career';
  /** The programme's or the opening's title, from the catalogue. */
  title: string;
  /** The programme's company, or the opening's department. */
  organisation: string;
  /** When it arrived (ISO 8601). */
  appliedAt: string;
  stage: ApplicantStage;
  /** The fee of a programme; null for a job application or a free programme. */
  payment: {
    state: ApplicantPaymentState;
    /** Rupees, as the catalogue gave the fee for the chosen duration. */
    amount: number;
    /** When staff verified or refused it (ISO 8601). */
    checkedAt: string | null;
    /** Why it was not verified: one of the console's fixed reasons. */
    reason: string | null;
    /**
     * The payment reference the UPI link and QR code carry (`PAYMENT_REFERENCE_PATTERN`), made
     * with the application; shown while the fee is due.
     */
    reference: string | null;
  } | null;
  /** The day by which the applicant hears the outcome (YYYY-MM-DD), while it is still open. */
  decisionBy: string | null;
  /** Whether the applicant may still withdraw it. */
  canWithdraw: boolean;
}

/** The receipt of a verified payment: what a printed receipt shows. */
export interface PaymentReceipt {
  /** The receipt's serial in its financial year (`AL/2026-27/000042`), given when staff verified the payment. */
  number: string;
  reference: string;
  payer: string;
  programme: string;
  /** The programme's company, as the catalogue names it. */
  organisation: string;
  duration: string;
  amount: number;
  transactionId: string;
  /** The reference the UPI link carried (`tr`), when the form made one. */
  paymentReference: string | null;
  verifiedAt: string;
  appliedAt: string;
}

export const applicationStatusMessages = {
  reference: 'Enter the reference from your confirmation e-mail',
  email: { required: 'Enter the e-mail address you applied with', invalid: 'Enter a valid e-mail address' },
  /** The one answer to a request for a status link, whatever matched. */
  linkSent: 'If that matches an application, we have e-mailed its status link',
} as const;

/**
 * A submission's id (a UUID, lower case): what a signed link carries, and what e-mails named an
 * application by before references (still accepted from an old e-mail).
 */
export const SUBMISSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A request for a lost status link: the reference as typed (read as `readSubmissionReference`
 * reads it, so a mistyped one is refused before anything is looked up) or the id an older e-mail
 * gave, and the address the application gave.
 */
export const statusLinkRequestSchema = v.object({
  reference: v.pipe(
    v.string(applicationStatusMessages.reference),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const read = readSubmissionReference(dataset.value) ?? dataset.value.toLowerCase();
      if (read.startsWith('AL-') || SUBMISSION_ID_PATTERN.test(read)) return read;
      addIssue({ message: applicationStatusMessages.reference });
      return NEVER;
    }),
  ),
  email: emailSchema(applicationStatusMessages.email),
});

export type StatusLinkRequestInput = v.InferInput<typeof statusLinkRequestSchema>;

/** A sum in rupees with Indian digit grouping: ₹1,500, ₹1,00,000. */
export function rupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}

/** The `Intl` locale of each of the site's languages: Indian English, and Hindi in India (Latin digits). */
export const intlLocales: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** A day as the applicant reads it, in India's time: '26 November 2026', '26 नवंबर 2026'. */
export function applicantDate(iso: string, locale: Locale = 'en'): string {
  return new Date(iso.length === 10 ? `${iso}T12:00:00+05:30` : iso).toLocaleDateString(intlLocales[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** A stage as the applicant is told of it, where a programme's acceptance is an enrolment. */
type ApplicantStageKey = ApplicantStage | 'enrolled';

function stageKey(stage: ApplicantStage, kind: ApplicationStatusView['kind']): ApplicantStageKey {
  return stage === 'accepted' && kind === 'application' ? 'enrolled' : stage;
}

/** The stages' names for the applicant, per language (docs/i18n.md's glossary for the Hindi). */
export const applicantStageNames: Record<Locale, Record<ApplicantStageKey, string>> = {
  en: {
    received: 'Received',
    in_review: 'In review',
    shortlisted: 'Shortlisted',
    accepted: 'Accepted',
    enrolled: 'Enrolled',
    not_selected: 'Not selected',
    withdrawn: 'Withdrawn',
  },
  hi: {
    received: 'प्राप्त',
    in_review: 'समीक्षा में',
    shortlisted: 'शॉर्टलिस्ट में',
    accepted: 'स्वीकृत',
    enrolled: 'नामांकित',
    not_selected: 'चयन नहीं हुआ',
    withdrawn: 'वापस लिया गया',
  },
};

/** What each stage means and what happens next, per language: the page and the e-mail say it. */
export const applicantStageTexts: Record<Locale, Record<ApplicantStageKey, string>> = {
  en: {
    received: 'We have your application. Our team will review it soon.',
    in_review: 'Our team is reviewing your application.',
    shortlisted: 'You are on our shortlist. We will write to you about the next step.',
    accepted: 'Your application was accepted. We will write to you about the next steps.',
    enrolled: 'You are enrolled. We will write to you with your start date and what to prepare.',
    not_selected: 'We are sorry: your application was not selected this time. Thank you for your interest.',
    withdrawn: 'You withdrew this application. Nothing more will happen with it.',
  },
  hi: {
    received: 'आपका आवेदन हमें मिल गया है। हमारी टीम जल्द ही इसे देखेगी।',
    in_review: 'हमारी टीम आपके आवेदन को देख रही है।',
    shortlisted: 'आप हमारी शॉर्टलिस्ट में हैं। अगले कदम के बारे में हम आपको लिखेंगे।',
    accepted: 'आपका आवेदन स्वीकार कर लिया गया है। आगे के कदमों के बारे में हम आपको लिखेंगे।',
    enrolled: 'आपका नामांकन हो गया है। शुरुआत की तारीख और तैयारी के बारे में हम आपको लिखेंगे।',
    not_selected: 'हमें खेद है: इस बार आपका आवेदन नहीं चुना गया। आपकी रुचि के लिए धन्यवाद।',
    withdrawn: 'आपने यह आवेदन वापस ले लिया है। इस पर आगे कुछ नहीं होगा।',
  },
};

/** A stage's name for the applicant: a programme's acceptance is an enrolment. */
export function applicantStageName(
  stage: ApplicantStage,
  kind: ApplicationStatusView['kind'],
  locale: Locale = 'en',
): string {
  return applicantStageNames[locale][stageKey(stage, kind)];
}

/** What a stage means and what happens next, in one or two sentences: the page and the e-mail say it. */
export function applicantStageText(
  stage: ApplicantStage,
  kind: ApplicationStatusView['kind'],
  locale: Locale = 'en',
): string {
  return applicantStageTexts[locale][stageKey(stage, kind)];
}

type ApplicantPayment = NonNullable<ApplicationStatusView['payment']>;

/**
 * The payment's state in a sentence, per language; `contact` is the address to write to when it
 * was not verified. A refusal's reason is one of the console's fixed reasons, in staff's English.
 */
export const applicantPaymentTexts: Record<
  Locale,
  Record<ApplicantPaymentState, (payment: ApplicantPayment, contact: string) => string>
> = {
  en: {
    due: (payment) =>
      `Your fee of ${rupees(payment.amount)} is due. Pay it by UPI from your status page, then enter the UPI reference (UTR) of your payment there. We check every payment against our bank statement.`,
    waiting: (payment) =>
      `Your payment of ${rupees(payment.amount)} is waiting for verification. We check every payment against our bank statement.`,
    verified: (payment) =>
      `Your payment of ${rupees(payment.amount)} was verified${payment.checkedAt ? ` on ${applicantDate(payment.checkedAt)}` : ''}. Your receipt is on your status page.`,
    not_verified: (payment, contact) =>
      `We could not verify your payment of ${rupees(payment.amount)}: ${payment.reason ?? 'no payment matched'}. Please check the UPI reference (UTR) in your payment app and write to us at ${contact} with your application reference.`,
  },
  hi: {
    due: (payment) =>
      `आपकी ${rupees(payment.amount)} की फ़ीस बाकी है। अपने स्टेटस पेज से UPI द्वारा भुगतान करें, फिर वहीं अपने भुगतान का UPI रेफ़रेंस (UTR) डालें। हम हर भुगतान को अपने बैंक स्टेटमेंट से मिलाते हैं।`,
    waiting: (payment) =>
      `आपके ${rupees(payment.amount)} के भुगतान की जाँच अभी बाकी है। हम हर भुगतान को अपने बैंक स्टेटमेंट से मिलाते हैं।`,
    verified: (payment) =>
      `आपके ${rupees(payment.amount)} के भुगतान की पुष्टि ${payment.checkedAt ? `${applicantDate(payment.checkedAt, 'hi')} को ` : ''}हो गई है। आपकी रसीद आपके स्टेटस पेज पर है।`,
    not_verified: (payment, contact) =>
      `हम आपके ${rupees(payment.amount)} के भुगतान की पुष्टि नहीं कर सके${payment.reason ? ` (${payment.reason})` : ': कोई भुगतान मेल नहीं खाया'}। कृपया अपने पेमेंट ऐप में UPI रेफ़रेंस (UTR) देखें और अपने आवेदन के रेफ़रेंस के साथ हमें ${contact} पर लिखें।`,
  },
};

/** The payment's state in a sentence; `contact` is the address to write to when it was not verified. */
export function applicantPaymentText(
  payment: ApplicantPayment,
  contact: string,
  locale: Locale = 'en',
): string {
  return applicantPaymentTexts[locale][payment.state](payment, contact);
}

/** Why a status link shows no application: not ours (tampered, another purpose) or too old. */
export type StatusLinkProblem = 'invalid' | 'expired';

/** Another application of the same address, with its own status link. */
export interface OtherApplication {
  status: ApplicationStatusView;
  token: string;
}

/**
 * A shortlisted application's interview as its status page shows it: the time booked, the times
 * offered and still open, and whether a reschedule was asked since. `canAct` only on a link that
 * was mailed to the application's address (the invitation's): the form's answer proves nothing
 * about who reads the address, so its link shows the times but books none.
 */
export interface ApplicantInterview {
  booked: InterviewSlot | null;
  offered: InterviewSlot[];
  rescheduleAskedAt: string | null;
  canAct: boolean;
  /** The outcome of the form just sent, from the redirect back to the page. */
  notice: InterviewNotice | null;
}

/**
 * What the server renders the status page with, from its `?token=`: the application, and the
 * address's other applications when the link was mailed to it (none for the form's answer), and
 * its interview once times were offered.
 */
export type StatusPageData =
  | {
      status: ApplicationStatusView;
      token: string;
      others: OtherApplication[];
      /** Absent until times are offered. */
      interview?: ApplicantInterview;
      /**
       * The signed token of the application's withdraw link (`/privacy/withdraw?token=`), on a
       * link mailed to its address only.
       */
      consentWithdraw?: string;
      /** The certificates and offer letters issued to the application, newest first; absent when none. */
      documents?: ApplicantDocument[];
      /** The outcome of a document form just sent, from the redirect back to the page. */
      documentNotice?: DocumentNotice | null;
      /**
       * The form that sends a due fee's payment, on a link mailed to the application's address
       * only; with the refusal and the id as typed when the form came back refused.
       */
      payFee?: FeePaymentForm;
      /** The payment just sent, from the redirect back to the page. */
      paymentSent?: boolean;
    }
  | { problem: StatusLinkProblem };

/**
 * The status page's form for a due fee as the server renders it: the id as typed, and when it
 * came back refused, the message and the field it is about (`paymentConfirmationSchema`'s issue).
 */
export interface FeePaymentForm {
  transactionId: string;
  error: string | null;
  field?: 'transactionId' | 'confirmed';
}

/** What the status page tells after a due fee's payment was sent. */
export const feePaymentMessages = {
  en: {
    sent: 'Thank you: we have your payment’s UPI reference. We will check it against our bank statement.',
  },
  hi: {
    sent: 'धन्यवाद: आपके भुगतान का UPI रेफ़रेंस हमें मिल गया है। हम इसे अपने बैंक स्टेटमेंट से मिलाएँगे।',
  },
} as const satisfies Record<Locale, { sent: string }>;

/** What the server renders the receipt page with: the receipt once the payment is verified. */
export type ReceiptPageData =
  | { receipt: PaymentReceipt; token: string }
  | { problem: StatusLinkProblem | 'not_verified'; token?: string };
