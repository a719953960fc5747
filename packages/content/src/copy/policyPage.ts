// The words every policy page shows around its policy's text, in English (Hindi: policies.hi.ts).
/** The words every policy page shows around its text. */
export const policyPageCopy = {
  lastUpdated: 'Last updated:',
} as const;
