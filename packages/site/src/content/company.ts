/** The company config: every screen reads the brand and contact details from here. */
export const company = {
  name: 'Aarambh Labs',
  tagline:
    'Software, apps and websites for growing businesses, and the training, workshops and internships that start careers.',
} as const;
