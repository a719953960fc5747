import {
  Box,
  Button,
  Card,
  Columns,
  FeatureCard,
  Inline,
  JobCard,
  LinkButton,
  Text,
  ToggleButtonGroup,
  VisuallyHidden,
} from '@aarambh/ui';
import { departments } from '@aarambh/machines/schemas';
import { company, jobs as allJobs, openListings, postedAgo } from '@aarambh/content';
import type { Job } from '@aarambh/content';
import { filterJobs, readDepartment, withDepartment, type DepartmentFilter } from '../lib/careerDepartment';
import { scrollToSection } from '../lib/scrollToSection';
import { useKeptConfirmationText } from '../flows/confirmation/keptConfirmation';
import { CareerConfirmation } from '../flows/lazy';
import { PageHero } from '../sections/PageHero';
import { PageSection } from '../sections/PageSection';
import { Seo } from '../seo/Seo';
import { Island, useHydratedValue, useSearchParams, useToday } from '../boot';

/** Opening cards list this many requirements, then '+N more'. */
const REQUIREMENTS_SHOWN = 4;

const values = [
  {
    icon: 'star',
    title: 'Ownership',
    description: 'Small teams, real responsibility and the trust to make decisions.',
  },
  {
    icon: 'chat',
    title: 'Mentorship',
    description: 'Everyone teaches and everyone learns, from interns to founders.',
  },
  {
    icon: 'check',
    title: 'Craft',
    description: 'We take pride in software that is well made, accessible and fast.',
  },
  {
    icon: 'success',
    title: 'Impact',
    description: 'Our work changes careers and businesses, and we can see it.',
  },
] as const;

const benefits = [
  { icon: 'calendar', title: 'Unlimited PTO', description: 'Take the time you need to rest and recharge.' },
  {
    icon: 'clock',
    title: 'Flexible Hours',
    description: 'Work when you do your best work, remote-friendly.',
  },
  { icon: 'briefcase', title: 'Equity Options', description: 'Share in the success you help create.' },
  { icon: 'star', title: 'Learning Budget', description: 'Courses, books and conferences, paid for.' },
] as const;

const filterOptions: { id: DepartmentFilter; label: string }[] = [
  { id: 'all', label: 'All Departments' },
  ...departments.map((department) => ({ id: department, label: department })),
];

export interface CareersPageProps {
  /** The openings to list. @default the seven openings of the content */
  jobs?: readonly Job[];
}

export function CareersPage({ jobs = allJobs }: CareersPageProps) {
  // The prerendered page lists every department, for an address without a query; the URL's
  // query applies once hydrated (and the page renders again only if there is one).
  const search = new URLSearchParams(useHydratedValue(useSearchParams().toString(), ''));
  const today = useToday();
  const filter = readDepartment(search);
  // After a job application (the spec's /career?applied=true): its confirmation, kept for the tab.
  const kept = useKeptConfirmationText('career') !== null;
  const applied = search.get('applied') === 'true' && kept;
  // A closed opening leaves the list (its page stays, for old links).
  const shown = filterJobs(openListings(jobs, today), filter);

  // Each choice is a link to its URL, so the filter works before the page's script runs.
  const hrefFor = (next: DepartmentFilter) => {
    const query = withDepartment(search, next).toString();
    return query ? `?${query}` : '/career';
  };

  return (
    <>
      <Seo
        title="Careers"
        description={`Join the ${company.name} team: open positions in engineering, product, design, marketing and business, with unlimited PTO, flexible hours and equity options.`}
        path="/career"
      />
      <PageHero
        eyebrow="Careers"
        title="Join Our Team"
        text="Help students start their careers and businesses grow, with people who care about doing it well."
        actions={
          <>
            <Button size="large" onPress={() => scrollToSection('open-positions')}>
              View Open Positions
            </Button>
            <LinkButton href="/about" variant="secondary" size="large">
              Learn About Culture
            </LinkButton>
          </>
        }
      />
      {applied ? <CareerConfirmation /> : null}
      <PageSection id="open-positions" heading="Open Positions">
        <ToggleButtonGroup
          aria-label="Filter by department"
          options={filterOptions}
          selectedId={filter}
          hrefFor={hrefFor}
        />
        {shown.length === 0 ? (
          <Card tone="flat">
            <Text align="center">No positions available in this department at the moment.</Text>
          </Card>
        ) : (
          <Columns as="ul" columns={{ mobile: 1, tablet: 2 }}>
            {shown.map((job) => (
              // A grid of one cell, so the card fills its row's height and the actions line up.
              <Box as="li" key={job.id} display="grid">
                <Island id={`job-${job.id}`} when="interaction">
                  <JobCard
                    title={job.title}
                    department={job.department}
                    location={job.location}
                    type={job.type}
                    salary={job.salary}
                    posted={postedAgo(job.datePosted, today)}
                    description={job.description}
                    requirements={job.requirements}
                    experience={job.experience}
                    maxRequirements={REQUIREMENTS_SHOWN}
                    actions={
                      <>
                        <LinkButton href={`/career/job/${job.id}`}>
                          Apply Now<VisuallyHidden>: {job.title}</VisuallyHidden>
                        </LinkButton>
                        <LinkButton href={`/career/job/${job.id}`} variant="secondary">
                          Learn More<VisuallyHidden> about the {job.title} role</VisuallyHidden>
                        </LinkButton>
                      </>
                    }
                  />
                </Island>
              </Box>
            ))}
          </Columns>
        )}
      </PageSection>
      <Island id="values" when="interaction">
        <PageSection id="values" heading="Our Values" centered>
          <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
            {values.map((value) => (
              <FeatureCard key={value.title} {...value} />
            ))}
          </Columns>
        </PageSection>
      </Island>
      <Island id="benefits" when="interaction">
        <PageSection
          id="benefits"
          background="surface"
          heading="Benefits and Perks"
          intro="Unlimited PTO, flexible hours, equity options and more."
          centered
        >
          <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
            {benefits.map((benefit) => (
              <FeatureCard key={benefit.title} {...benefit} />
            ))}
          </Columns>
        </PageSection>
      </Island>
      <PageSection
        id="no-match"
        background="surface"
        heading="Don't See the Right Role?"
        intro="We are always glad to meet talented people. Send us your resume and tell us what you would like to work on."
        centered
      >
        <Inline align="center">
          <LinkButton
            href={`mailto:${company.emails.general}?subject=${encodeURIComponent('Resume for future openings')}`}
            size="large"
          >
            Send Your Resume
          </LinkButton>
        </Inline>
      </PageSection>
    </>
  );
}

export { CareersPage as Component };
