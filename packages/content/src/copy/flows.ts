// The words of the flows every page mounts once idle (the help chat, the promo popup, the cookie
// banner), in English. What those flows load on first use has its words in a module of its own
// (chatPanel.ts, cookiePreferences.ts), so that they come with it; carousel.ts holds the English
// source of the popup's carousel labels, which an English page takes from the kit. Their Hindi sets
// are in flows.hi.ts (docs/i18n.md).

/** The help chat's bar and its tip (the open chat's words are in chatPanel.ts). */
export const helpChatCopy = {
  region: 'Help',
  tooltip: 'Get help from here',
  dismissTip: 'Dismiss the help tip',
  button: 'Help chat on WhatsApp',
  title: 'Need Help?',
  close: 'Close',
} as const;

/** The promo popup: its dialog, its carousel and the words of its four slides, in order. */
export const promoCopy = {
  title: 'Explore What We Offer',
  close: 'Close',
  carousel: 'Highlights',
  learnMore: 'Learn More',
  /** Read after 'Learn More', before the slide's title. */
  learnMoreHidden: ' about ',
  maybeLater: 'Maybe Later',
  play: 'Play',
  pause: 'Pause',
  playLabel: 'Play slide show',
  pauseLabel: 'Pause slide show',
  slides: [
    {
      alt: 'A laptop showing code beside a deployment pipeline',
      title: 'Software Development',
      description: 'Custom software for growing businesses, and internships where you build it with us.',
    },
    {
      alt: 'A learner following a structured course on a laptop',
      title: 'Training Programs',
      description: 'Structured programs with mentors and real projects that make you job-ready.',
    },
    {
      alt: 'An intern and a mentor reviewing work together',
      title: 'Internships',
      description: 'Stipends, mentors and work that goes into production. Applications are open.',
    },
    {
      alt: 'A small group at a hands-on workshop',
      title: 'Workshops',
      description: 'Short, hands-on workshops on Git, AI tools and interview preparation.',
    },
  ],
} as const;

/** The cookie banner. Its second line reads `optional` `policyBefore` [`policyLink`] `policyAfter`. */
export const cookieBannerCopy = {
  heading: 'We Value Your Privacy',
  essential: 'Essential cookies keep this website working.',
  optional: 'Analytics, functional and marketing cookies only with your consent.',
  policyBefore: 'Read our',
  policyLink: 'Cookie Policy',
  policyAfter: '.',
  acceptAll: 'Accept All',
  essentialOnly: 'Essential Only',
  manage: 'Manage Preferences',
} as const;
