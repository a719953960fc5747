import type { promoCopy, Copy } from '@aarambh/content';
import type { PopupSlide } from './schemas';
import { internships, softwareDevelopment, trainingPrograms, workshops } from './slidePictures';

/** Each slide's picture (a data URL, slidePictures.ts) and the page it leads to, in order. */
const slideParts = [
  { src: softwareDevelopment, learnMoreLink: '/services/software-development' },
  { src: trainingPrograms, learnMoreLink: '/services/training-programs' },
  { src: internships, learnMoreLink: '/services/internship' },
  { src: workshops, learnMoreLink: '/services/workshop-training' },
] as const;

/**
 * The promotional popup's four slides in the words of `copy`, each leading to `href` of its page
 * (a Hindi page's slides lead to the Hindi twins).
 */
export function popupSlidesIn(
  copy: Copy<typeof promoCopy>,
  href: (path: string) => string = (path) => path,
): readonly PopupSlide[] {
  return slideParts.map((part, index) => ({
    id: index + 1,
    src: part.src,
    ...copy.slides[index]!,
    learnMoreLink: href(part.learnMoreLink),
  }));
}
