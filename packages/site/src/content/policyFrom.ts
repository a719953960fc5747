// A policy from its words in `packages/content`, in either language: the one shape the policy
// pages render. Apart from the policies themselves (policies.ts), which import what other packages
// own, so that a page of another policy does not load it.
import type { Policy } from './schemas';

type PolicySection = Policy['sections'][number];

/** The words of a policy, in either language (`packages/content`). */
interface PolicyWords {
  readonly title: string;
  readonly description: string;
  readonly lastUpdated: string;
  readonly intro: string;
  readonly sections: Readonly<Record<string, SectionWords>>;
  readonly contact: { readonly heading: string; readonly text: string };
}

interface SectionWords {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly items?: readonly string[];
  readonly subsections?: readonly Omit<SectionWords, 'subsections'>[];
}

/** A policy from its words: each section keyed by its id, `additions` joined to the sections they name. */
export function policyFrom(
  slug: Policy['slug'],
  words: PolicyWords,
  email: string,
  additions: Readonly<Record<string, Partial<PolicySection>>> = {},
): Policy {
  return {
    slug,
    title: words.title,
    description: words.description,
    lastUpdated: words.lastUpdated,
    intro: words.intro,
    sections: Object.entries(words.sections).map(([id, section]) => ({
      id,
      heading: section.heading,
      ...(section.paragraphs && { paragraphs: [...section.paragraphs] }),
      ...(section.items && { items: [...section.items] }),
      ...(section.subsections && {
        subsections: section.subsections.map((subsection) => ({
          heading: subsection.heading,
          ...(subsection.paragraphs && { paragraphs: [...subsection.paragraphs] }),
          ...(subsection.items && { items: [...subsection.items] }),
        })),
      }),
      ...additions[id],
    })),
    contact: { ...words.contact, email },
  };
}
