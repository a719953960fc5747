import type { Translation } from '../translation.ts';
import type { noticesCopy } from './notices.ts';

/** The kit's notices' labels on a Hindi page. */
export const noticesHindi: Translation<typeof noticesCopy> = {
  region: { text: 'सूचनाएँ', source: '381d190f' },
  dismiss: { text: 'बंद करें', source: '265915f3' },
  tones: {
    success: { text: 'सफल', source: '6d8303b0' },
    warning: { text: 'चेतावनी', source: '37c4fc8f' },
    error: { text: 'गड़बड़ी', source: 'f38d9cf1' },
    info: { text: 'जानकारी', source: 'fdb25855' },
  },
};
