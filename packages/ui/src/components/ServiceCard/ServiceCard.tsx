import { useId, type ReactNode } from 'react';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Icon, type IconName } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ServiceCard.css';

export interface ServiceCardProps {
  /** The service’s name, the card’s heading. */
  title: string;
  /** A sentence or two about the service. */
  description: ReactNode;
  /** The service's features; the site shows four. */
  features: readonly ReactNode[];
  /** Where the card's link goes, e.g. '/services/software-development'. */
  href: string;
  /**
   * The link text. Screen readers also hear the title after it, so six "Learn More" links stay distinct.
   * @default 'Learn More'
   */
  linkLabel?: string;
  /** A decorative icon above the title. */
  icon?: IconName;
  /**
   * The heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/** One service offered: title, description, its features with check marks, and a link to its page. */
export function ServiceCard({
  title,
  description,
  features,
  href,
  linkLabel = 'Learn More',
  icon,
  headingLevel = 3,
}: ServiceCardProps) {
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId}>
      {icon ? (
        <span className={styles.iconBadge}>
          <Icon name={icon} size="medium" />
        </span>
      ) : null}
      <Heading level={headingLevel} size="4" id={titleId}>
        {title}
      </Heading>
      <Text tone="muted">{description}</Text>
      <ul className={styles.features}>
        {features.map((feature, index) => (
          <li key={index} className={styles.feature}>
            <span className={styles.check}>
              <Icon name="check" />
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <Link href={href} variant="standalone">
          {linkLabel}
          <VisuallyHidden>: {title}</VisuallyHidden>
          <Icon name="arrow-right" />
        </Link>
      </div>
    </Card>
  );
}
