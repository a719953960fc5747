import { interviewLimits } from '@aarambh/machines/schemas';

/** The words of the status page's interview section (the times and modes are the machines' own). */
export const interviewWords = {
  heading: 'Your interview',
  pick: 'Pick a time for your interview. Every time is India Standard Time (IST).',
  pickOther: 'Other times offered to you. Booking one gives your current time back.',
  offeredHeading: 'Times offered',
  book: 'Book this time',
  bookLabel: (time: string) => `Book this time: ${time}`,
  shared: 'Times are offered to more than one applicant: a time someone books first is no longer open.',
  mailedLinkOnly:
    'To book a time, open the link in the e-mail we sent you with these times: it proves the address is yours.',
  booked: 'Booked',
  when: 'When',
  how: 'How',
  notices: {
    booked: 'Your interview is booked. We have e-mailed you a calendar invitation.',
    taken: 'Sorry, that time was just booked by someone else. Please pick another.',
    requested: 'We have your request. We will e-mail you new times to pick from.',
  },
  reschedule: {
    heading: 'Need another time?',
    text: 'Tell us, and we will offer you new times. Your booked time stays yours until you book another.',
    message: 'Anything we should know (optional)',
    limit: interviewLimits.messageMax,
    button: 'Ask for Another Time',
    asked: (date: string) =>
      `You asked for another time on ${date}. We will e-mail you new times to pick from.`,
  },
} as const;
