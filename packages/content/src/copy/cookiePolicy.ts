// The cookie policy's words in English, the source of its Hindi (policies.hi.ts), each section keyed
// by its id (its anchor on the page).
import { company } from '../company.ts';

const name = company.name;

export const cookiePolicyCopy = {
  title: 'Cookie Policy',
  description: `Which cookies the ${name} website uses, why, and how you can manage them.`,
  lastUpdated: 'December 2024',
  intro:
    'Cookies are small text files that a website stores in your browser. This policy explains which cookies we use, what they do and how you can control them.',
  sections: {
    'types-of-cookies': {
      heading: 'Types of Cookies We Use',
      subsections: [
        {
          heading: 'Essential cookies',
          paragraphs: [
            'Needed for the website to work, for example to remember that you have seen a notice. They cannot be disabled.',
          ],
        },
        {
          heading: 'Analytics cookies',
          paragraphs: [
            'Help us understand how visitors use the website so we can improve it. They can be disabled.',
          ],
        },
        {
          heading: 'Functional cookies',
          paragraphs: [
            'Remember your choices, such as your preferences, to give you a more personal experience. They can be disabled.',
          ],
        },
        {
          heading: 'Marketing cookies',
          paragraphs: [
            'Measure our campaigns and show you relevant information on other sites. They can be disabled.',
          ],
        },
      ],
    },
    'managing-cookies': {
      heading: 'Managing Your Cookies',
      subsections: [
        {
          heading: 'Consent banner',
          paragraphs: [
            'Choose which optional cookies you accept when you first visit, and change your choice at any time.',
          ],
        },
        {
          heading: 'Browser settings',
          paragraphs: ['Most browsers let you block or delete cookies in their privacy settings.'],
        },
        {
          heading: 'Opt-out tools',
          paragraphs: ['Analytics and advertising providers offer their own opt-out tools.'],
        },
      ],
    },
    'third-party-cookies': {
      heading: 'Third-Party Cookies',
      paragraphs: [
        'Some cookies are set by the analytics and performance services we use. Those providers process the information under their own privacy policies.',
      ],
    },
    'policy-updates': {
      heading: 'Updates to This Policy',
      paragraphs: [
        'We may update this policy when our use of cookies changes. The date at the top shows when it was last updated.',
      ],
    },
    'more-information': {
      heading: 'More Information',
      paragraphs: [
        'Our Privacy Policy explains how we handle the personal information that cookies may collect.',
      ],
    },
  },
  contact: {
    heading: 'Questions About Cookies',
    text: 'Contact our privacy team if you have questions about how we use cookies.',
  },
  /** The page's two buttons, after its sections. */
  actions: {
    managePreferences: 'Manage Cookie Preferences',
    browserSettings: 'Learn About Browser Settings',
  },
} as const;
