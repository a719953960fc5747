import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Columns } from '../Columns/Columns';
import { LinkButton } from '../LinkButton/LinkButton';
import { JobCard } from './JobCard';

const navigate = fn();

const actions = (
  <>
    <LinkButton href="/career/job/1">Apply Now</LinkButton>
    <LinkButton href="/career/job/1" variant="secondary">
      Learn More
    </LinkButton>
  </>
);

const meta = {
  title: 'Display/JobCard',
  component: JobCard,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use JobCard for each opening on the Careers page. It shows the title, department and type, location, ' +
          'salary, when it was posted, the experience asked for, a description, the first four requirements and a ' +
          '"+N more" badge for the rest. The app passes the two actions (Apply Now and Learn More, both to the job ' +
          'page) through `actions`. Every text label is a prop with an English default.',
      },
    },
  },
  args: {
    title: 'Senior Software Engineer',
    department: 'Engineering',
    location: 'Remote / Delhi, India',
    type: 'Full-time',
    salary: '₹90L - ₹1.35Cr',
    posted: '2 days ago',
    experience: '5+ years',
    description: 'Lead the design of our learning platform and mentor a small team of engineers.',
    requirements: [
      '5+ years building web applications',
      'Deep knowledge of TypeScript and React',
      'Experience with PostgreSQL',
      'Strong written communication',
      'Experience mentoring engineers',
      'Familiarity with cloud infrastructure',
    ],
    actions,
  },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const card = within(canvasElement).getByRole('article', { name: 'Senior Software Engineer' });
    const requirements = within(card).getByRole('list', { name: 'Requirements' });
    await expect(within(requirements).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(card).getByText('+2 more')).toBeVisible();
    await expect(within(card).getByText('Salary')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('link', { name: 'Apply Now' }));
    await expect(navigate.mock.calls[0]?.[0]).toBe('/career/job/1');
  },
};

export const FourRequirementsNoBadge: Story = {
  name: 'Four requirements: no badge',
  args: {
    title: 'Business Development Intern',
    department: 'Business',
    type: 'Internship',
    salary: '₹1,500 per hour',
    experience: 'Student',
    requirements: [
      'Currently enrolled in a degree',
      'Good spoken English and Hindi',
      'Curious about startups',
      'Organised',
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/more$/)).toBeNull();
  },
};

export const NoRequirements: Story = {
  name: 'Empty requirements',
  args: { requirements: [] },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: 'Requirements' })).toBeNull();
  },
};

export const TwoColumns: Story = {
  name: 'Two columns, actions aligned',
  render: (args) => (
    <Columns columns={{ mobile: 1, desktop: 2 }}>
      <JobCard {...args} />
      <JobCard
        {...args}
        title="UX/UI Designer"
        department="Design"
        description={String(args.description).repeat(3)}
      />
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const applies = within(canvasElement).getAllByRole('link', { name: 'Apply Now' });
    await expect(applies[0]?.getBoundingClientRect().top).toBe(applies[1]?.getBoundingClientRect().top);
  },
};

export const Mobile: Story = {
  name: 'Mobile 390',
  globals: { viewport: { value: '390x900' } },
};
