import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Disclosure } from '../Disclosure/Disclosure';
import { Text } from '../Text/Text';
import { Accordion } from './Accordion';

const faqs = [
  {
    id: 'response',
    question: 'How quickly do you reply?',
    answer: 'Within 24 hours, Monday to Friday 9AM-6PM IST, with support at weekends.',
  },
  {
    id: 'fee',
    question: 'Is there a fee for internships?',
    answer: 'Some programs have a fee that depends on the duration; you pay it by UPI when you apply.',
  },
  {
    id: 'review',
    question: 'When will I hear about my job application?',
    answer: 'We review every application within 5 to 7 business days.',
  },
];

const meta = {
  title: 'Display/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Use Accordion for a list of Disclosures such as the Frequently Asked Questions on the Contact page. ' +
          'By default opening one item closes the others; `allowsMultipleExpanded` lets several stay open. Each ' +
          'item is a heading with a button: Tab moves between them and Enter or Space toggles.',
      },
    },
  },
  args: {
    onExpandedChange: fn(),
    children: faqs.map((faq) => (
      <Disclosure key={faq.id} id={faq.id} title={faq.question} headingLevel={3}>
        <Text tone="inherit">{faq.answer}</Text>
      </Disclosure>
    )),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const triggers = within(canvasElement).getAllByRole('button');
    await expect(triggers).toHaveLength(3);
    for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OneOpenAtATime: Story = {
  args: { defaultExpandedKeys: ['response'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'How quickly do you reply?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Is there a fee for internships?' }));
    await expect(canvas.getByRole('button', { name: 'How quickly do you reply?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByText(/pay it by UPI/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['fee']));
  },
};

export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['response', 'review'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Within 24 hours/)).toBeVisible();
    await expect(within(canvasElement).getByText(/5 to 7 business days/)).toBeVisible();
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Tab between items, Enter and Space toggle',
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Mobile: Story = {
  name: 'Mobile 390',
  args: { defaultExpandedKeys: ['fee'] },
  globals: { viewport: { value: '390x500' } },
};
