/**
 * The kit's notices' own labels in English (the toast region's, `ToastRegion`, and a message's on
 * the page, `Alert`): the kit's defaults, which an English page uses as they are, here as the
 * source their Hindi set translates.
 */
export const noticesCopy = {
  /** The toast region's landmark name (F6 moves focus to it). */
  region: 'Notifications',
  /** A toast's close button. */
  dismiss: 'Dismiss',
  /** Read before a toast's or a message's text, so that its tone is not told by colour alone. */
  tones: { success: 'Success', warning: 'Warning', error: 'Error', info: 'Information' },
} as const;
