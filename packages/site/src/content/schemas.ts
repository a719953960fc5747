import { categorySchema, contentFields } from '@aarambh/content';
import { iconNames } from '@aarambh/ui';
import * as v from 'valibot';

/**
 * Schemas for the site's own content (the category pages, the popup slides, the FAQ and the
 * policies): what only the site shows. The catalogue and its schemas are `@aarambh/content`.
 * `checkContent` runs them when the site is prerendered and in `content.test.ts`, so a broken
 * entry fails the build and the tests.
 */

const { text, texts, email, sitePath } = contentFields;

export const categoryPageSchema = v.object({
  category: categorySchema,
  title: text,
  eyebrow: text,
  heroTitle: text,
  heroText: text,
  primaryAction: v.picklist(['View Opportunities', 'View Workshops', 'View Programs', 'Find Internships']),
  applyLabel: v.picklist(['Apply Now', 'Enroll Now']),
  priceGrouping: v.picklist(['en-IN', 'en-US']),
  noPriceText: v.picklist(['Stipend available', 'Price on request']),
  listHeading: text,
  listIntro: text,
  offers: v.pipe(
    v.array(v.object({ title: text, description: text, icon: v.picklist(iconNames) })),
    v.length(4),
  ),
  closing: v.object({ heading: text, text, action: text }),
});

export const popupSlideSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  // An SVG written into the code as a data URL (slidePictures.ts).
  src: v.pipe(v.string(), v.startsWith('data:image/svg+xml,')),
  alt: text,
  title: text,
  description: text,
  learnMoreLink: sitePath,
});

export const faqSchema = v.object({ question: text, answer: text });

const policySectionSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  heading: text,
  paragraphs: v.optional(texts(1)),
  items: v.optional(texts(1)),
  /** Its lists are in English on a page in another language (the rows other packages own). */
  listsLang: v.optional(v.literal('en')),
  subsections: v.optional(
    v.array(
      v.object({
        heading: text,
        paragraphs: v.optional(texts(1)),
        items: v.optional(texts(1)),
      }),
    ),
  ),
});

export const policySchema = v.object({
  slug: v.picklist(['privacy-policy', 'terms-of-service', 'cookie-policy', 'refund-policy']),
  title: text,
  description: text,
  /** A month and year, e.g. 'December 2024'. */
  lastUpdated: v.pipe(
    v.string(),
    v.regex(
      /^(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    ),
  ),
  intro: text,
  sections: v.pipe(v.array(policySectionSchema), v.minLength(5)),
  contact: v.object({ heading: text, text, email }),
});

export type PopupSlide = v.InferOutput<typeof popupSlideSchema>;
export type Policy = v.InferOutput<typeof policySchema>;
