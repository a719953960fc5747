import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Columns } from '../Columns/Columns';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Card, cardTones } from './Card';

const meta = {
  title: 'Display/Card',
  component: Card,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use Card to group the content of one item on a bordered surface: a highlight on the About page, a ' +
          'Quick Response note, a contact detail. For services, features and jobs use ServiceCard, FeatureCard ' +
          'and JobCard, which are built on it. Render it as `article` for a self-contained item and as `li` inside ' +
          'a list; cards fill their grid cell so a row lines up.',
      },
    },
  },
  argTypes: { tone: { control: 'inline-radio', options: cardTones } },
  args: {
    as: 'article',
    children: (
      <>
        <Heading level={3} size="4">
          Quick Response
        </Heading>
        <Text tone="muted">We reply to every message within 24 hours, Mon-Fri 9AM-6PM IST.</Text>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>];

export const Raised: Story = {
  decorators: narrow,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent(/Quick Response/);
  },
};

export const Flat: Story = { args: { tone: 'flat' }, decorators: narrow };

export const Brand: Story = { args: { tone: 'brand' }, decorators: narrow };

export const EqualHeightsInAGrid: Story = {
  name: 'Equal heights in a grid',
  render: (args) => (
    <Columns columns={{ mobile: 1, tablet: 3 }} as="ul">
      {cardTones.map((tone, index) => (
        <Card key={tone} {...args} as="li" tone={tone}>
          <Heading level={3} size="4">
            {tone}
          </Heading>
          <Text tone="muted">{'Content of a different length. '.repeat(index * 2 + 1)}</Text>
        </Card>
      ))}
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const heights = within(canvasElement)
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect().height);
    await expect(new Set(heights).size).toBe(1);
  },
};

export const Mobile: Story = {
  name: 'Mobile 390',
  globals: { viewport: { value: '390x400' } },
};
