import { durationOptions, type Category } from '../options.ts';
import { opportunities } from '../opportunities.ts';

/**
 * The words of each category listing page in English: the hero, the 'What We Offer' block, the
 * list and the closing call to action (the site adds the icons and the price format).
 */
export const categoryPagesCopy = {
  'software-development': {
    heroTitle: 'Build Software That Matters',
    heroText:
      'Internships and programs where you build real software with a professional team: web platforms, APIs and cloud services used by real businesses.',
    primaryAction: 'View Opportunities',
    applyLabel: 'Apply Now',
    noPriceText: 'Price on request',
    listHeading: 'Software Development Opportunities',
    listIntro: 'Choose a duration to see the fee and the dates for each opportunity.',
    offers: [
      { title: 'Real Codebases', description: 'Work on production code with reviews from senior engineers.' },
      {
        title: 'Expert Mentors',
        description: 'Weekly one-to-one sessions with an engineer who has shipped at scale.',
      },
      { title: 'Modern Stack', description: 'TypeScript, Node.js, PostgreSQL, containers and the cloud.' },
      {
        title: 'Certified Experience',
        description: 'A certificate and a portfolio of merged work to show employers.',
      },
    ],
    closing: {
      heading: 'Ready to Start Building?',
      text: 'Explore all our services to find the right place to begin your software career.',
      action: 'Explore All Services',
    },
  },
  'app-development': {
    heroTitle: 'Create Apps People Love',
    heroText:
      'Learn to design, build and publish Android, iOS and cross-platform apps, guided by the mobile team that ships them for our clients.',
    primaryAction: 'View Opportunities',
    applyLabel: 'Apply Now',
    noPriceText: 'Price on request',
    listHeading: 'App Development Opportunities',
    listIntro: 'Choose a duration to see the fee and the dates for each opportunity.',
    offers: [
      { title: 'Native and Cross-Platform', description: 'Kotlin, Swift and React Native, on real devices.' },
      {
        title: 'Store Launches',
        description: 'Take an app through review and into the Play Store or App Store.',
      },
      {
        title: 'Mobile Mentors',
        description: 'Developers who have published apps review your work every week.',
      },
      { title: 'Portfolio Apps', description: 'Finish with published apps you can show in interviews.' },
    ],
    closing: {
      heading: 'Your First App Starts Here',
      text: 'Explore all our services to find the program or internship that fits you.',
      action: 'Explore All Services',
    },
  },
  'website-development': {
    heroTitle: 'Craft Fast, Accessible Websites',
    heroText:
      'Build the websites and online stores small businesses depend on, and learn the performance, accessibility and SEO skills that set your work apart.',
    primaryAction: 'View Opportunities',
    applyLabel: 'Apply Now',
    noPriceText: 'Price on request',
    listHeading: 'Website Development Opportunities',
    listIntro: 'Choose a duration to see the fee and the dates for each opportunity.',
    offers: [
      { title: 'Live Client Sites', description: 'Build pages that real customers visit every day.' },
      {
        title: 'Accessibility First',
        description: 'Learn to build for screen readers, keyboards and every screen size.',
      },
      { title: 'Speed and SEO', description: 'Measure and improve Core Web Vitals and search rankings.' },
      {
        title: 'Design Collaboration',
        description: 'Work side by side with designers from wireframe to launch.',
      },
    ],
    closing: {
      heading: 'Launch Your Web Career',
      text: 'Explore all our services to find your next step in web development.',
      action: 'Explore All Services',
    },
  },
  'workshop-training': {
    heroTitle: 'Learn by Doing in Focused Workshops',
    heroText:
      'Short, intensive workshops on the tools and habits every developer needs, taught live by practitioners and packed with hands-on exercises.',
    primaryAction: 'View Workshops',
    applyLabel: 'Enroll Now',
    noPriceText: 'Price on request',
    listHeading: 'Upcoming Workshops',
    listIntro: 'Choose a duration to see the fee and the dates for each workshop.',
    offers: [
      { title: 'Live Sessions', description: 'Interactive sessions with time for every question.' },
      { title: 'Hands-on Labs', description: 'Practise every concept the same day you learn it.' },
      {
        title: 'Short and Focused',
        description: 'From four weeks, at a pace designed around classes and jobs.',
      },
      { title: 'Workshop Certificates', description: 'A certificate for every workshop you complete.' },
    ],
    closing: {
      heading: 'Sharpen Your Skills This Month',
      text: 'Explore all our services to see every way we can help you grow.',
      action: 'Explore All Services',
    },
  },
  'training-programs': {
    heroTitle: 'Become Job-Ready with Structured Training',
    heroText:
      'Programs that take you from the fundamentals to a portfolio of real projects, with mentors, reviews and career guidance at every step.',
    primaryAction: 'View Programs',
    applyLabel: 'Enroll Now',
    noPriceText: 'Price on request',
    listHeading: 'Our Training Programs',
    listIntro: 'Choose a duration to see the fee and the dates for each program.',
    offers: [
      {
        title: 'Structured Curriculum',
        description: 'Modules that build on each other, from basics to advanced topics.',
      },
      {
        title: 'Mentor Reviews',
        description: 'Weekly feedback on your projects from working professionals.',
      },
      { title: 'Career Guidance', description: 'Resume reviews, mock interviews and job search support.' },
      { title: 'Certificates', description: 'A certificate of completion for every program.' },
    ],
    closing: {
      heading: 'Find the Program That Fits You',
      text: 'Compare our programs and start the one that matches your goals.',
      action: 'Explore All Programs',
    },
  },
  internship: {
    heroTitle: 'Start Your Career with a Real Internship',
    heroText:
      'Internships in engineering, design, data, marketing and research, with stipends, mentors and work that goes into production.',
    primaryAction: 'Find Internships',
    applyLabel: 'Apply Now',
    noPriceText: 'Stipend available',
    listHeading: 'Open Internships',
    listIntro: 'Choose a duration to see the fee and the dates for each internship.',
    offers: [
      { title: 'Real Projects', description: 'Work that ships to real users, not practice exercises.' },
      { title: 'One-to-One Mentoring', description: 'A mentor who reviews your work and helps you grow.' },
      { title: 'Stipends', description: 'Monthly stipends and scholarships for selected interns.' },
      {
        title: 'Pre-Placement Interviews',
        description: 'Strong interns are invited to interview for full-time roles.',
      },
    ],
    closing: {
      heading: 'Your Career Starts with One Step',
      text: 'Explore all our services to find the internship or program that fits you.',
      action: 'Explore All Services',
    },
  },
} as const satisfies Record<Category, unknown>;

const byValue = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;

/**
 * The words every category page and its opportunity cards share. The catalogue's own values (the
 * durations' labels, the types and the locations) are listed from the catalogue, so that their
 * Hindi set has one text for each.
 */
export const categoryPageCopy = {
  learnMore: 'Learn More',
  offersHeading: 'What We Offer',
  price: 'Price',
  dates: 'Dates',
  /** Between the lowest and the highest price, and between the first and the last day. */
  rangeWord: 'to',
  /** What follows a card's 'Learn More', read only by screen readers: `{title}` is the opportunity's. */
  learnMoreFor: 'about {title}',
  location: 'Location',
  rating: 'Rating',
  /** The rating as screen readers say it: `{rating}` is the number. */
  ratingValue: '{rating} out of 5',
  skills: 'Skills',
  duration: 'Duration',
  durations: Object.fromEntries(durationOptions.map((option) => [option.value, option.label])) as Record<
    (typeof durationOptions)[number]['value'],
    string
  >,
  types: byValue(opportunities.map((entry) => entry.type)),
  locations: byValue([...new Set(opportunities.map((entry) => entry.location))]),
};
