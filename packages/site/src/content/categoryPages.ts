// Longer than most files on purpose: the copy of every category page, as data.
import { categoryTitles, type Category } from '@aarambh/content';
import type { CategoryPage } from './schemas';

/** The hero, 'What We Offer' block and closing call to action of each category listing page. */
export const categoryPages: readonly CategoryPage[] = [
  {
    category: 'software-development',
    title: categoryTitles['software-development'],
    eyebrow: categoryTitles['software-development'],
    heroTitle: 'Build Software That Matters',
    heroText:
      'Internships and programs where you build real software with a professional team: web platforms, APIs and cloud services used by real businesses.',
    primaryAction: 'View Opportunities',
    applyLabel: 'Apply Now',
    priceGrouping: 'en-IN',
    noPriceText: 'Price on request',
    listHeading: 'Software Development Opportunities',
    listIntro: 'Choose a duration to see the fee and the dates for each opportunity.',
    offers: [
      {
        icon: 'file',
        title: 'Real Codebases',
        description: 'Work on production code with reviews from senior engineers.',
      },
      {
        icon: 'chat',
        title: 'Expert Mentors',
        description: 'Weekly one-to-one sessions with an engineer who has shipped at scale.',
      },
      {
        icon: 'upload',
        title: 'Modern Stack',
        description: 'TypeScript, Node.js, PostgreSQL, containers and the cloud.',
      },
      {
        icon: 'success',
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
  {
    category: 'app-development',
    title: categoryTitles['app-development'],
    eyebrow: categoryTitles['app-development'],
    heroTitle: 'Create Apps People Love',
    heroText:
      'Learn to design, build and publish Android, iOS and cross-platform apps, guided by the mobile team that ships them for our clients.',
    primaryAction: 'View Opportunities',
    applyLabel: 'Apply Now',
    priceGrouping: 'en-IN',
    noPriceText: 'Price on request',
    listHeading: 'App Development Opportunities',
    listIntro: 'Choose a duration to see the fee and the dates for each opportunity.',
    offers: [
      {
        icon: 'phone',
        title: 'Native and Cross-Platform',
        description: 'Kotlin, Swift and React Native, on real devices.',
      },
      {
        icon: 'upload',
        title: 'Store Launches',
        description: 'Take an app through review and into the Play Store or App Store.',
      },
      {
        icon: 'chat',
        title: 'Mobile Mentors',
        description: 'Developers who have published apps review your work every week.',
      },
      {
        icon: 'success',
        title: 'Portfolio Apps',
        description: 'Finish with published apps you can show in interviews.',
      },
    ],
    closing: {
      heading: 'Your First App Starts Here',
      text: 'Explore all our services to find the program or internship that fits you.',
      action: 'Explore All Services',
    },
  },
  {
    category: 'website-development',
    title: categoryTitles['website-development'],
    eyebrow: categoryTitles['website-development'],
    heroTitle: 'Craft Fast, Accessible Websites',
    heroText:
      'Build the websites and online stores small businesses depend on, and learn the performance, accessibility and SEO skills that set your work apart.',
    primaryAction: 'View Opportunities',
    applyLabel: 'Apply Now',
    priceGrouping: 'en-IN',
    noPriceText: 'Price on request',
    listHeading: 'Website Development Opportunities',
    listIntro: 'Choose a duration to see the fee and the dates for each opportunity.',
    offers: [
      {
        icon: 'map-pin',
        title: 'Live Client Sites',
        description: 'Build pages that real customers visit every day.',
      },
      {
        icon: 'check',
        title: 'Accessibility First',
        description: 'Learn to build for screen readers, keyboards and every screen size.',
      },
      {
        icon: 'search',
        title: 'Speed and SEO',
        description: 'Measure and improve Core Web Vitals and search rankings.',
      },
      {
        icon: 'star',
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
  {
    category: 'workshop-training',
    title: categoryTitles['workshop-training'],
    eyebrow: categoryTitles['workshop-training'],
    heroTitle: 'Learn by Doing in Focused Workshops',
    heroText:
      'Short, intensive workshops on the tools and habits every developer needs, taught live by practitioners and packed with hands-on exercises.',
    primaryAction: 'View Workshops',
    applyLabel: 'Enroll Now',
    priceGrouping: 'en-US',
    noPriceText: 'Price on request',
    listHeading: 'Upcoming Workshops',
    listIntro: 'Choose a duration to see the fee and the dates for each workshop.',
    offers: [
      {
        icon: 'chat',
        title: 'Live Sessions',
        description: 'Interactive sessions with time for every question.',
      },
      {
        icon: 'file',
        title: 'Hands-on Labs',
        description: 'Practise every concept the same day you learn it.',
      },
      {
        icon: 'clock',
        title: 'Short and Focused',
        description: 'From four weeks, at a pace designed around classes and jobs.',
      },
      {
        icon: 'success',
        title: 'Workshop Certificates',
        description: 'A certificate for every workshop you complete.',
      },
    ],
    closing: {
      heading: 'Sharpen Your Skills This Month',
      text: 'Explore all our services to see every way we can help you grow.',
      action: 'Explore All Services',
    },
  },
  {
    category: 'training-programs',
    title: categoryTitles['training-programs'],
    eyebrow: categoryTitles['training-programs'],
    heroTitle: 'Become Job-Ready with Structured Training',
    heroText:
      'Programs that take you from the fundamentals to a portfolio of real projects, with mentors, reviews and career guidance at every step.',
    primaryAction: 'View Programs',
    applyLabel: 'Enroll Now',
    priceGrouping: 'en-US',
    noPriceText: 'Price on request',
    listHeading: 'Our Training Programs',
    listIntro: 'Choose a duration to see the fee and the dates for each program.',
    offers: [
      {
        icon: 'file',
        title: 'Structured Curriculum',
        description: 'Modules that build on each other, from basics to advanced topics.',
      },
      {
        icon: 'chat',
        title: 'Mentor Reviews',
        description: 'Weekly feedback on your projects from working professionals.',
      },
      {
        icon: 'briefcase',
        title: 'Career Guidance',
        description: 'Resume reviews, mock interviews and job search support.',
      },
      {
        icon: 'success',
        title: 'Certificates',
        description: 'A certificate of completion for every program.',
      },
    ],
    closing: {
      heading: 'Find the Program That Fits You',
      text: 'Compare our programs and start the one that matches your goals.',
      action: 'Explore All Programs',
    },
  },
  {
    category: 'internship',
    title: categoryTitles['internship'],
    eyebrow: categoryTitles['internship'],
    heroTitle: 'Start Your Career with a Real Internship',
    heroText:
      'Internships in engineering, design, data, marketing and research, with stipends, mentors and work that goes into production.',
    primaryAction: 'Find Internships',
    applyLabel: 'Apply Now',
    priceGrouping: 'en-US',
    noPriceText: 'Stipend available',
    listHeading: 'Open Internships',
    listIntro: 'Choose a duration to see the fee and the dates for each internship.',
    offers: [
      {
        icon: 'briefcase',
        title: 'Real Projects',
        description: 'Work that ships to real users, not practice exercises.',
      },
      {
        icon: 'chat',
        title: 'One-to-One Mentoring',
        description: 'A mentor who reviews your work and helps you grow.',
      },
      {
        icon: 'star',
        title: 'Stipends',
        description: 'Monthly stipends and scholarships for selected interns.',
      },
      {
        icon: 'calendar',
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
];

export function categoryPageFor(category: Category): CategoryPage {
  const page = categoryPages.find((entry) => entry.category === category);
  if (!page) throw new Error(`No category page for ${category}`);
  return page;
}
