// What the status page's stories show, in English and in Hindi alike (routes/ApplicationStatus,
// routes/ApplicationDocuments and routes/hi/ApplicationStatus stories): an application as the API
// gives it to the page, the link's token, the interview's offered times and the documents issued.
import type {
  ApplicantDocument,
  ApplicantInterview,
  ApplicationStatusView,
  InterviewSlot,
  StatusPageData,
} from '@aarambh/machines/schemas';

/** A programme's application, just received, its fee waiting for verification. */
export const programme: ApplicationStatusView = {
  reference: 'AL-7K3M-Q2PC',
  kind: 'application',
  title: 'Full Stack Web Development',
  organisation: 'Aarambh Labs',
  appliedAt: '2026-11-20T10:30:00.000Z',
  stage: 'received',
  payment: { state: 'waiting', amount: 2500, checkedAt: null, reason: null, reference: null },
  decisionBy: '2026-12-05',
  canWithdraw: true,
};

/** The status link's token, as its page has it. */
export const token = '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f.1795000000.signature';

/** Under 18, the guardian confirmed: the fee is due, paid from the mailed link. */
export const due: ApplicationStatusView = {
  ...programme,
  payment: { state: 'due', amount: 2500, checkedAt: null, reason: null, reference: 'AL7K3M9QX2PD' },
};

/** A job application on the shortlist, with times offered for its interview (in IST). */
export const shortlistedJob: ApplicationStatusView = {
  ...programme,
  kind: 'career',
  title: 'Senior Frontend Developer',
  organisation: 'Engineering',
  stage: 'shortlisted',
  payment: null,
  decisionBy: '2026-12-08',
};

/** The three times staff offered: by video, by phone and at the office. */
export const interviewSlots: InterviewSlot[] = [
  {
    id: '6a1f0c52-1d7e-4f3b-9a2c-0e4d5b6c7a81',
    startsAt: '2026-12-03T05:30:00.000Z',
    minutes: 45,
    mode: 'video',
    detail: 'https://meet.example.org/aarambh-interview',
  },
  {
    id: '6a1f0c52-1d7e-4f3b-9a2c-0e4d5b6c7a82',
    startsAt: '2026-12-03T10:00:00.000Z',
    minutes: 45,
    mode: 'phone',
    detail: '+91 98765 43210',
  },
  {
    id: '6a1f0c52-1d7e-4f3b-9a2c-0e4d5b6c7a83',
    startsAt: '2026-12-04T04:30:00.000Z',
    minutes: 60,
    mode: 'office',
    detail: 'Aarambh Labs, 14 Barakhamba Road, Connaught Place, New Delhi',
  },
];

/** The shortlisted job's page with its interview: the times offered, unless `interview` says otherwise. */
export const interviewData = (interview: Partial<ApplicantInterview>): StatusPageData => ({
  status: shortlistedJob,
  token,
  others: [],
  interview: {
    booked: null,
    offered: interviewSlots,
    rescheduleAskedAt: null,
    canAct: true,
    notice: null,
    ...interview,
  },
});

/** A completed programme's certificate, its holder's name shown on the public check. */
export const certificate: ApplicantDocument = {
  id: 'N61ME3KGYPE4',
  kind: 'certificate',
  state: 'valid',
  fields: {
    kind: 'certificate',
    name: 'Asha Rao',
    programme: 'Full Stack Web Development',
    organisation: 'Aarambh Labs',
    startsOn: '2026-09-01',
    endsOn: '2026-10-31',
    hours: 160,
    outcome: 'completed',
    projectUrl: null,
    issuedOn: '2026-11-20',
  },
  nameShown: true,
  letterSha256: null,
  canAct: true,
};

/** An offer letter, open until it expires. */
export const offer: ApplicantDocument = {
  id: 'PZE7ZYB5K660',
  kind: 'offer',
  state: 'valid',
  fields: {
    kind: 'offer',
    name: 'Rahul Mehta',
    role: 'UX/UI Designer',
    department: 'Design',
    startsOn: '2027-01-04',
    place: 'Bengaluru office, Koramangala',
    compensation: '₹6,00,000 a year, paid monthly',
    expiresOn: '2026-12-15',
    issuedOn: '2026-11-21',
  },
  nameShown: false,
  letterSha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  canAct: true,
};
