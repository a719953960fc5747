// A module of its own, loaded when the opportunity page's duration island opens (see
// Opportunity.tsx and src/boot): the select (react-aria's, with its listbox and popover) is the
// largest part of that page's code, and a first visit needs none of it until the visitor uses it.
import { DurationSelector as Select, type DurationSelectorProps } from '@aarambh/ui';
import type { Locale } from '@aarambh/content';
import { PageLanguage } from '../i18n/PageLanguage';

/** The duration select, its widget's locale the page's language (docs/i18n.md). */
export function DurationSelector({ language, ...props }: DurationSelectorProps & { language: Locale }) {
  return (
    <PageLanguage lang={language}>
      <Select {...props} />
    </PageLanguage>
  );
}
