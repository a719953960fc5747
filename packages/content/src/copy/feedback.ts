import { company } from '../company.ts';

/** The Feedback page's words in English. */
export const feedbackPageCopy = {
  seoTitle: 'Share Your Feedback',
  seoDescription: `Tell ${company.name} what works for you and what we could do better. Rate your experience and send feedback, anonymously if you like.`,
  eyebrow: 'Feedback',
  title: 'Share Your Feedback',
  intro:
    'Your feedback shapes what we build next. Tell us about your experience with our programs, our services or this website.',
  promisesHeading: 'What Happens Next',
  /** The three promises beside the form, in the order of their icons. */
  promises: [
    'Every message is read by a person on our team.',
    'Rate us from 1 to 5 stars and tell us why.',
    'Stay anonymous if you prefer: your name and e-mail are then not sent.',
  ],
  formHeading: 'Your Feedback',
  formIntro: 'A message of 10 to 1000 characters and a rating from 1 to 5. Name and e-mail are optional.',
} as const;

/** The feedback form's words in English: labels, hints, the stars' names, buttons. */
export const feedbackFormCopy = {
  formLabel: 'Your Feedback',
  name: 'Name',
  email: 'Email Address',
  notSentWhileAnonymous: 'Not sent while you stay anonymous',
  anonymous: 'Submit anonymously',
  anonymousHint: 'Your name and e-mail address are cleared and not sent.',
  rating: 'Your Rating',
  /** Each star's name: `{count}` is the number of stars. */
  oneStar: '1 star',
  stars: '{count} stars',
  /** Beside the stars, e.g. '4 of 5'. */
  ratingValue: '{value} of {max}',
  message: 'Message',
  notSent: 'Your feedback has not been sent.',
  submitting: 'Submitting...',
  submit: 'Submit Feedback',
} as const;
