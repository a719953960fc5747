import type { PopupSlide } from './schemas';

/** The promotional popup's four slides; images are local SVG illustrations under /images. */
export const popupSlides: readonly PopupSlide[] = [
  {
    id: 1,
    src: '/images/slide-software-development.svg',
    alt: 'A laptop showing code beside a deployment pipeline',
    title: 'Software Development',
    description: 'Custom software for growing businesses, and internships where you build it with us.',
    learnMoreLink: '/services/software-development',
  },
  {
    id: 2,
    src: '/images/slide-training-programs.svg',
    alt: 'A learner following a structured course on a laptop',
    title: 'Training Programs',
    description: 'Structured programs with mentors and real projects that make you job-ready.',
    learnMoreLink: '/services/training-programs',
  },
  {
    id: 3,
    src: '/images/slide-internships.svg',
    alt: 'An intern and a mentor reviewing work together',
    title: 'Internships',
    description: 'Stipends, mentors and work that goes into production. Applications are open.',
    learnMoreLink: '/services/internship',
  },
  {
    id: 4,
    src: '/images/slide-workshops.svg',
    alt: 'A small group at a hands-on workshop',
    title: 'Workshops',
    description: 'Short, hands-on workshops on Git, AI tools and interview preparation.',
    learnMoreLink: '/services/workshop-training',
  },
];
