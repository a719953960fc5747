import { company } from '../company.ts';

/** Home's words in English: the source of its Hindi set (`home.hi.ts`). */
export const homeCopy = {
  seoTitle: 'Launch Your Career',
  seoDescription: `${company.name} offers software, app and website development, workshops, training programs and internships in India. Find your next opportunity.`,
  eyebrow: `Technology services and training · ${company.address.display}`,
  title: `Launch Your Career with ${company.name}`,
  tagline: company.tagline,
  exploreServices: 'Explore Services',
  learnMore: 'Learn More',
  learnMoreHidden: ` about ${company.name}`,
  whyHeading: `Why ${company.name}`,
  whyIntro: 'Everything you need to go from learning to working, in one place.',
  features: [
    {
      title: 'Quality Opportunities',
      description:
        'Internships, training programs and workshops with real projects, checked by our team before they are listed.',
    },
    {
      title: 'Expert Guidance',
      description: 'Mentors who work in the industry review your work and answer your questions every week.',
    },
    {
      title: 'Career Growth',
      description:
        'Certificates, portfolio projects and pre-placement interviews that move your career forward.',
    },
  ],
  ctaHeading: 'Find the Right Path for You',
  ctaIntro:
    'Development services for businesses; workshops, training programs and internships for students and freshers.',
  ctaButton: 'View All Services',
  feedbackHeading: 'How Are We Doing?',
  feedbackText: 'Tell us what works for you and what we could do better. Every message is read by our team.',
  feedbackButton: 'Share Your Feedback',
} as const;
