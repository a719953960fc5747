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
import { company, jobs as allJobs, openListings } from '@aarambh/content';
import type { Job } from '@aarambh/content';
import { careersInEnglish, type CareersLanguage } from './careersLanguage';
import { filterJobs, readDepartment, withDepartment, type DepartmentFilter } from '../lib/careerDepartment';
import { scrollToSection } from '../lib/scrollToSection';
import { useKeptConfirmationText } from '../flows/confirmation/keptConfirmation';
import { CareerConfirmation } from '../flows/lazy';
import { PageHero } from '../sections/PageHero';
import { PageSection } from '../sections/PageSection';
import { Seo } from '../seo/Seo';
import { Island, useHydratedValue, useSearchParams, useToday } from '../boot';
import type { ComponentType } from 'react';

/** Opening cards list this many requirements, then '+N more'. */
const REQUIREMENTS_SHOWN = 4;

const valueIcons = ['star', 'chat', 'check', 'success'] as const;
const benefitIcons = ['calendar', 'clock', 'briefcase', 'star'] as const;

export interface CareersPageProps {
  /** The openings to list. @default the seven openings of the content */
  jobs?: readonly Job[];
}

export function CareersPage({ jobs = allJobs }: CareersPageProps) {
  return <CareersView jobs={jobs} language={careersInEnglish} />;
}

/** Careers in either language: the openings with their department filter, values, benefits. */
export function CareersView({
  jobs = allJobs,
  language,
  Confirmation = CareerConfirmation,
}: CareersPageProps & {
  language: CareersLanguage;
  /** A job application's confirmation, in the page's language. @default the English */
  Confirmation?: ComponentType;
}) {
  const { copy, wordsOf, path, text } = language;
  const filterOptions: { id: DepartmentFilter; label: string }[] = [
    { id: 'all', label: copy.allDepartments },
    ...departments.map((department) => ({ id: department, label: copy.departments[department] })),
  ];
  const cardLabels = {
    ...copy.card,
    more: (count: number) => copy.card.more.replace('{count}', String(count)),
  };
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
    return query ? `?${query}` : path;
  };

  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={path} ogLocale={language.ogLocale} />
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        text={copy.text}
        actions={
          <>
            <Button size="large" onPress={() => scrollToSection('open-positions')}>
              {copy.viewOpenPositions}
            </Button>
            <LinkButton href={language.aboutHref} variant="secondary" size="large">
              {copy.learnAboutCulture}
            </LinkButton>
          </>
        }
      />
      {applied ? <Confirmation /> : null}
      <PageSection id="open-positions" heading={copy.openPositionsHeading}>
        <ToggleButtonGroup
          aria-label={copy.filterLabel}
          options={filterOptions}
          selectedId={filter}
          hrefFor={hrefFor}
        />
        {shown.length === 0 ? (
          <Card tone="flat">
            <Text align="center">{copy.noPositions}</Text>
          </Card>
        ) : (
          <Columns as="ul" columns={{ mobile: 1, tablet: 2 }}>
            {shown.map((job) => {
              const words = wordsOf(job);
              return (
                // A grid of one cell, so the card fills its row's height and the actions line up.
                <Box as="li" key={job.id} display="grid">
                  <Island id={`job-${job.id}`} when="interaction">
                    <JobCard
                      title={words.title}
                      department={copy.departments[job.department]}
                      location={words.location}
                      type={copy.types[job.type]}
                      salary={words.salary}
                      posted={language.postedAgo(job.datePosted, today)}
                      description={text(words.description)}
                      requirements={words.requirements.map(text)}
                      experience={words.experience}
                      maxRequirements={REQUIREMENTS_SHOWN}
                      labels={cardLabels}
                      actions={
                        <>
                          <LinkButton href={language.jobHref(job)}>
                            {copy.applyNow}
                            <VisuallyHidden>
                              {copy.applyNowHidden}
                              {words.title}
                            </VisuallyHidden>
                          </LinkButton>
                          <LinkButton href={language.jobHref(job)} variant="secondary">
                            {copy.learnMore}
                            <VisuallyHidden>
                              {copy.learnMoreHiddenBefore}
                              {words.title}
                              {copy.learnMoreHiddenAfter}
                            </VisuallyHidden>
                          </LinkButton>
                        </>
                      }
                    />
                  </Island>
                </Box>
              );
            })}
          </Columns>
        )}
      </PageSection>
      <Island id="values" when="interaction">
        <PageSection id="values" heading={copy.valuesHeading} centered>
          <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
            {copy.values.map((value, index) => (
              <FeatureCard key={value.title} icon={valueIcons[index]!} {...value} />
            ))}
          </Columns>
        </PageSection>
      </Island>
      <Island id="benefits" when="interaction">
        <PageSection
          id="benefits"
          background="surface"
          heading={copy.benefitsHeading}
          intro={copy.benefitsIntro}
          centered
        >
          <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
            {copy.benefits.map((benefit, index) => (
              <FeatureCard key={benefit.title} icon={benefitIcons[index]!} {...benefit} />
            ))}
          </Columns>
        </PageSection>
      </Island>
      <PageSection
        id="no-match"
        background="surface"
        heading={copy.noMatchHeading}
        intro={copy.noMatchIntro}
        centered
      >
        <Inline align="center">
          <LinkButton
            href={`mailto:${company.emails.general}?subject=${encodeURIComponent(copy.resumeSubject)}`}
            size="large"
          >
            {copy.sendResume}
          </LinkButton>
        </Inline>
      </PageSection>
    </>
  );
}

export { CareersPage as Component };
