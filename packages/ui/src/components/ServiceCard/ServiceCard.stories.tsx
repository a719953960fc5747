import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Columns } from '../Columns/Columns';
import { iconNames } from '../Icon/Icon';
import { ServiceCard } from './ServiceCard';

const navigate = fn();

const meta = {
  title: 'Display/ServiceCard',
  component: ServiceCard,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use ServiceCard for each service on the Services overview: title, description, its four features with ' +
          'check marks, and a link to the service page. The link text ("Learn More") is followed, for screen ' +
          'readers only, by the title, so a page of six cards has six distinct links. Cards in a row line up ' +
          'their links at the bottom.',
      },
    },
  },
  argTypes: { icon: { control: 'select', options: [undefined, ...iconNames] } },
  args: {
    title: 'Software Development',
    description: 'Custom software built around how your business works, from the first sketch to launch.',
    features: [
      'Custom web applications',
      'API design and integration',
      'Cloud deployment',
      'Ongoing maintenance',
    ],
    href: '/services/software-development',
    icon: 'briefcase',
  },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Software Development' });
    await expect(within(card).getAllByRole('listitem')).toHaveLength(4);
    const link = canvas.getByRole('link', { name: /^Learn More\s?: Software Development$/ });
    await userEvent.click(link);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/services/software-development');
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined, linkLabel: 'View Workshops' },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
};

export const Grid: Story = {
  name: 'A row of cards (links line up)',
  render: (args) => (
    <Columns columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
      {['Software Development', 'App Development', 'Website Development'].map((title, index) => (
        <ServiceCard
          key={title}
          {...args}
          title={title}
          description={index % 2 === 0 ? args.description : `${args.description} ${args.description}`}
        />
      ))}
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]?.getBoundingClientRect().top).toBe(links[1]?.getBoundingClientRect().top);
  },
};

export const LongTextOnMobile: Story = {
  name: 'Long text (mobile 390)',
  args: {
    title: 'Workshop Training for Colleges, Universities and Corporate Teams across India',
    features: [
      'Hands-on sessions with real projects and code reviews from practising engineers',
      'Certificates',
      'Flexible schedules on weekdays and weekends',
      'Materials to keep',
    ],
  },
  globals: { viewport: { value: '390x800' } },
};
