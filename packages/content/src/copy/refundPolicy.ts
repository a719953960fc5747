// The refund policy's words in English, the source of its Hindi (policies.hi.ts), each section keyed
// by its id (its anchor on the page).
import { company } from '../company.ts';
import { feePolicy } from '../fees.ts';

const name = company.name;

/** The refund policy, written from the catalogue's `feePolicy`. */
export const refundPolicyCopy = {
  title: 'Refund Policy',
  description: `What the fee for a ${name} internship, training program or workshop covers, and when you get it back.`,
  lastUpdated: feePolicy.lastUpdated,
  intro: `Internships, training programs and workshops at ${name} have a fee that depends on the duration you choose. This policy says what the fee covers, when we refund it, and how.`,
  sections: {
    'what-the-fee-covers': {
      heading: 'What the Fee Covers',
      paragraphs: [
        `The fee covers ${feePolicy.covers}.`,
        'The fee for each duration is shown beside the price on every opportunity, and again before you pay.',
      ],
    },
    'how-you-pay': {
      heading: 'How You Pay',
      paragraphs: [
        `You pay by UPI to ${company.upiHandle}. The payment link and QR code on the application form fill in the amount and a payment reference that ties your payment to your application.`,
        'Keep the UPI transaction ID (UTR) your payment app shows: you enter it on the form, and we use it to find your payment.',
      ],
    },
    'full-refunds': {
      heading: 'Full Refunds',
      paragraphs: ['You get the whole fee back if:'],
      items: feePolicy.fullRefundWhen.map((reason) => reason.charAt(0).toUpperCase() + reason.slice(1)),
    },
    'after-your-program-starts': {
      heading: 'After Your Program Starts',
      paragraphs: [feePolicy.afterStart, feePolicy.overpaid],
    },
    'how-refunds-are-paid': {
      heading: 'How Refunds Are Paid',
      paragraphs: [
        `We send refunds to the UPI account the fee came from, within ${feePolicy.refundWorkingDays} working days of our decision or your request, and e-mail you when it is on its way.`,
      ],
    },
    'asking-for-a-refund': {
      heading: 'Asking for a Refund',
      paragraphs: [
        `Write to ${company.emails.general} with your name, the opportunity, your payment reference and your UPI transaction ID. We reply within ${company.businessHours.responseTime}.`,
      ],
    },
  },
  contact: {
    heading: 'Questions About Fees',
    text: 'Not sure whether you can get a refund? Ask us before you pay, or at any time after.',
  },
} as const;
