import { createToastQueue } from '@aarambh/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { HindiToastRegion } from './toastRegionHindi';

const screen = within(document.body);

/** A queue of its own, with a toast held open, as a Hindi page shows it (the UPI id copied). */
function Demo() {
  const [toasts] = useState(() => {
    const queue = createToastQueue({ maxVisibleToasts: 4 });
    queue.add({ tone: 'success', title: 'UPI आईडी कॉपी हो गई' }, { timeout: 0 });
    return queue;
  });
  return (
    <div lang="hi">
      <HindiToastRegion toasts={toasts} />
    </div>
  );
}

const meta = {
  title: 'Layout/Hindi/Toast Region',
  component: Demo,
  parameters: { visual: { target: 'page' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The region's own labels in Hindi: the landmark's name, the tone read before the title, 'Dismiss'. */
export const Labels: Story = {
  play: async () => {
    const region = screen.getByRole('region', { name: 'सूचनाएँ' });
    const toast = await within(region).findByRole('alertdialog', { name: 'UPI आईडी कॉपी हो गई' });
    await expect(within(toast).getByRole('alert')).toHaveTextContent('सफल: UPI आईडी कॉपी हो गई');
    // In the document, not "visible": the built Storybook holds the toast's entry animation at its
    // start (a test runner's pause), where its opacity is 0; the screenshots show it drawn.
    await expect(within(toast).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  },
};
