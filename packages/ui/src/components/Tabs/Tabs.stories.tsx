import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Text } from '../Text/Text';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

const views = [
  {
    id: 'details',
    label: 'Details',
    text: 'Priya Raman applied for the Full-stack internship on 12 August.',
  },
  { id: 'files', label: 'Files', text: 'resume-priya-raman.pdf (240 KB)' },
  { id: 'payments', label: 'Payments', text: 'One UPI payment of ₹4,999, confirmed.' },
  { id: 'history', label: 'History', text: 'Received, reviewed, shortlisted.' },
];

function Submission(props: TabsProps) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Submission">
        {views.map((view) => (
          <Tab key={view.id} id={view.id}>
            {view.label}
          </Tab>
        ))}
      </TabList>
      {views.map((view) => (
        <TabPanel key={view.id} id={view.id}>
          <Text>{view.text}</Text>
        </TabPanel>
      ))}
    </Tabs>
  );
}

/**
 * Waits for the tabs, one of them selected: React Aria fills the list and selects in later
 * renders, which a story test's `act` runs before the play function but Storybook's canvas (a
 * designer's, or the built Storybook) does not.
 */
const tabsOf = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('tab', { selected: true });
  return canvas;
};

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  subcomponents: { TabList, Tab, TabPanel },
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "Use Tabs to show one of a few views of the same thing in one place: a submission's details, files " +
          'and history. Each `Tab` and its `TabPanel` share an `id`. Keep the labels short, two to about six ' +
          'tabs; for steps that must be done in order use a form, and for navigation between pages use links. ' +
          'The arrow keys move between tabs and select them; `keyboardActivation="manual"` waits for Enter or ' +
          'Space, for panels that are slow to show.',
      },
    },
  },
  render: (args) => <Submission {...args} />,
  args: { onSelectionChange: fn() },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await tabsOf(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Submission' });
    await expect(within(list).getAllByRole('tab')).toHaveLength(4);
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/applied for the Full-stack/);
    await userEvent.click(canvas.getByRole('tab', { name: 'Files' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('files');
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveTextContent('resume-priya-raman.pdf');
    await expect(panel).toHaveAccessibleName('Files');
    await fullRepaint();
  },
};

/** The WAI-ARIA tabs keys: arrows move and select (wrapping), Home and End, Tab to the panel. */
export const Keyboard: Story = {
  name: 'Keyboard: arrows select, Home, End, Tab to the panel',
  play: async ({ args, canvasElement }) => {
    const canvas = await tabsOf(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Files' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('files');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveAttribute('data-focus-visible');
    // The panel holds no focusable element, so it takes the focus itself.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('One UPI payment');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveFocus();
    await fullRepaint();
  },
};

/** Manual activation: the arrows move the focus only; Enter or Space selects. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ args, canvasElement }) => {
    const canvas = await tabsOf(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('files');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('payments');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('payments');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('One UPI payment');
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('files');
    await fullRepaint();
  },
};

/** A disabled tab is skipped by the arrow keys and cannot be selected. */
export const DisabledTab: Story = {
  args: { disabledKeys: ['payments'] },
  play: async ({ args, canvasElement }) => {
    const canvas = await tabsOf(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('tab', { name: 'Payments' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('history');
    await fullRepaint();
  },
};

/** Vertical: the list beside the panels; the up and down arrows move. */
export const Vertical: Story = {
  args: { orientation: 'vertical', defaultSelectedKey: 'files' },
  play: async ({ canvasElement }) => {
    const canvas = await tabsOf(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Files' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    await fullRepaint();
  },
};

/** On a phone the list scrolls sideways in its own box; the page does not. */
export const Mobile: Story = {
  name: 'Mobile width: the list scrolls',
  globals: { viewport: { value: '320x400' } },
  play: async ({ canvasElement }) => {
    const list = (await tabsOf(canvasElement)).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
