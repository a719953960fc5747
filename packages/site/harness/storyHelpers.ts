import { expect, userEvent, waitFor, within } from 'storybook/test';

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

/**
 * React Aria announces a pending button by pointing its live announcer at the button's id for
 * seven seconds. Once the button is gone (the story unmounted, or a form was replaced by its
 * success message) the entry points at nothing, which axe reports as an image without a name;
 * this removes such entries. (The announcement itself was made while the button existed.)
 */
export function removeOrphanedAnnouncements() {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  }
}

/** Types `text` into a field as one paste: much faster than key by key on a busy machine. */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}
