import { Fragment, useId, type ReactNode } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { Icon, type IconName } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { linkLabel, type NavBarLink } from '../NavBar/NavBar';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Footer.css';

export const socialNetworks = ['linkedin', 'twitter', 'github', 'instagram'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const socialIcons: Record<SocialNetwork, IconName> = {
  linkedin: 'linkedin',
  twitter: 'twitter',
  github: 'github',
  instagram: 'instagram',
};

/** A column of footer links under a title, e.g. 'Company', 'Opportunities', 'Legal', 'Contact'. */
export interface FooterColumn {
  title: string;
  links: readonly NavBarLink[];
}

/** A social profile: the network picks the icon, `label` is the link's accessible name. */
export interface SocialLink {
  network: SocialNetwork;
  href: string;
  /** e.g. 'Aarambh Labs on LinkedIn'. */
  label: string;
}

export interface FooterProps {
  /** The brand at the top, e.g. the logo or company name. */
  brand?: ReactNode;
  /** A line about the company under the brand. */
  description?: ReactNode;
  /** The link columns, in order. */
  columns: readonly FooterColumn[];
  /** Social profiles, shown as icon links that open in a new tab. */
  social?: readonly SocialLink[];
  /**
   * Names the list of social links for screen readers.
   * @default 'Follow us'
   */
  socialLabel?: string;
  /** A slot for a compact subscribe form (with its own heading or label). */
  subscribe?: ReactNode;
  /** The copyright line, e.g. '© 2025 Aarambh Labs. All rights reserved.' */
  copyright: ReactNode;
  /**
   * The heading level of the column titles.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** Read after each social link's label. @default '(opens in a new tab)' */
  externalLabel?: string;
}

/** Whether a link's text is an e-mail address (one word with an @ inside). */
const isAddress = (label: string) => label.lastIndexOf('@') > 0 && !/\s/.test(label);

/**
 * An e-mail address with line-break opportunities where a typographer breaks one: after the @ and
 * before each dot of the domain. A narrow column then wraps `hello@aarambhlabs.example` as
 * `hello@` and `aarambhlabs.example`, never inside a word.
 */
function breakableAddress(label: string): ReactNode {
  const at = label.lastIndexOf('@');
  const [first, ...rest] = label.slice(at + 1).split('.');
  return (
    <>
      {label.slice(0, at + 1)}
      <wbr />
      {first}
      {rest.map((part, position) => (
        <Fragment key={position}>
          <wbr />.{part}
        </Fragment>
      ))}
    </>
  );
}

function Column({ column, headingLevel }: { column: FooterColumn; headingLevel: 2 | 3 }) {
  const id = useId();
  const Title = `h${headingLevel}` as const;
  return (
    <div className={styles.column}>
      <Title id={id} className={styles.columnTitle}>
        {column.title}
      </Title>
      <ul className={styles.links} aria-labelledby={id}>
        {column.links.map((link) => (
          <li key={link.href}>
            {isAddress(link.label) ? (
              // Browsers read each <wbr> as a space in the accessible name: the address is the name.
              <Link href={link.href} variant="subtle" aria-label={link.label}>
                {breakableAddress(link.label)}
              </Link>
            ) : (
              <Link href={link.href} variant="subtle">
                {linkLabel(link)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The site footer (`contentinfo` landmark): the brand and a line about the company, social
 * links with icons and accessible names, columns of links under headings, a slot for a compact
 * subscribe form, and the copyright line. Columns sit two across on phones and four from tablets.
 * It leaves itself out of print: a printed page is the page's content.
 */
export function Footer({
  brand,
  description,
  columns,
  social = [],
  socialLabel = 'Follow us',
  subscribe,
  copyright,
  headingLevel = 2,
  externalLabel = '(opens in a new tab)',
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.about}>
            {brand}
            {description ? <p className={styles.description}>{description}</p> : null}
            {social.length > 0 ? (
              <ul className={styles.social} aria-label={socialLabel}>
                {social.map((profile) => (
                  <li key={profile.href}>
                    <RACLink
                      href={profile.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.socialLink}
                    >
                      <Icon name={socialIcons[profile.network]} size="small" />
                      <VisuallyHidden>
                        {profile.label} {externalLabel}
                      </VisuallyHidden>
                    </RACLink>
                  </li>
                ))}
              </ul>
            ) : null}
            {subscribe ? <div className={styles.subscribe}>{subscribe}</div> : null}
          </div>
          <div className={styles.columns}>
            {columns.map((column) => (
              <Column key={column.title} column={column} headingLevel={headingLevel} />
            ))}
          </div>
        </div>
        <div className={styles.bottom}>
          <p>{copyright}</p>
        </div>
      </div>
    </footer>
  );
}
