import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fullRepaint } from '../../../harness/fullRepaint';
import { Select } from './Select';

const inquiryTypes = [
  { value: 'general', label: 'General inquiry' },
  { value: 'internship', label: 'Internship' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'support', label: 'Support' },
  { value: 'careers', label: 'Careers' },
  { value: 'media', label: 'Media' },
] as const;

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Use a Select to pick one value from a list of about five to fifteen options: an inquiry type, a ' +
          'graduation year, an availability. For two to five options that should all be visible, use a ' +
          'RadioGroup. The options are data (`{ value, label }`); `onChange` receives the value.',
      },
    },
  },
  decorators: [(Story) => <div style={{ width: '100%', maxWidth: 360, padding: 8 }}>{Story()}</div>],
  args: {
    label: 'Inquiry type',
    name: 'inquiryType',
    options: inquiryTypes,
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Inquiry type/ });
    await expect(trigger).toHaveTextContent('Select an option');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Partnership' }));
    await expect(args.onChange).toHaveBeenCalledWith('partnership');
    await expect(trigger).toHaveTextContent('Partnership');
    // The value is also in the native form data.
    const hidden = canvasElement.querySelector('select[name="inquiryType"]');
    await expect(hidden).toHaveValue('partnership');
    await fullRepaint();
  },
};

/** The WAI-ARIA select-only combobox keys: arrows open and move, Enter chooses, Escape closes. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Inquiry type/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'General inquiry' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('partnership');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Partnership');
    // Type-ahead on the closed trigger, once the focus is back on it (a frame after the list).
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('m');
    await expect(args.onChange).toHaveBeenLastCalledWith('media');
    await fullRepaint();
  },
};

/**
 * A choice paints before the page behind the list is given back: React Aria makes the page inert
 * while the list is open, and giving it back restyles the whole page (50 to 90 ms on a slow phone).
 * The press hides the list and shows the choice; the list unmounts, and the page stops being
 * inert, after the next frame.
 */
export const ClosesBeforeThePageIsGivenBack: Story = {
  name: 'Paints the choice before the page is given back',
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Inquiry type/ });
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(canvasElement.closest('[inert]')).not.toBeNull());
    // A click: React renders the choice in the microtask after it, before any frame.
    within(listbox).getByRole('option', { name: 'Careers' }).click();
    await Promise.resolve();
    const atOnce = {
      chosen: trigger.textContent,
      listShown: getComputedStyle(listbox.closest('[data-trigger="Select"]') ?? listbox).opacity,
      inert: canvasElement.closest('[inert]') !== null,
    };
    await expect(atOnce).toEqual({ chosen: 'Careers', listShown: '0', inert: true });
    await expect(args.onChange).toHaveBeenCalledWith('careers');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(canvasElement.closest('[inert]')).toBeNull();
    await waitFor(() => expect(trigger).toHaveFocus());
    await fullRepaint();
  },
};

export const Open: Story = {
  args: { defaultValue: 'support', isRequired: true },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Inquiry type/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Support' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await fullRepaint();
  },
};

/**
 * Options in more than one language (a console's reply templates, English and Hindi): each says
 * its own (`lang`), in the list and once chosen, so a screen reader reads it in that language.
 */
export const OptionsInTwoLanguages: Story = {
  args: {
    label: 'Start from a template',
    options: [
      { value: 'more-hi', label: 'और जानकारी चाहिए', lang: 'hi' },
      { value: 'more-en', label: 'More information needed' },
    ],
  },
  parameters: { visual: { target: 'page' } },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Start from a template/ });
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    const hindi = within(listbox).getByRole('option', { name: 'और जानकारी चाहिए' });
    await expect(hindi.querySelector('[lang="hi"]')).toHaveTextContent('और जानकारी चाहिए');
    await expect(
      within(listbox).getByRole('option', { name: 'More information needed' }).querySelector('[lang]'),
    ).toBeNull();
    await userEvent.click(hindi);
    await expect(args.onChange).toHaveBeenCalledWith('more-hi');
    await expect(trigger.querySelector('[lang="hi"]')).toHaveTextContent('और जानकारी चाहिए');
    await fullRepaint();
  },
};

export const FocusVisible: Story = {
  name: 'Focus visible (keyboard)',
  args: { defaultValue: 'general' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: /Inquiry type/ })).toHaveAttribute(
      'data-focus-visible',
    );
    await fullRepaint();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'general' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Inquiry type/ })).toBeDisabled();
    await fullRepaint();
  },
};

export const Invalid: Story = {
  name: 'Invalid with message',
  args: {
    isRequired: true,
    isInvalid: true,
    description: 'So we can route your message.',
    errorMessage: 'Please select an inquiry type',
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Inquiry type/ });
    await expect(trigger).toHaveAccessibleDescription(
      'So we can route your message. Please select an inquiry type',
    );
    await fullRepaint();
  },
};

export const LongText: Story = {
  args: {
    label: 'Which of our programmes are you most interested in joining this year?',
    options: [
      {
        value: 'fullstack',
        label: 'Full-stack web development with React, Node.js and PostgreSQL (12 weeks)',
      },
      { value: 'mobile', label: 'Mobile app development' },
    ],
    defaultValue: 'fullstack',
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  args: { description: 'So we can route your message.' },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: '390x400' } },
};
