import { promoCopy } from '@aarambh/content';
import { popupSlidesIn } from './popupSlides';
import type { PopupSlide } from './schemas';

/**
 * The promotional popup's four slides, in English: a module apart from `popupSlidesIn`, which both
 * languages' flows share, so that a Hindi page's flows carry no English words (layout/englishFlows.tsx).
 */
export const popupSlides: readonly PopupSlide[] = popupSlidesIn(promoCopy);
