import { company } from '@aarambh/content';
import { Link } from '@aarambh/ui';

const contactLinks: Record<string, string> = {
  [company.emails.general]: `mailto:${company.emails.general}`,
  [company.phone.display]: company.phone.href,
};
const contactPattern = new RegExp(
  `(${Object.keys(contactLinks)
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})`,
);

/**
 * A sentence (some shared with the e-mails, which send them as plain text) with the company's
 * address and number in it as `mailto:` and `tel:` links.
 */
export function withContactLinks(sentence: string) {
  return sentence.split(contactPattern).map((part, index) =>
    part in contactLinks ? (
      <Link key={index} href={contactLinks[part]!}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}
