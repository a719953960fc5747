import type { ReactNode } from 'react';
import { Card, type CardTone } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Icon, type IconName } from '../Icon/Icon';
import { Text } from '../Text/Text';
import * as styles from './FeatureCard.css';

export interface FeatureCardProps {
  /** A decorative icon that illustrates the feature. */
  icon: IconName;
  /** The feature’s name, the card’s heading. */
  title: string;
  /** A sentence or two about the feature. */
  description: ReactNode;
  /**
   * The heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** The colour of the icon’s disc: the brand colour, or the warm accent to set one card apart. @default 'brand' */
  iconTone?: 'brand' | 'accent';
  /** The alignment of the icon and the text. @default 'left' */
  align?: 'left' | 'center';
  /** The card’s surface, as a Card’s tone. @default 'raised' */
  tone?: CardTone;
}

/**
 * A benefit or value with an icon, a title and a short description: the home page's three
 * features, the "What We Offer" grid, company values and perks. Not interactive.
 */
export function FeatureCard({
  icon,
  title,
  description,
  headingLevel = 3,
  iconTone = 'brand',
  align = 'left',
  tone = 'raised',
}: FeatureCardProps) {
  return (
    <Card tone={tone}>
      <div className={`${styles.body} ${styles.align[align]}`}>
        <span className={`${styles.iconBadge} ${styles.iconTone[iconTone]}`}>
          <Icon name={icon} size="medium" />
        </span>
        <Heading level={headingLevel} size="4">
          {title}
        </Heading>
        <Text tone="muted">{description}</Text>
      </div>
    </Card>
  );
}
