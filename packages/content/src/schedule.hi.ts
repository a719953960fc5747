import { offeredDurations, type ScheduleTexts } from './schedule.ts';

// The schedule's sentences in Hindi, beside the English ones of `schedule.ts` (the same functions
// of the same fields). A scholarship's `for` is passed in Hindi by the page (`opportunityTexts`).

/** A 'YYYY-MM-DD' day in Hindi: '11 जनवरी 2027'. */
function formatDay(key: string): string {
  return new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${key}T00:00:00Z`));
}

const rupees = (amount: number) => `₹${amount.toLocaleString('hi-IN')}`;

/** The one sentence on the fee, before what the programme pays. */
const fee = 'फ़ीस वह रकम है जो आप हमें देते हैं: एक बार, आवेदन करते समय, प्रोग्राम में अपनी जगह के लिए।';

export const scheduleHindi: ScheduleTexts = {
  formatDay,
  durationText(entry) {
    const weeks = offeredDurations(entry).map((option) => option.weeks);
    const shortest = Math.min(...weeks);
    const longest = Math.max(...weeks);
    return shortest === longest ? `${shortest} हफ़्ते` : `${shortest}-${longest} हफ़्ते`;
  },
  startText(entry) {
    return entry.intake.kind === 'rolling' ? 'किसी भी दिन' : formatDay(entry.intake.starts);
  },
  payText({ pay }) {
    switch (pay.kind) {
      case 'none':
        return 'कोई तय स्टाइपेंड नहीं';
      case 'stipend':
        return `${rupees(pay.monthly)} महीना स्टाइपेंड`;
      case 'scholarship':
        return `${pay.for ? `${pay.for} के लिए ` : ''}${rupees(pay.monthly)} महीना स्कॉलरशिप`;
    }
  },
  feeAndPayNote(entry) {
    if (!Object.values(entry.pricing).some((price) => (price ?? 0) > 0)) return undefined;
    const { pay } = entry;
    switch (pay.kind) {
      case 'none':
        return `${fee} इस प्रोग्राम में कोई तय स्टाइपेंड नहीं मिलता।`;
      case 'stipend':
        return `${fee} स्टाइपेंड वह रकम है जो हम आपको देते हैं: इंटर्नशिप चलने तक हर महीने ${rupees(pay.monthly)}।`;
      case 'scholarship':
        return `${fee} स्कॉलरशिप वह रकम है जो हम ${pay.for ? `${pay.for} को` : 'आपको'} देते हैं: प्रोग्राम चलने तक हर महीने ${rupees(pay.monthly)}।`;
    }
  },
  closedText(listing) {
    return `आवेदन ${formatDay(listing.closes)} को बंद हो गए।`;
  },
};
