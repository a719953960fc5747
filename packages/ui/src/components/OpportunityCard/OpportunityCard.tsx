import { useId, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { DurationSelector, type DurationOption } from '../DurationSelector/DurationSelector';
import { Heading } from '../Heading/Heading';
import { Icon, type IconName } from '../Icon/Icon';
import { TagList } from '../Tag/Tag';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './OpportunityCard.css';

export interface OpportunityCardLabels {
  location: string;
  rating: string;
  /** The rating as heard by screen readers. */
  ratingValue: (rating: number) => string;
  skills: string;
  duration: string;
}

const defaultLabels: OpportunityCardLabels = {
  location: 'Location',
  rating: 'Rating',
  ratingValue: (rating) => `${rating} out of 5`,
  skills: 'Skills',
  duration: 'Duration',
};

export interface OpportunityCardProps<V extends string = string> {
  title: string;
  company: string;
  location: string;
  /** e.g. 'Internship', 'Training Program', 'Workshop'. */
  type: string;
  /** The average rating out of 5, e.g. 4.8. */
  rating?: number;
  /** Skills taught or needed, shown as tags. */
  skills?: readonly string[];
  /** The duration choices; without them the card has no duration selector. */
  durationOptions?: readonly DurationOption<V>[];
  /** The chosen duration; an unknown value shows the first option. */
  duration?: string | null;
  /** Called with the chosen duration, so the app updates `price` and `dateRange`. */
  onDurationChange?: (duration: V) => void;
  /** The price for the chosen duration, e.g. `<PriceDisplay amount={1500} />`. */
  price?: ReactNode;
  /** The dates for the chosen duration, e.g. `<DateRange start={tomorrow} days={28} />`. */
  dateRange?: ReactNode;
  /** The main action, e.g. an 'Apply Now' LinkButton. */
  primaryAction?: ReactNode;
  /** The second action, e.g. a 'Learn More' LinkButton. */
  secondaryAction?: ReactNode;
  /** The heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Texts of the card; English by default. */
  labels?: Partial<OpportunityCardLabels>;
}

function Meta({
  icon,
  iconClass,
  label,
  children,
}: {
  icon: IconName;
  iconClass: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.metaItem}>
      <dt>
        <span className={iconClass}>
          <Icon name={icon} />
        </span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * An internship, training program or workshop in a listing: type, title and company, location and
 * rating, skills as tags, a duration selector with the price and dates for the chosen duration,
 * and two actions. The price and dates are slots (pass PriceDisplay and DateRange) and the app
 * owns the chosen duration. The card is an `article` named by its title.
 */
export function OpportunityCard<V extends string = string>({
  title,
  company,
  location,
  type,
  rating,
  skills = [],
  durationOptions,
  duration,
  onDurationChange,
  price,
  dateRange,
  primaryAction,
  secondaryAction,
  headingLevel = 3,
  labels: labelOverrides,
}: OpportunityCardProps<V>) {
  const titleId = useId();
  const labels = { ...defaultLabels, ...labelOverrides };
  const hasPricing = (durationOptions && durationOptions.length > 0) || price != null || dateRange != null;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <div className={styles.header}>
        <div className={styles.badges}>
          <Badge tone="brand">{type}</Badge>
        </div>
        <Heading level={headingLevel} size="3" id={titleId}>
          {title}
        </Heading>
        <p className={styles.company}>{company}</p>
      </div>
      <dl className={styles.meta}>
        <Meta icon="map-pin" iconClass={styles.metaIcon} label={labels.location}>
          {location}
        </Meta>
        {rating === undefined ? null : (
          <Meta icon="star" iconClass={styles.ratingIcon} label={labels.rating}>
            <span className={styles.rating} aria-hidden="true">
              {rating.toFixed(1)}
            </span>
            <VisuallyHidden>{labels.ratingValue(rating)}</VisuallyHidden>
          </Meta>
        )}
      </dl>
      {skills.length > 0 ? <TagList tags={skills} aria-label={labels.skills} /> : null}
      {hasPricing ? (
        <div className={styles.pricing}>
          {durationOptions && durationOptions.length > 0 ? (
            <DurationSelector
              label={labels.duration}
              options={durationOptions}
              value={duration ?? null}
              // Many cards share the label 'Duration': the title tells them apart.
              aria-describedby={titleId}
              {...(onDurationChange ? { onChange: onDurationChange } : {})}
            />
          ) : null}
          <div className={styles.priceAndDates}>
            {price}
            {dateRange}
          </div>
        </div>
      ) : null}
      {primaryAction || secondaryAction ? (
        <div className={styles.actions}>
          {primaryAction}
          {secondaryAction}
        </div>
      ) : null}
    </Card>
  );
}
