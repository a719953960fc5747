// The stages a submission moves through and the states of a payment, with no imports: the API's
// SQLite threads read them for the schema's checks, and each thread loads only what it needs
// (`@aarambh/machines/stages`), not every schema and valibot.
export const applicationStages = [
  'new',
  'in_review',
  'shortlisted',
  'accepted',
  'rejected',
  'withdrawn',
] as const;
export const messageStages = ['open', 'answered', 'closed'] as const;
export const paymentStates = ['unverified', 'verified', 'rejected'] as const;
export type ApplicationStage = (typeof applicationStages)[number];
export type MessageStage = (typeof messageStages)[number];
export type Stage = ApplicationStage | MessageStage;
export type PaymentState = (typeof paymentStates)[number];
