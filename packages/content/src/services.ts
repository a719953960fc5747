import { categoryTitles } from './categoryTitles.ts';
import type { Service } from './schemas.ts';

/** The six services of the Services overview, each with four features and its own page. */
export const services: readonly Service[] = [
  {
    id: 'software-development',
    title: categoryTitles['software-development'],
    description:
      'Custom software built around how your business works: web platforms, internal tools and the APIs that connect them.',
    route: '/services/software-development',
    features: [
      'Custom web applications',
      'API design and integration',
      'Cloud deployment and DevOps',
      'Maintenance and support',
    ],
  },
  {
    id: 'app-development',
    title: categoryTitles['app-development'],
    description:
      'Android, iOS and cross-platform apps that customers enjoy using, from the first prototype to the store listing.',
    route: '/services/app-development',
    features: [
      'Android and iOS apps',
      'Cross-platform with React Native',
      'App Store and Play Store launch',
      'Analytics and crash reporting',
    ],
  },
  {
    id: 'website-development',
    title: categoryTitles['website-development'],
    description:
      'Fast, accessible websites and online stores that bring in customers and that your team can update without help.',
    route: '/services/website-development',
    features: [
      'Responsive business websites',
      'E-commerce stores',
      'Search engine optimisation',
      'Content management systems',
    ],
  },
  {
    id: 'workshop-training',
    title: categoryTitles['workshop-training'],
    description:
      'Short, hands-on workshops on the tools and practices teams use every day, for students, colleges and companies.',
    route: '/services/workshop-training',
    features: [
      'Hands-on live sessions',
      'Industry expert trainers',
      'Workshop certificates',
      'On-campus and online formats',
    ],
  },
  {
    id: 'training-programs',
    title: categoryTitles['training-programs'],
    description:
      'Structured programs that take you from the basics to job-ready skills, with projects, mentors and career guidance.',
    route: '/services/training-programs',
    features: [
      'Project-based curriculum',
      'Weekly mentor reviews',
      'Career guidance',
      'Certificates of completion',
    ],
  },
  {
    id: 'internship',
    title: categoryTitles['internship'],
    description:
      'Real work on real projects with mentors who review every step, so that your first job is not your first experience.',
    route: '/services/internship',
    features: [
      'Live client projects',
      'One-to-one mentoring',
      'Stipends and scholarships',
      'Pre-placement interviews',
    ],
  },
];
