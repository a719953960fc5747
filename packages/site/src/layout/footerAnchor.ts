/**
 * The footer's subscribe form's anchor: a page may link to it (`#subscribe`). A module of its own:
 * the footer's code loads on a visitor's first interaction, and a page linking here must not load it.
 */
export const FOOTER_SUBSCRIBE_ID = 'subscribe';
