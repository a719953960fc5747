import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { DescriptionList, descriptionListLayouts } from './DescriptionList';

const submission = [
  { term: 'Name', description: 'Priya Raman' },
  { term: 'E-mail', description: 'priya.raman@mail.example' },
  { term: 'Programme', description: 'Full-stack web development (12 weeks)' },
  { term: 'Status', description: <Badge tone="success">Paid</Badge> },
  {
    term: 'Message',
    description:
      'I would like to join the March batch. I have built two small React projects and want to learn to deploy them properly.',
  },
];

const meta = {
  title: 'Display/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use a DescriptionList for the facts about one thing: the details of a submission, a payment or an ' +
          'account. Terms and descriptions are data (`{ term, description }`); a description can hold a Badge, a ' +
          'Link or a DateRange. `columns` (the default) puts each term beside its description from the tablet ' +
          'width up and stacks them on phones; `stacked` stacks them at every width, for narrow panels.',
      },
    },
  },
  argTypes: { layout: { control: 'inline-radio', options: descriptionListLayouts } },
  args: { items: submission },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A `<dl>` whose every pair is a `<div>` holding one `<dt>` and one `<dd>`. */
export const Columns: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).not.toBeNull();
    const groups = [...(list?.children ?? [])];
    await expect(groups.map((group) => group.tagName)).toEqual(['DIV', 'DIV', 'DIV', 'DIV', 'DIV']);
    await expect(groups.map((group) => [...group.children].map((child) => child.tagName).join())).toEqual(
      Array(5).fill('DT,DD'),
    );
    const terms = within(canvasElement).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Name',
      'E-mail',
      'Programme',
      'Status',
      'Message',
    ]);
    // Beside each other: the description starts on the term's line.
    const [term, description] = [...(groups[0]?.children ?? [])];
    await expect(description?.getBoundingClientRect().top).toBe(term?.getBoundingClientRect().top);
  },
};

export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvasElement }) => {
    const [term, description] = [...(canvasElement.querySelector('dl > div')?.children ?? [])];
    await expect(description?.getBoundingClientRect().top).toBeGreaterThan(
      term?.getBoundingClientRect().top ?? 0,
    );
  },
};

/** The default `columns` layout on a phone: each term above its description. */
export const ColumnsOnMobile: Story = {
  name: 'Columns on a phone',
  globals: { viewport: { value: '390x600' } },
  play: async ({ canvasElement }) => {
    const [term, description] = [...(canvasElement.querySelector('dl > div')?.children ?? [])];
    await expect(description?.getBoundingClientRect().top).toBeGreaterThan(
      term?.getBoundingClientRect().top ?? 0,
    );
  },
};
