import { AnimatedCounter, Columns, FeatureCard, Stack, Stat, Text } from '@aarambh/ui';
import { company } from '@aarambh/content';
import { PageHero } from '../sections/PageHero';
import { PageSection } from '../sections/PageSection';
import { Seo } from '../seo/Seo';

/** The About counters count up once, over 2.5 s, when scrolled into view. */
const COUNT_DURATION_MS = 2500;

const stats = [
  { value: 5000, suffix: '+', label: 'Applications Created' },
  { value: 95, suffix: '%', label: 'Success Rate' },
  { value: 100, suffix: '+', label: 'Job Categories' },
  { value: 24, suffix: 'h', label: 'Response Time' },
] as const;

const values = [
  {
    icon: 'check',
    title: 'Precision',
    description: 'We get the details right, in the code we write and in the advice we give.',
  },
  {
    icon: 'clock',
    title: 'Efficiency',
    description: 'We respect your time: clear steps, quick replies and no unnecessary paperwork.',
  },
  {
    icon: 'star',
    title: 'Success',
    description: 'We measure ourselves by the jobs, projects and skills our clients and learners gain.',
  },
  {
    icon: 'chat',
    title: 'Support',
    description: 'Mentors and a support team who answer within 24 hours, on weekdays and weekends.',
  },
] as const;

export interface AboutPageProps {
  /** Count the figures up when scrolled into view; false shows them at once (stories, print). @default true */
  animateCounters?: boolean;
}

export function AboutPage({ animateCounters = true }: AboutPageProps) {
  const highlights = [
    { icon: 'map-pin', title: 'Location', description: company.address.display },
    {
      icon: 'clock',
      title: 'Business Hours',
      description: `${company.businessHours.weekdays}, ${company.businessHours.weekend.toLowerCase()}`,
    },
    { icon: 'calendar', title: 'Founded', description: String(company.founded) },
    { icon: 'briefcase', title: 'Team', description: company.teamSize },
  ] as const;
  return (
    <>
      <Seo
        title="About Us"
        description={`${company.name} helps students and job seekers launch their careers with AI-powered application tools, a centralised application tracker, training and internships. Founded ${company.founded} in Delhi.`}
        path="/about"
      />
      <PageHero eyebrow="About Us" title={`About ${company.name}`} text={company.tagline} size="1" />
      <PageSection id="mission" heading="Our Mission" width="medium" centered>
        <Text size="lg" align="center">
          We help students, freshers and job seekers turn ambition into a career. Our AI-powered application
          tools and centralised application tracker take the guesswork out of applying, and our training
          programs, workshops and internships give you the skills and experience employers look for.
        </Text>
      </PageSection>
      <PageSection id="impact" background="surface" heading="Our Impact in Numbers" centered>
        <Columns columns={{ mobile: 2, desktop: 4 }} as="ul">
          {stats.map((stat) => (
            <li key={stat.label}>
              <Stat
                value={
                  <AnimatedCounter
                    value={stat.value}
                    suffix={stat.suffix}
                    duration={COUNT_DURATION_MS}
                    reduceMotion={!animateCounters}
                  />
                }
                label={stat.label}
              />
            </li>
          ))}
        </Columns>
      </PageSection>
      <PageSection id="values" heading="Our Values" centered>
        <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
          {values.map((value) => (
            <FeatureCard key={value.title} {...value} />
          ))}
        </Columns>
      </PageSection>
      <PageSection id="our-story" background="surface" heading="Our Story" width="medium">
        <Stack space="md">
          <Text>
            {company.name} was founded in {company.founded} in Delhi by engineers who had seen too many
            talented students struggle to land their first job. Applications disappeared without a reply,
            internships taught little, and good training was hard to find or afford.
          </Text>
          <Text>
            We started by building software for small businesses, and brought students into that work as
            interns. What they learned on real projects mattered more than any certificate, so we built our
            training programs and workshops the same way: practical, mentored and honest about what employers
            need.
          </Text>
          <Text>
            Today we combine both sides: a development studio that ships software, apps and websites, and a
            learning platform where thousands of applicants track their applications and grow their skills.
          </Text>
        </Stack>
      </PageSection>
      <PageSection id="highlights" heading="Company Highlights">
        <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
          {highlights.map((highlight) => (
            <FeatureCard key={highlight.title} {...highlight} tone="flat" />
          ))}
        </Columns>
      </PageSection>
    </>
  );
}

export { AboutPage as Component };
