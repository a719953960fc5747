import { company } from '../company.ts';

/** The 404 page's words in English. */
export const notFoundCopy = {
  seoTitle: 'Page Not Found',
  seoDescription: 'The page you are looking for does not exist or has moved.',
  heading: 'Page Not Found',
  text: 'Sorry, we could not find the page you are looking for. It may have moved, or the address may be mistyped.',
  goHome: 'Go Home',
  goBack: 'Go Back',
  suggestionsHeading: 'You might be looking for',
  suggestions: [
    {
      title: 'Our Services',
      description: 'Development services, workshops, training programs and internships.',
      features: [
        'Software, app and website development',
        'Workshops and training programs',
        'Internships with stipends',
        'Mentoring from experts',
      ],
      linkLabel: 'Browse services',
    },
    {
      title: 'About Us',
      description: `Who we are, what we believe and how ${company.name} started.`,
      features: [
        'Our mission and values',
        'Our story since 2025',
        'Our impact in numbers',
        'Where to find us',
      ],
      linkLabel: 'Read about us',
    },
    {
      title: 'Careers',
      description: 'Open positions in engineering, product, design, marketing and business.',
      features: [
        'Seven open positions',
        'Remote-friendly roles',
        'Unlimited PTO and flexible hours',
        'Equity options',
      ],
      linkLabel: 'See open positions',
    },
  ],
} as const;
