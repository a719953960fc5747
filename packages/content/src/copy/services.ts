import { company } from '../company.ts';
import type { Category } from '../options.ts';
import { services } from '../services.ts';

/** The Services overview's words in English (its six services come from `services.ts`). */
export const servicesPageCopy = {
  seoTitle: 'Our Services',
  seoDescription:
    'Software, app and website development for businesses; workshops, training programs and internships for students and freshers.',
  eyebrow: 'Services',
  title: 'Our Services',
  text: `From custom software to your first internship: everything ${company.name} offers, in one place.`,
  listHeading: 'What We Do',
  cardLink: 'Learn More',
  startHeading: 'Ready to Start Your Project?',
  startIntro: 'Tell us what you need and we will reply within 24 hours, or see who we are and how we work.',
  contactButton: 'Contact Us Today',
  portfolioButton: 'View Portfolio',
} as const;

interface ServiceWords {
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
}

/** The six services' words by id, in English: what their Hindi set translates. */
export const servicesCopy = {} as Record<Category, ServiceWords>;
for (const service of services) {
  servicesCopy[service.id] = {
    title: service.title,
    description: service.description,
    features: service.features,
  };
}
