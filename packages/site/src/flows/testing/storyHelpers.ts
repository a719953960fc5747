import { expect, waitFor, within } from 'storybook/test';

/** Portalled content (toasts, dialogs) is outside the story's canvas. */
export const screen = within(document.body);

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Ends a play function that moved focus or pressed something: Chromium repaints only what changed,
 * and a rounded edge crossing such a rectangle anti-aliases a pixel differently from a full paint.
 * Dropping the theme class for two frames repaints the whole page, so the screenshot that follows
 * is the same on every run.
 */
export async function fullRepaint(): Promise<void> {
  const html = document.documentElement;
  const classes = html.className;
  html.className = '';
  await frame();
  await frame();
  html.className = classes;
}

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
