/** The cookie preferences' dialog, with the cookie policy's words for each kind of cookie. */
export const cookiePreferencesCopy = {
  title: 'Cookie Preferences',
  description:
    'Choose which optional cookies we may use. You can change this at any time on the Cookie Policy page.',
  close: 'Close',
  acceptAll: 'Accept All',
  save: 'Save Preferences',
  categories: {
    essential: {
      label: 'Essential cookies',
      description: 'Needed for the website to work, for example to remember this choice. Always on.',
    },
    analytics: {
      label: 'Analytics cookies',
      description: 'Help us understand how visitors use the website so we can improve it.',
    },
    functional: {
      label: 'Functional cookies',
      description: 'Remember your choices, such as your preferences, for a more personal experience.',
    },
    marketing: {
      label: 'Marketing cookies',
      description: 'Measure our campaigns and show you relevant information on other sites.',
    },
  },
} as const;
