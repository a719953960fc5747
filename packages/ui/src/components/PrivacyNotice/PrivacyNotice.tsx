import type { ReactNode } from 'react';
import { Disclosure } from '../Disclosure/Disclosure';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import * as styles from './PrivacyNotice.css';

/** One purpose a form collects personal data for: the items, what is done with them, and the basis. */
export interface PrivacyNoticePurpose {
  /** The purpose's name, e.g. 'Your application'. */
  title: string;
  /** The personal data items collected for it, e.g. 'name', 'e-mail address'. */
  items: readonly string[];
  /** What is done with them. */
  text: string;
  /** Why the law lets it be done, e.g. 'Your consent, which you can withdraw at any time'. */
  basis: string;
}

/** Where a person acts on their data: every link the notice must carry. */
export interface PrivacyNoticeLinks {
  /** How to withdraw a consent. */
  withdraw: string;
  /** The request form: access, correction, erasure, nomination, grievance. */
  request: string;
  /** The full privacy policy. */
  policy: string;
  /** The regulator a person may complain to once the company's answer does not satisfy them. */
  board: { name: string; href: string };
}

export interface PrivacyNoticeProps {
  /** The purposes, in the order to show them. */
  purposes: readonly PrivacyNoticePurpose[];
  /** The named person for data questions and grievances: a role and an address. */
  grievanceContact: { role: string; email: string };
  /** Where a person acts on their data: withdrawing a consent, the request form, the policy and the regulator. */
  links: PrivacyNoticeLinks;
  /**
   * `full` lists every purpose at once (beside a long form); `compact` keeps them behind a
   * disclosure (beside a one-field form such as a subscription).
   * @default 'full'
   */
  variant?: 'full' | 'compact';
  /** The notice's heading. @default 'How we use your details' */
  title?: string;
  /** The level of the heading, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The compact notice's disclosure button. @default 'What we collect and why' */
  detailsLabel?: string;
  /** Before each purpose's legal basis. @default 'Basis' */
  basisLabel?: string;
  /** The link to withdraw a consent. @default 'Withdraw a consent' */
  withdrawLabel?: string;
  /** The link to the request form. @default 'Ask for your data, a correction or an erasure' */
  requestLabel?: string;
  /** The link to the full privacy policy. @default 'Read the privacy policy' */
  policyLabel?: string;
  /** Before the grievance contact's role. @default 'Questions or a grievance' */
  grievanceLabel?: string;
  /** Before the board's name. @default 'Not satisfied with our answer? Complain to the' */
  boardLabel?: string;
  /** Read after the board's name, whose link opens in a new tab. @default '(opens in a new tab)' */
  externalLabel?: string;
  /**
   * The language of the purposes, when it is not the page's (English rows on a Hindi page: `'en'`).
   * @default the page's
   */
  purposesLang?: string;
  /**
   * The language of the grievance contact's role and the board's name, when it is not the page's.
   * @default `purposesLang`
   */
  contactLang?: string;
  /**
   * How a purpose's words are rendered: a Hindi notice marks its Latin-script words ("UPI",
   * "GPA") `lang="en"` this way. @default as they are
   */
  renderText?: (text: string) => ReactNode;
}

const asIs = (text: string): ReactNode => text;

/**
 * The privacy notice beside a form: each purpose with the personal data collected for it, what is
 * done with it and on which basis, then where to withdraw a consent, ask for one's data, reach the
 * named grievance contact and complain to the regulator. Not a landmark: a page may show two
 * (a form's, and the footer's subscription), and it belongs to its form.
 * The texts come from the product (its purpose table), so the kit carries no copy of its own.
 */
export function PrivacyNotice({
  purposes,
  grievanceContact,
  links,
  variant = 'full',
  title = 'How we use your details',
  headingLevel = 3,
  detailsLabel = 'What we collect and why',
  basisLabel = 'Basis',
  withdrawLabel = 'Withdraw a consent',
  requestLabel = 'Ask for your data, a correction or an erasure',
  policyLabel = 'Read the privacy policy',
  grievanceLabel = 'Questions or a grievance',
  boardLabel = 'Not satisfied with our answer? Complain to the',
  externalLabel,
  purposesLang,
  contactLang = purposesLang,
  renderText = asIs,
}: PrivacyNoticeProps) {
  const Heading = `h${headingLevel}` as const;
  const list: ReactNode = (
    <ul className={styles.list}>
      {purposes.map((purpose) => (
        <li key={purpose.title}>
          <span lang={purposesLang}>
            <span className={styles.purposeTitle}>{renderText(purpose.title)}:</span>{' '}
            {renderText(purpose.items.join(', '))}. {renderText(purpose.text)}
          </span>{' '}
          <span className={styles.muted}>
            {basisLabel}: <span lang={purposesLang}>{renderText(purpose.basis)}.</span>
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <div className={styles.notice}>
      <Stack space="sm">
        <Heading className={styles.heading}>{title}</Heading>
        {variant === 'full' ? (
          list
        ) : (
          <Disclosure title={detailsLabel} headingLevel={headingLevel === 2 ? 3 : 4}>
            {list}
          </Disclosure>
        )}
        <ul className={styles.links}>
          <li>
            <Link href={links.withdraw}>{withdrawLabel}</Link>
          </li>
          <li>
            <Link href={links.request}>{requestLabel}</Link>
          </li>
          <li>
            {grievanceLabel}: <span lang={contactLang}>{grievanceContact.role}</span>,{' '}
            <Link href={`mailto:${grievanceContact.email}`}>{grievanceContact.email}</Link>
          </li>
          <li>
            {boardLabel}{' '}
            <Link href={links.board.href} isExternal externalLabel={externalLabel}>
              <span lang={contactLang}>{links.board.name}</span>
            </Link>
          </li>
          <li>
            <Link href={links.policy}>{policyLabel}</Link>
          </li>
        </ul>
      </Stack>
    </div>
  );
}
