// The Hindi sets of the copy, apart from the English ones: an English page never loads them.
// See docs/i18n.md.
import { homeCopy } from './copy/home.ts';
import { homeHindi } from './copy/home.hi.ts';
import { notFoundCopy } from './copy/notFound.ts';
import { notFoundHindi } from './copy/notFound.hi.ts';
import { servicesCopy, servicesPageCopy } from './copy/services.ts';
import { servicesHindi, servicesPageHindi } from './copy/services.hi.ts';
import { staleTexts, type StaleText } from './translation.ts';

export { homeHindi, notFoundHindi, servicesHindi, servicesPageHindi };
export {
  hindiCopy,
  sourceHash,
  staleTexts,
  type Copy,
  type StaleText,
  type Translated,
  type Translation,
} from './translation.ts';

/** Every Hindi text whose English has changed since it was translated, with the hash to record. */
export function staleTranslations(): StaleText[] {
  return [
    ...staleTexts('home', homeCopy, homeHindi),
    ...staleTexts('servicesPage', servicesPageCopy, servicesPageHindi),
    ...staleTexts('services', servicesCopy, servicesHindi),
    ...staleTexts('notFound', notFoundCopy, notFoundHindi),
  ];
}

/** What a Hindi page says above its English words while its Hindi is out of date. */
export const staleNoteHindi =
  'इस पेज का हिन्दी अनुवाद अभी नया किया जा रहा है, इसलिए फ़िलहाल इसे अंग्रेज़ी में दिखाया जा रहा है।';
