import type { Category } from './options.ts';

/**
 * The name of each category's service, for the navigation, back links and the service entries.
 * A module of its own so the navigation does not carry the services' descriptions.
 */
export const categoryTitles: Record<Category, string> = {
  'software-development': 'Software Development',
  'app-development': 'App Development',
  'website-development': 'Website Development',
  'workshop-training': 'Workshop Training',
  'training-programs': 'Training Programs',
  internship: 'Internships',
};
