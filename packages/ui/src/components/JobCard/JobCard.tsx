import { useId, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Icon, type IconName } from '../Icon/Icon';
import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './JobCard.css';

export interface JobCardLabels {
  location: string;
  salary: string;
  posted: string;
  experience: string;
  requirements: string;
  /** The badge after the shown requirements, from the number left out. */
  more: (count: number) => string;
}

const defaultLabels: JobCardLabels = {
  location: 'Location',
  salary: 'Salary',
  posted: 'Posted',
  experience: 'Experience',
  requirements: 'Requirements',
  more: (count) => `+${count} more`,
};

export interface JobCardProps {
  /** The opening’s title, the card’s heading. */
  title: string;
  /** The department the opening is in. */
  department: string;
  /** Where the work is: a city, or remote. */
  location: string;
  /** e.g. 'Full-time' or 'Internship'. */
  type: string;
  /** Salary as text, e.g. '₹60L - ₹90L' or '₹1,500 per hour'. */
  salary: string;
  /** How long ago it was posted, e.g. '2 days ago'. */
  posted: string;
  /** A sentence or two about the role. */
  description: ReactNode;
  /** Every requirement; the first `maxRequirements` are listed, then a '+N more' badge. */
  requirements: readonly ReactNode[];
  /** e.g. '5+ years' or 'Student'. */
  experience: string;
  /** The card's actions, e.g. an 'Apply Now' and a 'Learn More' LinkButton. */
  actions: ReactNode;
  /**
   * How many requirements to list before the '+N more' badge.
   * @default 4
   */
  maxRequirements?: number;
  /**
   * The heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Texts of the card; English by default. */
  labels?: Partial<JobCardLabels>;
}

function Meta({ icon, label, children }: { icon?: IconName; label: string; children: ReactNode }) {
  return (
    <div className={styles.metaItem}>
      <dt>
        {icon ? (
          <span className={styles.metaIcon}>
            <Icon name={icon} />
          </span>
        ) : null}
        <VisuallyHidden>{label}</VisuallyHidden>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A job opening in the Careers list: title, department and type, location, salary, when it was
 * posted, experience, a description, the first four requirements with a '+N more' badge, and two
 * actions passed in by the app. The card is an `article` named by its title.
 */
export function JobCard({
  title,
  department,
  location,
  type,
  salary,
  posted,
  description,
  requirements,
  experience,
  actions,
  maxRequirements = 4,
  headingLevel = 3,
  labels: labelOverrides,
}: JobCardProps) {
  const titleId = useId();
  const requirementsId = useId();
  const labels = { ...defaultLabels, ...labelOverrides };
  const shown = requirements.slice(0, maxRequirements);
  const hidden = requirements.length - shown.length;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading level={headingLevel} size="3" id={titleId}>
          {title}
        </Heading>
        <div className={styles.badges}>
          <Badge tone="brand">{department}</Badge>
          <Badge tone="neutral">{type}</Badge>
        </div>
      </div>
      <dl className={styles.meta}>
        <Meta icon="map-pin" label={labels.location}>
          {location}
        </Meta>
        <Meta label={labels.salary}>
          <span className={styles.salary}>{salary}</span>
        </Meta>
        <Meta icon="clock" label={labels.posted}>
          {posted}
        </Meta>
        <Meta icon="briefcase" label={labels.experience}>
          {experience}
        </Meta>
      </dl>
      <Text tone="muted">{description}</Text>
      {shown.length > 0 ? (
        <div className={styles.requirementsBlock}>
          <span id={requirementsId} className={styles.requirementsTitle}>
            {labels.requirements}
          </span>
          <ul className={styles.requirements} aria-labelledby={requirementsId}>
            {shown.map((requirement, index) => (
              <li key={index}>{requirement}</li>
            ))}
          </ul>
          {hidden > 0 ? <Badge tone="neutral">{labels.more(hidden)}</Badge> : null}
        </div>
      ) : null}
      <div className={styles.actions}>{actions}</div>
    </Card>
  );
}
