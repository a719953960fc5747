import type { PopupSlide } from './schemas';
import { internships, softwareDevelopment, trainingPrograms, workshops } from './slidePictures';

/** The promotional popup's four slides, with their pictures as data URLs (slidePictures.ts). */
export const popupSlides: readonly PopupSlide[] = [
  {
    id: 1,
    src: softwareDevelopment,
    alt: 'A laptop showing code beside a deployment pipeline',
    title: 'Software Development',
    description: 'Custom software for growing businesses, and internships where you build it with us.',
    learnMoreLink: '/services/software-development',
  },
  {
    id: 2,
    src: trainingPrograms,
    alt: 'A learner following a structured course on a laptop',
    title: 'Training Programs',
    description: 'Structured programs with mentors and real projects that make you job-ready.',
    learnMoreLink: '/services/training-programs',
  },
  {
    id: 3,
    src: internships,
    alt: 'An intern and a mentor reviewing work together',
    title: 'Internships',
    description: 'Stipends, mentors and work that goes into production. Applications are open.',
    learnMoreLink: '/services/internship',
  },
  {
    id: 4,
    src: workshops,
    alt: 'A small group at a hands-on workshop',
    title: 'Workshops',
    description: 'Short, hands-on workshops on Git, AI tools and interview preparation.',
    learnMoreLink: '/services/workshop-training',
  },
];
