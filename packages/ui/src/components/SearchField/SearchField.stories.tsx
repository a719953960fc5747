import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { SearchField, type SearchFieldProps, type SearchResult } from './SearchField';

const catalogue: SearchResult[] = [
  { id: '1', title: 'Frontend Developer Internship', description: 'Internship · Remote' },
  { id: '2', title: 'Full-Stack Web Development Program', description: 'Training Program · Remote' },
  { id: '3', title: 'Android App Development Internship', description: 'Internship · Delhi' },
  { id: '4', title: 'React Workshop', description: 'Workshop · Remote' },
  { id: '5', title: 'Data Science Research Internship', description: 'Research Internship · Remote' },
  { id: '6', title: 'UI/UX Design Internship', description: 'Internship · Remote' },
  { id: '7', title: 'Cloud and DevOps Internship', description: 'Internship · Remote' },
  { id: '8', title: 'Python Backend Internship', description: 'Internship · Bengaluru' },
  { id: '9', title: 'Machine Learning Internship', description: 'Internship · Remote' },
  { id: '10', title: 'Flutter Workshop', description: 'Workshop · Remote' },
  { id: '11', title: 'Digital Marketing Internship', description: 'Internship · Mumbai' },
  { id: '12', title: 'Cyber Security Internship', description: 'Internship · Remote' },
];

const limit = 8;

/** The app's side: filter the catalogue on every keystroke, keep the top 8 and say so. */
function Demo(props: Omit<SearchFieldProps, 'results'> & { catalogue?: SearchResult[] }) {
  const { catalogue: items = catalogue, ...rest } = props;
  const [query, setQuery] = useState('');
  const matches = query.trim()
    ? items.filter((item) =>
        `${item.title} ${item.description}`.toLowerCase().includes(query.trim().toLowerCase()),
      )
    : [];
  return (
    <SearchField
      {...rest}
      query={query}
      onQueryChange={setQuery}
      results={matches.slice(0, limit)}
      note={matches.length > limit ? 'Showing top 8 results...' : undefined}
    />
  );
}

const screen = within(document.body);

const meta = {
  title: 'Forms/SearchField',
  component: Demo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a SearchField to find and open one item from a large set, such as the navigation search over ' +
          'opportunities. The app filters on `onQueryChange` and passes at most a handful of `results`; the ' +
          'popover shows them, a `note` ("Showing top 8 results...") and an empty state ("No opportunities found ' +
          'for ..."). Up and Down move through the results, Enter opens one (`onSelect`), Escape closes.',
      },
      story: { inline: false, iframeHeight: 460 },
    },
    visual: { target: 'page' },
  },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 416, padding: 8 }}>{Story()}</div>],
  args: {
    label: 'Search opportunities',
    placeholder: 'Search opportunities...',
    emptyText: (query: string) => `No opportunities found for "${query}"`,
    onSelect: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Results with a note',
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Search opportunities' });
    await userEvent.type(input, 'work');
    const workshops = await screen.findByRole('listbox');
    await expect(screen.queryByText('Showing top 8 results...')).toBeNull();
    await userEvent.click(within(workshops).getByRole('option', { name: /Flutter Workshop/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('10');
    await userEvent.clear(input);
    await userEvent.type(input, 'intern');
    const listbox = await screen.findByRole('listbox');
    // Ten internships match; the app passes the top 8 and the note says so.
    await expect(within(listbox).getAllByRole('option')).toHaveLength(8);
    // React Aria reveals the popover a moment after it mounts (after any on-screen keyboard) and
    // may render its content again meanwhile: query again until it shows.
    await waitFor(() => expect(screen.getByText('Showing top 8 results...')).toBeVisible());
    await waitFor(() => expect(screen.getByText('8 results')).toBeInTheDocument());
    await fullRepaint();
  },
};

/** The WAI-ARIA combobox keys: Down and Up move (the input keeps focus), Enter opens, Escape closes. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('workshop');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    const first = within(listbox).getByRole('option', { name: /React Workshop/ });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', first.id));
    await userEvent.keyboard('{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: /Flutter Workshop/ });
    await expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('10');
    await userEvent.keyboard('{Backspace}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await fullRepaint();
  },
};

export const Empty: Story = {
  name: 'No results',
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'blockchain');
    await waitFor(() => expect(screen.getByText('No opportunities found for "blockchain"')).toBeVisible());
    await waitFor(() => expect(screen.getByText('0 results')).toBeInTheDocument());
    await fullRepaint();
  },
};

export const HiddenLabel: Story = {
  name: 'Label for screen readers only',
  args: { hideLabel: true },
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Search opportunities' })).toBeVisible();
    // It sits in a search landmark, which screen reader users can jump to.
    await expect(canvas.getByRole('search')).toContainElement(canvas.getByRole('combobox'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    catalogue: [
      {
        id: '1',
        title: 'Advanced Full-Stack Web Development with React, Node.js, PostgreSQL and Cloud Deployment',
        description: 'Training Program · Remote · 12 weeks · Certificate of completion and project portfolio',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'full');
    await screen.findByRole('listbox');
    // React Aria reveals the popover after any on-screen keyboard has settled: the screenshot waits.
    await waitFor(() => expect(screen.getByRole('option')).toBeVisible());
    await fullRepaint();
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  parameters: { visual: { target: 'page' } },
  globals: { viewport: { value: '390x600' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'intern');
    await screen.findByRole('listbox');
    await fullRepaint();
  },
};
