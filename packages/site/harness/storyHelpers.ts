import { expect, userEvent, waitFor, within } from 'storybook/test';

export { removeOrphanedAnnouncements } from './orphanedAnnouncements';

/** Portalled content (toasts, dialogs) is outside the story's canvas. */
export const screen = within(document.body);

/** Waits for the toast with `title` and returns its element. */
export async function findToast(title: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /Notifications/ });
  let toast: HTMLElement | undefined;
  await waitFor(() => {
    toast = within(region).getByText(title).closest<HTMLElement>('[role="alertdialog"]') ?? undefined;
    return expect(toast).toBeDefined();
  });
  return toast as HTMLElement;
}
/** Types `text` into a field as one paste: much faster than key by key on a busy machine. */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}
