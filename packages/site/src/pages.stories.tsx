import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { jobs } from './content/jobs';
import { opportunities } from './content/opportunities';
import { privacyPolicy, termsOfService } from './content/policies';
import { categoryPageFor } from './content/services';
import { EagerChromeContext } from './layout/Chrome';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import { GlobalFlowsContext, SiteLayout } from './layout/SiteLayout';
import { LAUNCH_IN_MS } from './lib/launchClock';
import { FixedDateProvider } from './render/today';
import { AboutPage } from './routes/About';
import { CareersPage } from './routes/Careers';
import { CategoryListingPage } from './routes/Category';
import { ComingSoonPage } from './routes/ComingSoon';
import { ContactPage } from './routes/Contact';
import { CookiePolicyPage } from './routes/CookiePolicy';
import { FeedbackPage } from './routes/Feedback';
import { HomePage } from './routes/Home';
import { JobApplyPage } from './routes/JobApply';
import { JobDetailPage } from './routes/JobDetail';
import { NotFoundPage } from './routes/NotFound';
import { OpportunityNotFound, OpportunityPage } from './routes/Opportunity';
import { ServicesPage } from './routes/Services';
import { PolicyPage } from './sections/PolicyPage';

/** Every story draws its dates from this day, so the pictures do not change from day to day. */
const STORY_DATE = '2026-11-22';

interface PageFrameProps {
  /** The address the page is shown at (the navigation marks it as current). */
  path: string;
  /** The page, as its route renders it. */
  page: ReactNode;
}

/**
 * A page composed as the site shows it: the shared layout with the navigation and the footer
 * (rendered at once here; the site loads their code on the first interaction), at `path`.
 */
function PageFrame({ path, page }: PageFrameProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/',
          Component: SiteLayout,
          children: [
            { index: true, element: page },
            { path: '*', element: page },
          ],
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return (
    <FixedDateProvider value={STORY_DATE}>
      <EagerChromeContext value={{ header: <SiteHeader />, footer: <SiteFooter /> }}>
        <GlobalFlowsContext value={false}>
          <RouterProvider router={router} />
        </GlobalFlowsContext>
      </EagerChromeContext>
    </FixedDateProvider>
  );
}

const meta = {
  title: 'Pages',
  component: PageFrame,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Every screen of the site, composed from the kit with the real content, inside the shared layout. ' +
          'Each page has a phone (390 px) and a desktop (1280 px) story. Dates are drawn from a fixed day, ' +
          'the About counters show their final figures and the Coming Soon countdown is stopped at 60 days.',
      },
    },
  },
  // The page is on screen once its heading is; the play functions wait for it.
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
  },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

// Story tests run in a frame the size of the viewport and a screenshot shows only what the frame
// paints, so the viewports are taller than the longest page: the picture is the whole page.
const phone = { visual: { viewport: { width: 390, height: 8000 } } };
const desktop = { visual: { viewport: { width: 1280, height: 6000 } } };

const job = jobs[0]!;
const workshop = opportunities.find((entry) => entry.type === 'Workshop')!;
const withoutCompanyInfo = opportunities.find((entry) => !entry.companyInfo)!;
const internships = categoryPageFor('internship');

export const HomePhone: Story = { args: { path: '/', page: <HomePage /> }, parameters: phone };
export const HomeDesktop: Story = { args: HomePhone.args, parameters: desktop };
export const ServicesPhone: Story = {
  args: { path: '/services', page: <ServicesPage /> },
  parameters: phone,
};
export const ServicesDesktop: Story = { args: ServicesPhone.args, parameters: desktop };
export const AboutPhone: Story = {
  args: {
    path: '/about',
    page: <AboutPage animateCounters={false} />,
  },
  parameters: phone,
};
export const AboutDesktop: Story = { args: AboutPhone.args, parameters: desktop };
export const CareersPhone: Story = { args: { path: '/career', page: <CareersPage /> }, parameters: phone };
export const CareersDesktop: Story = { args: CareersPhone.args, parameters: desktop };

/** A department without openings shows the spec's message. */
export const CareersEmptyDepartment: Story = {
  args: {
    path: '/career?department=Design',
    page: <CareersPage jobs={jobs.filter((entry) => !entry.remote)} />,
  },
  parameters: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No positions available in this department at the moment.'),
    ).toBeInTheDocument();
  },
};

export const JobDetailPhone: Story = {
  args: {
    path: `/career/job/${job.id}`,
    page: <JobDetailPage job={job} />,
  },
  parameters: phone,
};
export const JobDetailDesktop: Story = { args: JobDetailPhone.args, parameters: desktop };
export const JobApplicationPhone: Story = {
  args: {
    path: `/career/apply/${job.id}`,
    page: <JobApplyPage job={job} />,
  },
  parameters: phone,
};
export const JobApplicationDesktop: Story = { args: JobApplicationPhone.args, parameters: desktop };
export const CategoryPhone: Story = {
  args: {
    path: '/services/internship',
    page: (
      <CategoryListingPage
        page={internships}
        entries={opportunities.filter((entry) => entry.category === 'internship')}
      />
    ),
  },
  parameters: phone,
};
export const CategoryDesktop: Story = { args: CategoryPhone.args, parameters: desktop };
export const OpportunityPhone: Story = {
  args: {
    path: `/opportunity/${workshop.id}`,
    page: <OpportunityPage entry={workshop} />,
  },
  parameters: phone,
};
export const OpportunityDesktop: Story = { args: OpportunityPhone.args, parameters: desktop };

/** Without company information the page says so. */
export const OpportunityWithoutCompanyInfo: Story = {
  args: {
    path: `/opportunity/${withoutCompanyInfo.id}`,
    page: <OpportunityPage entry={withoutCompanyInfo} />,
  },
  parameters: desktop,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Company information not available.'),
    ).toBeInTheDocument();
  },
};

export const OpportunityNotFoundDesktop: Story = {
  args: { path: '/opportunity/999', page: <OpportunityNotFound /> },
  parameters: desktop,
};
export const ContactPhone: Story = { args: { path: '/contact', page: <ContactPage /> }, parameters: phone };
export const ContactDesktop: Story = { args: ContactPhone.args, parameters: desktop };
export const PrivacyPolicyPhone: Story = {
  args: {
    path: '/privacy-policy',
    page: <PolicyPage policy={privacyPolicy} />,
  },
  parameters: phone,
};
export const PrivacyPolicyDesktop: Story = { args: PrivacyPolicyPhone.args, parameters: desktop };
export const TermsOfServiceDesktop: Story = {
  args: { path: '/terms-of-service', page: <PolicyPage policy={termsOfService} /> },
  parameters: desktop,
};
export const CookiePolicyDesktop: Story = {
  args: { path: '/cookie-policy', page: <CookiePolicyPage /> },
  parameters: desktop,
};
export const ComingSoonPhone: Story = {
  args: {
    path: '/coming-soon',
    page: <ComingSoonPage clock={{ target: LAUNCH_IN_MS, now: 0 }} />,
  },
  parameters: phone,
};
export const ComingSoonDesktop: Story = { args: ComingSoonPhone.args, parameters: desktop };
export const FeedbackPhone: Story = {
  args: { path: '/feedback', page: <FeedbackPage /> },
  parameters: phone,
};
export const FeedbackDesktop: Story = { args: FeedbackPhone.args, parameters: desktop };
export const NotFoundPhone: Story = {
  args: { path: '/no-such-page', page: <NotFoundPage /> },
  parameters: phone,
};
export const NotFoundDesktop: Story = { args: NotFoundPhone.args, parameters: desktop };
