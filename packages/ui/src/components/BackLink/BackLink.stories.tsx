import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackLink } from './BackLink';

const navigate = fn();

const meta = {
  title: 'Navigation/BackLink',
  component: BackLink,
  tags: ['autodocs'],
  // A full repaint before the screenshot keeps it identical from run to run.
  parameters: {
    docs: {
      description: {
        component:
          'Use BackLink at the top of a detail page to go up one level: from a job to the Careers page, from an ' +
          'opportunity to its category page. It links to a fixed address rather than the browser history, so it ' +
          'works when the page was opened from a search engine or a shared link. With a RAC `RouterProvider` it ' +
          "navigates through the app's router. Without `href` it is a button that looks the same, for going back " +
          "to an earlier view of the same page (an opportunity's details from its application form).",
      },
    },
  },
  args: { href: '/career', children: 'Back to Careers' },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Back to Careers' });
    await expect(link).toHaveAttribute('href', '/career');
    await userEvent.click(link);
    await expect(navigate.mock.calls[0]?.[0]).toBe('/career');
  },
};

export const DefaultText: Story = {
  name: "Default text 'Back'",
  args: { children: undefined, href: '/services' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/services',
    );
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Enter follows (focus visible)',
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};

/** Without `href`: a button back to an earlier view of the same page, looking like the link. */
export const ToAnEarlierView: Story = {
  name: 'To an earlier view (a button, focus visible)',
  args: { href: undefined, children: 'Back to Opportunity Details', onPress: fn() },
  play: async ({ args, canvasElement }) => {
    navigate.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Back to Opportunity Details' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Tab}');
    await userEvent.tab({ shift: true });
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
