import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Rating } from './Rating';

const meta = {
  title: 'Forms/Rating',
  component: Rating,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a Rating to ask for a score from 1 to 5, such as on the feedback form (default 5). It is a radio ' +
          'group of stars: click a star, or Tab to the group and use the arrow keys. Each star has a name ("4 ' +
          'stars") and the chosen score is also written beside the stars.',
      },
    },
  },
  decorators: [(Story) => <div style={{ padding: 8 }}>{Story()}</div>],
  args: { label: 'How would you rate your experience?', name: 'rating', defaultValue: 5, onChange: fn() },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'How would you rate your experience?' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.click(canvas.getAllByRole('radio')[2]!.closest('label')!);
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('3 of 5')).toBeVisible();
    await userEvent.unhover(canvas.getAllByRole('radio')[2]!.closest('label')!);
    await fullRepaint();
  },
};

/** Tab enters at the chosen star; Left and Right (or Up and Down) change the rating. */
export const Keyboard: Story = {
  name: 'Focus visible (keyboard)',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '3 stars' }).closest('label')).toHaveAttribute(
      'data-focus-visible',
    );
    await fullRepaint();
  },
};

/** Hovering a star previews that rating; leaving restores the chosen one. */
export const HoverPreview: Story = {
  name: 'Hover preview',
  args: { defaultValue: 1 },
  play: async ({ canvasElement }) => {
    const fourth = within(canvasElement).getByRole('radio', { name: '4 stars' }).closest('label')!;
    await userEvent.hover(fourth);
    await expect(fourth).toHaveAttribute('data-hovered');
    await fullRepaint();
  },
};

export const Empty: Story = {
  name: 'No rating yet',
  args: { defaultValue: null, description: 'Choose from 1 (poor) to 5 (excellent).' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await fullRepaint();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 4 },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Invalid: Story = {
  name: 'Invalid with message',
  args: { defaultValue: null, isRequired: true, isInvalid: true, errorMessage: 'Please choose a rating' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription(
      'Please choose a rating',
    );
  },
};

export const LongText: Story = {
  args: {
    label: 'Overall, how likely are you to recommend our internship programme to a friend or classmate?',
    description: 'Your answer helps us improve the programme for the next batch of students.',
    defaultValue: 4,
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Mobile: Story = {
  name: 'Mobile width',
  parameters: { layout: 'padded' },
  globals: { viewport: { value: '390x300' } },
};
