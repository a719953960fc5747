// A module of its own, free of imports: the story tests call it in the page, and the end-to-end
// tests pass it to Playwright's page.evaluate, which sends its source to the browser.

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
